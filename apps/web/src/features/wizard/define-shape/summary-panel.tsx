import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAreaText } from './shape-toolbar';
import { SidePanelFrame } from './side-panel-frame';
import type { MeasuresState } from './use-shape-measures';

const TIPS = ['draw', 'finish', 'select', 'undo', 'zoom', 'search', 'upload'] as const;

/** Summary and tips: total area, polygon count and the editor's 7 tips (specs/1 section 2.5). */
export function SummaryPanel({
  measures,
  onClose,
}: {
  measures: MeasuresState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const areaText = useAreaText(measures);
  return (
    <SidePanelFrame
      title={t('web.map.summary.title')}
      closeLabel={t('web.map.summary.close')}
      onClose={onClose}
      testId="summary-panel"
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('web.map.summary.totalArea')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="summary-area">
          {areaText}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('web.map.summary.polygonCount')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="summary-polygons">
          {measures.polygonCount}
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 3, mb: 1 }}>
        {t('web.map.summary.tipsTitle')}
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        {TIPS.map((tip) => (
          <Typography component="li" variant="body2" key={tip}>
            {t(`web.map.summary.tips.${tip}`)}
          </Typography>
        ))}
      </Box>
    </SidePanelFrame>
  );
}
