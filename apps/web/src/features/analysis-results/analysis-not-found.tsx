import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../ui/not-found-panel';

/** An analysis the server answered 404 for: the way out is to the shapefiles (where analyses open). */
export function AnalysisNotFound({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      title={t('results.notFound.title')}
      body={t('results.notFound.body', { id: analysisId })}
      way={{ to: '/shapefile-manager', label: t('results.notFound.toShapefiles') }}
      testId="results-not-found"
    />
  );
}
