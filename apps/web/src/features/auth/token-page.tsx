import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LeafMark } from '../../ui/leaf-mark';

/**
 * The frame of the signed-out pages an emailed link opens (reset password, accept an
 * invitation): a centred card with the logo linking home, the page's title and its content.
 */
export function TokenPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.50' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
          >
            <LeafMark />
            {t('web.app.name')}
          </Link>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

/** While the link's token is checked: a spinner and what is going on, announced. */
export function TokenChecking({ text, testId }: { text: string; testId: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={testId}>
      <CircularProgress size={24} aria-hidden />
      <Typography role="status">{text}</Typography>
    </Stack>
  );
}
