import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavDrawerProps {
  items: readonly NavItem[];
  open: boolean;
  onClose: () => void;
}

/** Navigation for narrow screens, where the top bar has no room for the links. */
export function NavDrawer({ items, open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose}>
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ color: 'primary.main' }}>
          {t('web.app.name')}
        </Typography>
      </Toolbar>
      <List component="nav" aria-label={t('web.nav.label')} sx={{ width: 272 }}>
        {items.map(({ area, path, testId, icon: Icon }) => (
          <ListItemButton
            key={area}
            component={NavLink}
            to={path}
            end
            onClick={onClose}
            data-testid={testId}
            sx={{ '&.active': { bgcolor: 'action.selected' } }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(`web.nav.${area}`)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
