import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { EMPTY_VALUE } from './key-details-text';

/**
 * An unedited existing shapefile is reused as it is (specs/1 section 4): its site and type are
 * shown, not chosen, and the note says how to make a new shapefile instead.
 */
export function ImportedSite({ imported }: { imported: ImportedShapefile }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" data-testid="key-details-imported">
        {t('keyDetails.site.imported', { name: imported.shapefileName })}
      </Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('keyDetails.site.heading')}
          </Typography>
          <Typography
            component="dd"
            variant="subtitle1"
            sx={{ m: 0, fontWeight: 600 }}
            data-testid="imported-site"
          >
            {imported.siteName ?? t('keyDetails.site.noSite')}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('keyDetails.site.type')}
          </Typography>
          <Typography
            component="dd"
            variant="subtitle1"
            sx={{ m: 0, fontWeight: 600 }}
            data-testid="imported-site-type"
          >
            {imported.siteType ? t(`workflow.siteTypes.${imported.siteType}`) : EMPTY_VALUE}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
