import type { UserExtendedInfo } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { useNotice } from '../../ui/notice';
import { adminQueryKeys, deleteUser } from './users-api';

/**
 * The delete confirmation (specs/2 section 8): the action cannot be undone and does not affect
 * the resources the user contributed to. Cancel is the default; a refusal stays in the dialog.
 */
export function DeleteUserDialog({
  info,
  open,
  onClose,
  onDeleted,
}: {
  info: UserExtendedInfo;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const titleId = useId();
  const removal = useMutation({
    mutationFn: () => deleteUser(info.ecotoneUserId),
    onSuccess: () => {
      notify({
        severity: 'success',
        message: t('admin.deleteDialog.deleted', { email: info.email }),
      });
      queryClient.removeQueries({ queryKey: adminQueryKeys.user(info.ecotoneUserId) });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users });
      onClose();
      onDeleted();
    },
  });
  const close = () => {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid="delete-user-dialog">
      <DialogTitle id={titleId}>{t('admin.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('admin.deleteDialog.body', { name: info.name, email: info.email })}
        </DialogContentText>
        <DialogContentText>{t('admin.deleteDialog.keeps')}</DialogContentText>
        {removal.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorText(removal.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus disabled={removal.isPending}>
          {t('admin.deleteDialog.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => removal.mutate()}
          loading={removal.isPending}
          data-testid="delete-user-confirm"
        >
          {t('admin.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
