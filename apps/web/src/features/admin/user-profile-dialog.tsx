import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format-date';
import { useSignedInUserId } from '../auth';
import type { AdminGrants } from './admin-permissions';
import { MoreActionsMenu } from './more-actions-menu';
import { ProfileAccess } from './profile-access';
import { ProfileDetails } from './profile-details';
import { ProfileFlags } from './profile-flags';
import { ProfileRoles } from './profile-roles';
import { invitationState } from './profile-rules';
import { showsRoles } from './role-rules';
import { useUserProfile } from './use-user-profile';

interface UserProfileDialogProps {
  userId: string | null;
  grants: AdminGrants;
  onClose: () => void;
}

/**
 * The User profile dialog (specs/2 sections 2, 4, 6): rendered only with update:users; each
 * section only with its own permission.
 */
export function UserProfileDialog({ userId, grants, onClose }: UserProfileDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!grants.updateUsers) return null;
  return (
    <Dialog
      open={userId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="user-profile-dialog"
    >
      <DialogTitle id={titleId}>{t('admin.profile.title')}</DialogTitle>
      {userId !== null && <ProfileContent userId={userId} grants={grants} onClose={onClose} />}
    </Dialog>
  );
}

function ProfileContent({
  userId,
  grants,
  onClose,
}: {
  userId: string;
  grants: AdminGrants;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const viewerId = useSignedInUserId() ?? '';
  const { profile, setRoles, setFlag, saveDetails } = useUserProfile(userId);
  const info = profile.data;
  const locale = i18n.resolvedLanguage ?? 'en';

  if (!info) {
    return (
      <>
        <DialogContent>
          {profile.isError ? (
            <Alert severity="error">{t('admin.profile.failed')}</Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden />
              <Typography>{t('admin.profile.loading')}</Typography>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.profile.close')}</Button>
        </DialogActions>
      </>
    );
  }

  const invitation = invitationState(info, new Date());
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <ProfileDetails info={info} saveDetails={saveDetails} />
          <Stack spacing={0.5}>
            {invitation.kind !== 'none' && (
              <Alert
                severity={invitation.kind === 'pending' ? 'info' : 'warning'}
                data-testid="profile-invitation"
              >
                {t(
                  invitation.kind === 'pending'
                    ? 'admin.profile.invitedUntil'
                    : 'admin.profile.invitationExpired',
                  { date: formatDateTime(invitation.expiresAt, locale) },
                )}
              </Alert>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('admin.profile.created', { date: formatDateTime(info.createdAt, locale) })}
              {' · '}
              {info.lastSignInAt
                ? t('admin.profile.lastSignIn', { date: formatDateTime(info.lastSignInAt, locale) })
                : t('admin.profile.neverSignedIn')}
            </Typography>
          </Stack>
          {showsRoles(grants) && (
            <>
              <Divider />
              <ProfileRoles info={info} onChange={setRoles} />
            </>
          )}
          {grants.assignFlags && (
            <>
              <Divider />
              <ProfileFlags info={info} onChange={setFlag} />
            </>
          )}
          {grants.updateResources && (
            <>
              <Divider />
              <ProfileAccess info={info} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <MoreActionsMenu
          info={info}
          viewerId={viewerId}
          mayDelete={grants.deleteUsers}
          mayImpersonate={grants.impersonate}
          onDeleted={onClose}
        />
        <Button onClick={onClose} variant="contained" data-testid="profile-close">
          {t('admin.profile.close')}
        </Button>
      </DialogActions>
    </>
  );
}
