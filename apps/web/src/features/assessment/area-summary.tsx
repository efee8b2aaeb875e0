import type { AssessmentSummary } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaSummaryOf } from './assessment-model';
import { SectionFrame } from './section-frame';
import { AnalysisMap, ValueWithUnits } from './widgets';

/**
 * Area summary (specs/3): the gross area, what the exclusion masks take out (with their layers)
 * and the net project area the analyses ran on, in the reader's units; the shape on a map.
 */
export function AreaSummary({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  const area = areaSummaryOf(summary);
  const note = t('assessment.value.shape');
  const layers = area.maskLayers.map((layer) => t(`masks.layers.${layer}`)).join(', ');
  return (
    <SectionFrame id="area" title={t('assessment.sections.area')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
          data-testid="area-summary"
        >
          <Row label={t('assessment.area.gross')}>
            <ValueWithUnits
              value={area.grossHa}
              units="ha"
              ncaField="grossHa"
              note={note}
              testId="area-gross"
            />
          </Row>
          <Row label={t('assessment.area.masks')}>
            <ValueWithUnits
              value={area.maskHa}
              units="ha"
              ncaField="maskHa"
              note={note}
              testId="area-masks"
            />
            <Typography variant="body2" color="text.secondary" data-testid="area-mask-layers">
              {layers ? t('assessment.area.maskLayers', { layers }) : t('assessment.area.noMasks')}
            </Typography>
          </Row>
          <Row label={t('assessment.area.net')} strong>
            <ValueWithUnits
              value={area.netHa}
              units="ha"
              ncaField="studyAreaHa"
              note={note}
              testId="area-net"
            />
          </Row>
        </Box>
        <AnalysisMap
          shapefileId={summary.shapefile.shapefileId}
          label={t('assessment.area.shapeMap')}
          testId="area-map"
        />
      </Box>
    </SectionFrame>
  );
}

function Row({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: strong ? 600 : 500 }}>
        {children}
      </Box>
    </Box>
  );
}
