import type { ShapefileDetail } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { areaText, percentText } from './cell-text';

/** specs/1 section 2.1, "Area Makeup": total, mask, project area and its share of the total. */
export function AreaMakeup({ detail }: { detail: ShapefileDetail }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const rows = [
    {
      key: 'total',
      label: t('shapefiles.panel.total'),
      value: areaText(detail.totalAreaHa, units, language),
    },
    {
      key: 'mask',
      label: t('shapefiles.panel.mask'),
      value: areaText(detail.totalMaskAreaHa, units, language),
    },
    {
      key: 'project',
      label: t('shapefiles.panel.project'),
      value: areaText(detail.projectAreaHa, units, language),
    },
    {
      key: 'percent',
      label: t('shapefiles.panel.percent'),
      value: percentText(detail.projectAreaPercent, language),
    },
  ];
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
        {t('shapefiles.panel.areaMakeup')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`area-makeup-${row.key}`}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
