import type { ResultLayerReference } from '@ecotone/contracts';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreferences } from '../preferences';
import { MapPopup } from './map-popup';
import { quantityText } from './unit-label';

export interface FeatureClick {
  layer: ResultLayerReference;
  properties: Record<string, unknown>;
  /** Screen position within the map. */
  x: number;
  y: number;
}

/**
 * A clicked vector feature's details (specs/3 "Map layer" display): the title field, then each
 * declared field; numbers with a unit in the user's units. Escape or the button closes it, and
 * focus moves to it so a keyboard user can read and leave it.
 */
export function FeaturePopup({ click, onClose }: { click: FeatureClick; onClose: () => void }) {
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const display = click.layer.display;
  const valueText = (value: unknown, unit: string | undefined) => {
    if (typeof value === 'number') {
      return unit ? quantityText(value, unit, units, locale) : formatNumber(value, { locale });
    }
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  const title = display ? click.properties[display.titleField] : null;
  return (
    <MapPopup
      at={click}
      label={String(title ?? click.layer.label)}
      testId="map-feature-popup"
      onClose={onClose}
      heading={
        <>
          <Typography variant="caption" color="text.secondary">
            {click.layer.label}
          </Typography>
          <Typography variant="subtitle2" data-testid="map-feature-title">
            {valueText(title, undefined)}
          </Typography>
        </>
      }
    >
      {display && (
        <Stack component="dl" spacing={0.25} sx={{ m: 0, mt: 1 }}>
          {display.fields.map(({ field, label, unit }) => (
            <Stack key={field} direction="row" spacing={1} data-testid="map-feature-field">
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {valueText(click.properties[field], unit)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </MapPopup>
  );
}
