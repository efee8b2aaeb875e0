import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The impersonation link, when the browser would not put it on the clipboard. */
export function LoginUrlDialog({
  email,
  url,
  onClose,
}: {
  email: string;
  url: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('admin.profile.impersonate')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('admin.impersonate.notCopied', { email })}</DialogContentText>
        <TextField
          value={url ?? ''}
          fullWidth
          margin="dense"
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'impersonation-url' } }}
          helperText={t('admin.impersonate.linkHelp')}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.profile.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
