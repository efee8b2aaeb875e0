import Alert from '@mui/material/Alert';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { loadResultParts } from '../../analysis-results';

// The results tabs' own parts (features/analysis-results/result-parts.ts), one chunk with the
// chart library: the widgets draw exactly what the tabs draw.
export const CarbonHeadline = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.CarbonHeadline })),
);
export const MassSwitch = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.MassSwitch })),
);
export const StockChart = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.StockChart })),
);
export const MsaTable = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.MsaComparisonTable })),
);
export const SpeciesDistribution = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.SpeciesDistribution })),
);
export const StarThreatScores = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.StarThreat })),
);
export const StarTaxonTable = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.StarTaxonTable })),
);
export const FireHistoryTable = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.FireHistoryTable })),
);
export const TimeSeriesHeadlines = lazy(() =>
  loadResultParts().then((parts) => ({ default: parts.TimeSeriesHeadlines })),
);

/** A widget whose stored values do not follow their contract: said, never drawn empty. */
export function Unavailable({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid={testId}>
      {t('assessment.tool.unavailable')}
    </Alert>
  );
}
