import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * An analysis id that does not exist, cannot exist (not a UUID) or that the reader may not see:
 * the server answers 404 for all three, so the page does not tell them apart either. Reloading
 * cannot help, so the way out is to the shapefiles (where analyses are opened) or home.
 */
export function AnalysisNotFound({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation();
  const title = t('results.notFound.title');
  useDocumentTitle(title);
  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 640, alignItems: 'flex-start' }}
      data-testid="results-not-found"
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('results.notFound.body', { id: analysisId })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/shapefile-manager" variant="contained">
          {t('results.notFound.toShapefiles')}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('web.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
