import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { loadAdminTexts } from '../../i18n';
import { SkipLink } from '../../ui/skip-link';
import type { SignedInUser } from '../auth';
import { NotificationBell } from '../notifications';
import { NavDrawer } from './nav-drawer';
import { TopNav } from './top-nav';
import { useVisibleNavItems } from './use-visible-nav-items';
import { UserMenu } from './user-menu';

// Only an impersonated session shows the banner: its code and texts stay out of every first load.
const ImpersonationBanner = lazy(() =>
  Promise.all([import('./impersonation-banner'), loadAdminTexts()]).then(([module]) => ({
    default: module.ImpersonationBanner,
  })),
);

/** The signed-in frame: top bar with navigation and account menu, the area's page below. */
export function AppShell({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const items = useVisibleNavItems();
  // Read synchronously so the first render already picks the right navigation (no duplicate ids).
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* Above the bar, on every page: whoever looks at the screen sees whose account this is. */}
      {user.impersonation && (
        <Suspense fallback={null}>
          <ImpersonationBanner user={user} />
        </Suspense>
      )}
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={t('web.nav.openMenu')}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 700 }}
          >
            {t('web.app.name')}
          </Link>
          {wide && <TopNav items={items} />}
          <Box sx={{ flexGrow: 1 }} />
          <NotificationBell />
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>
      {!wide && <NavDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 5 },
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
