import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The app's "Page not found" (the same texts as shell/message-page.tsx) for a site the viewer
 * cannot see. Not MessagePage itself: importing a first-load module into this lazy chunk made
 * the bundler split that module's dependencies into chunks of their own, which the first load
 * then fetches as extra files (docs/sharing-web.md, "Loading").
 */
export function SiteNotFound() {
  const { t } = useTranslation();
  const title = t('web.notFound.title');
  useDocumentTitle(title);
  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 640, alignItems: 'flex-start' }}
      data-testid="site-not-found"
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('web.notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('web.backHome')}
      </Button>
    </Stack>
  );
}
