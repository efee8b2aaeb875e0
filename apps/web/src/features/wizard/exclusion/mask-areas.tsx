import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { areaText } from '../../../ui/area-text';
import { usePreferences } from '../../preferences';
import type { MaskAreas } from './use-mask-preview';

/**
 * Total, mask and project area of the wizard's shape (specs/1 section 2.5, steps 2 and 4), from
 * the merged preview (mask-preview-summary); N/A for a negative area (section 9).
 */
export function MaskAreasView({ areas }: { areas: MaskAreas }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const body = (() => {
    switch (areas.status) {
      case 'none':
        return <Typography variant="body2">{t('masks.areas.noMask')}</Typography>;
      case 'existing':
        return <Typography variant="body2">{t('masks.areas.existing')}</Typography>;
      case 'noMask':
        return <Typography variant="body2">{t('masks.areas.nothingExcluded')}</Typography>;
      case 'loading':
        return (
          <Box
            role="status"
            aria-busy="true"
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <CircularProgress size={16} />
            <Typography variant="body2">{t('masks.areas.loading')}</Typography>
          </Box>
        );
      case 'error':
        return (
          <Alert severity="warning">{t('masks.areas.error', { message: areas.message })}</Alert>
        );
      case 'ready': {
        const rows = [
          ['total', t('masks.areas.total'), areas.grossHa],
          ['mask', t('masks.areas.mask'), areas.mergedHa],
          ['project', t('masks.areas.project'), areas.netHa],
        ] as const;
        return (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {rows.map(([key, label, hectares]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 600 }}
                  data-testid={`mask-area-${key}`}
                  data-hectares={hectares}
                >
                  {areaText(hectares, units, language)}
                </Typography>
              </Box>
            ))}
          </Box>
        );
      }
    }
  })();
  return (
    <Box data-testid="mask-areas" data-status={areas.status}>
      {body}
    </Box>
  );
}
