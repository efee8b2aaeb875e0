import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

type Message = 'restricted' | 'notFound';

/** A page that only explains why there is nothing here, with the way back home. */
export function MessagePage({ message }: { message: Message }) {
  const { t } = useTranslation();
  const title = t(`web.${message}.title`);
  useDocumentTitle(title);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t(`web.${message}.body`)}</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('web.backHome')}
      </Button>
    </Stack>
  );
}
