import { USER_NAME_MAX } from '@ecotone/contracts';
import { LANGUAGES } from '@ecotone/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { EmailField } from '../../ui/email-field';
import { useNotice } from '../../ui/notice';
import { usePreferences } from '../preferences';
import { InviteAccess } from './invite-access';
import {
  initialInviteForm,
  inviteBody,
  inviteEmailProblem,
  inviteRoleEntries,
  isUserAlreadyExists,
  needsNoAccessConfirmation,
  toggledInviteRoles,
} from './invite-rules';
import { RoleCheckboxes } from './profile-roles';
import { roleOptions } from './role-rules';
import { adminQueryKeys, fetchAllRoles, fetchUserByEmail, inviteUser } from './users-api';

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens an existing user's profile (the user-already-exists offer). */
  onOpenProfile: (userId: string) => void;
}

/**
 * The Invite new user dialog (specs/2 sections 2, 5, 8): email, optional first and last name,
 * roles, access levels per resource and the invitation's language, the inviter's by
 * default. Granting no access asks "Add user with no access?" first.
 */
export function InviteUserDialog({ open, onClose, onOpenProfile }: InviteUserDialogProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [form, setForm] = useState(() => initialInviteForm(language));
  const [tried, setTried] = useState(false);
  const [confirmingNoAccess, setConfirmingNoAccess] = useState(false);

  const roles = useQuery({
    queryKey: adminQueryKeys.roles(true),
    queryFn: () => fetchAllRoles(true),
    enabled: open,
  });
  const entries = inviteRoleEntries(roles.data?.roles ?? []);

  const invite = useMutation({
    mutationFn: () => inviteUser(inviteBody(form)),
    onSuccess: () => {
      notify({ severity: 'success', message: t('admin.invite.sent') });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users });
      close();
    },
  });
  const existing = useMutation({
    mutationFn: () => fetchUserByEmail(inviteBody(form).email),
    onSuccess: ({ ecotoneUserId }) => {
      close();
      onOpenProfile(ecotoneUserId);
    },
  });

  const close = () => {
    setForm(initialInviteForm(language));
    setTried(false);
    setConfirmingNoAccess(false);
    invite.reset();
    existing.reset();
    onClose();
  };

  const emailProblem = inviteEmailProblem(form);
  const alreadyExists = isUserAlreadyExists(invite.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (emailProblem) return;
    if (needsNoAccessConfirmation(form)) setConfirmingNoAccess(true);
    else invite.mutate();
  };

  // specs/2 section 8: the email's helper text says the user exists and offers their profile.
  const emailHelper = alreadyExists ? (
    <span data-testid="invite-user-exists">
      {t('admin.invite.alreadyExists')}{' '}
      <Link
        component="button"
        type="button"
        variant="caption"
        onClick={() => existing.mutate()}
        data-testid="invite-update-access"
      >
        {t('admin.invite.updateAccess')}
      </Link>
      {existing.isError && <> {apiErrorText(existing.error, t)}</>}
    </span>
  ) : tried && emailProblem === 'required' ? (
    t('admin.invite.emailRequired')
  ) : undefined;

  return (
    <>
      <Dialog
        open={open && !confirmingNoAccess}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
        data-testid="invite-user-dialog"
      >
        <DialogTitle id={titleId}>{t('admin.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <EmailField
              label={t('admin.invite.email')}
              value={form.email}
              onValueChange={(email) => {
                setForm((current) => ({ ...current, email }));
                if (invite.isError) invite.reset();
              }}
              required
              autoFocus
              fullWidth
              testId="invite-email"
              helperText={emailHelper}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('admin.invite.firstName')}
                value={form.firstName}
                onChange={(event) =>
                  setForm((current) => ({ ...current, firstName: event.target.value }))
                }
                fullWidth
                slotProps={{
                  htmlInput: { maxLength: USER_NAME_MAX, 'data-testid': 'invite-first-name' },
                }}
              />
              <TextField
                label={t('admin.invite.lastName')}
                value={form.lastName}
                onChange={(event) =>
                  setForm((current) => ({ ...current, lastName: event.target.value }))
                }
                fullWidth
                slotProps={{
                  htmlInput: { maxLength: USER_NAME_MAX, 'data-testid': 'invite-last-name' },
                }}
              />
            </Stack>
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">{t('admin.invite.roles')}</FormLabel>
              <RoleCheckboxes
                options={roleOptions(entries, form.roles)}
                onToggle={(role, checked) =>
                  setForm((current) => ({
                    ...current,
                    roles: toggledInviteRoles(current.roles, role, checked),
                  }))
                }
                testIdPrefix="invite-role"
              />
            </FormControl>
            <InviteAccess
              value={form.accessLevels}
              onChange={(accessLevels) => setForm((current) => ({ ...current, accessLevels }))}
              enabled={open}
            />
            <TextField
              select
              label={t('admin.invite.language')}
              helperText={t('admin.invite.languageHelp')}
              value={form.language}
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  language: event.target.value as (typeof LANGUAGES)[number],
                }))
              }
              slotProps={{ htmlInput: { 'data-testid': 'invite-language' } }}
            >
              {LANGUAGES.map((option) => (
                <MenuItem key={option} value={option} lang={option === 'english' ? 'en' : 'es'}>
                  {t(`web.userMenu.languages.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {invite.isError && !alreadyExists && (
              <Alert severity="error">{apiErrorText(invite.error, t)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('admin.invite.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={invite.isPending}
            disabled={alreadyExists}
            data-testid="invite-send"
          >
            {t('admin.invite.send')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={open && confirmingNoAccess}
        onClose={() => setConfirmingNoAccess(false)}
        data-testid="invite-no-access-dialog"
      >
        <DialogTitle>{t('admin.invite.noAccessTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('admin.invite.noAccessBody', { email: inviteBody(form).email })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingNoAccess(false)} autoFocus>
            {t('admin.invite.noAccessCancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirmingNoAccess(false);
              invite.mutate();
            }}
            data-testid="invite-no-access-confirm"
          >
            {t('admin.invite.noAccessConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
