import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/**
 * A record page whose id the server answered 404 for (it does not exist, cannot exist, or the
 * reader may not see it: the server does not tell them apart, so neither does the page).
 * Reloading cannot help, so the way out is to the list the record is reached from, or home.
 */
export function NotFoundPanel(props: {
  title: string;
  body: string;
  /** The list page the record is opened from. */
  way: { to: string; label: string };
  testId: string;
}) {
  const { t } = useTranslation();
  useDocumentTitle(props.title);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, alignItems: 'flex-start' }} data-testid={props.testId}>
      <Typography variant="h4" component="h1">
        {props.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {props.body}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={props.way.to} variant="contained">
          {props.way.label}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('web.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
