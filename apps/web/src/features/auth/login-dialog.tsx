import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailPasswordPage } from './email-password-page';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Reports a completed sign-in (specs/2 section 2: "the login modal can take an optional success callback"). */
  onSuccess?: () => void;
}

/**
 * The login dialog. Only the email-password page exists so far; the start, magic-link,
 * reset and SSO pages join it as a carousel later. Closing unmounts the page, so each
 * opening starts from an empty form with status initial.
 */
export function LoginDialog({ open, onClose, onSuccess }: LoginDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  const handleSignedIn = useCallback(() => {
    onClose();
    onSuccess?.();
  }, [onClose, onSuccess]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('web.auth.login.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('web.auth.login.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <EmailPasswordPage onSignedIn={handleSignedIn} />
      </DialogContent>
    </Dialog>
  );
}
