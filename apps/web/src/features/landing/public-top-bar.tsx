import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LeafMark } from '../../ui/leaf-mark';
import { useLoginDialog } from '../auth';

/** Top bar for visitors: the product name and the way in. */
export function PublicTopBar() {
  const { t } = useTranslation();
  const { openLogin } = useLoginDialog();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 2, sm: 4 } }}>
        <LeafMark />
        <Typography
          component="p"
          variant="h6"
          sx={{ ml: 1, fontWeight: 700, color: 'primary.main' }}
        >
          {t('web.app.name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={() => openLogin()} data-testid="sign-in-button">
          {t('web.landing.signIn')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
