import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

/** Inline navigation for wide screens; the current area is marked with aria-current. */
export function TopNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('web.nav.label')} sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
      {items.map(({ area, path, testId, icon: Icon }) => (
        <Button
          key={area}
          component={NavLink}
          to={path}
          end
          data-testid={testId}
          color="inherit"
          startIcon={<Icon fontSize="small" />}
          sx={{
            px: 1.5,
            opacity: 0.85,
            '&:hover': { opacity: 1, bgcolor: 'rgba(255, 255, 255, 0.08)' },
            '&.active': { opacity: 1, bgcolor: 'rgba(255, 255, 255, 0.16)' },
          }}
        >
          {t(`web.nav.${area}`)}
        </Button>
      ))}
    </Box>
  );
}
