import { useTranslation } from 'react-i18next';
import type { BasemapDisplay } from './basemap-display';

/** The one quiet line saying the map shows Natural Earth alone instead of the choice, and why. */
export function useBasemapFallbackText(display: BasemapDisplay | null): string | null {
  const { t } = useTranslation();
  switch (display?.fallback) {
    case 'failed':
      return t(`web.map.basemap.failed.${display.chosen}`);
    case 'offline':
      return t('web.map.basemap.offline');
    case 'unavailable':
      return t(`web.map.basemap.unavailable.${display.chosen}`);
    default:
      return null;
  }
}
