import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInUser } from '../auth';
import { FeatureFlagToggles } from './feature-flag-toggles';

interface PreferencesDialogProps {
  user: SignedInUser;
  open: boolean;
  onClose: () => void;
}

/** The Preferences entry of the user menu: the feature flags a user switches for themselves. */
export function PreferencesDialog({ user, open, onClose }: PreferencesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="preferences-dialog"
    >
      <DialogTitle id={titleId}>{t('requests.preferences.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary' }}>{t('requests.preferences.intro')}</Typography>
        <FeatureFlagToggles user={user} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('requests.preferences.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
