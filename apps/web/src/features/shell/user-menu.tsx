import { LANGUAGES, UNIT_SYSTEMS } from '@ecotone/i18n';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/api-error';
import { errorMessageKey } from '../../api/error-message';
import { useHashDialog } from '../../ui/use-hash-dialog';
import type { SignedInUser } from '../auth';
import { useSignOut } from '../auth';
import { CONTACT_HASH_NAME } from '../contact';
import { LEGAL_LINKS } from '../legal';
import { PreferencesDialog, usePreferences } from '../preferences';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The account menu: who is signed in, language and unit system (checked items show the
 * current choice; choosing keeps the menu open so the change is seen), and sign out.
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const languageLabelId = useId();
  const unitsLabelId = useId();
  const close = () => setAnchor(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const contact = useHashDialog(CONTACT_HASH_NAME);

  const handleSignOut = () => {
    close();
    signOut.mutate();
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('web.userMenu.open')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="user-menu-button"
        sx={{ gap: 1, minWidth: 0, px: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
          {initials(user.name) || '?'}
        </Avatar>
        <Box
          component="span"
          data-testid="user-name"
          sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <ListSubheader id={languageLabelId}>{t('web.userMenu.language')}</ListSubheader>
        <Box role="group" aria-labelledby={languageLabelId} data-testid="language-select">
          {LANGUAGES.map((language) => (
            <CheckItem
              key={language}
              checked={preferences.language === language}
              onSelect={() => preferences.setLanguage(language)}
              testId={`language-${language === 'english' ? 'en' : 'es'}`}
              label={t(`web.userMenu.languages.${language}`)}
              lang={language === 'english' ? 'en' : 'es'}
            />
          ))}
        </Box>
        <Divider />
        <ListSubheader id={unitsLabelId}>{t('web.userMenu.units')}</ListSubheader>
        <Box role="group" aria-labelledby={unitsLabelId} data-testid="units-select">
          {UNIT_SYSTEMS.map((units) => (
            <CheckItem
              key={units}
              checked={preferences.units === units}
              onSelect={() => preferences.setUnits(units)}
              testId={`units-${units}`}
              label={t(`web.userMenu.unitSystems.${units}`)}
              detail={t(`web.userMenu.unitExamples.${units}`)}
            />
          ))}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setPreferencesOpen(true);
          }}
          data-testid="open-preferences"
        >
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('requests.menu.preferences')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            contact.openDialog();
          }}
          data-testid="open-contact"
        >
          <ListItemIcon>
            <MailIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('requests.menu.contact')} />
        </MenuItem>
        {LEGAL_LINKS.map(({ document, path, icon: Icon }) => (
          <MenuItem
            key={document}
            component={RouterLink}
            to={path}
            onClick={close}
            data-testid={`open-${document}`}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`web.legal.${document}`)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={handleSignOut} data-testid="sign-out">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('web.auth.signOut')} />
        </MenuItem>
      </Menu>
      <PreferencesDialog
        user={user}
        open={preferencesOpen}
        onClose={() => setPreferencesOpen(false)}
      />
      <Snackbar
        open={signOut.isError}
        autoHideDuration={6000}
        onClose={() => signOut.reset()}
        message={t(
          errorMessageKey(signOut.error instanceof ApiError ? signOut.error.code : 'INTERNAL'),
        )}
      />
    </>
  );
}

interface CheckItemProps {
  checked: boolean;
  onSelect: () => void;
  testId: string;
  label: string;
  detail?: string;
  lang?: string;
}

/** A menuitemradio: the check mark, not only the colour, shows which choice is active. */
function CheckItem({ checked, onSelect, testId, label, detail, lang }: CheckItemProps) {
  return (
    <MenuItem
      role="menuitemradio"
      aria-checked={checked}
      selected={checked}
      onClick={onSelect}
      data-testid={testId}
    >
      <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={label} secondary={detail} slotProps={{ primary: { lang } }} />
    </MenuItem>
  );
}
