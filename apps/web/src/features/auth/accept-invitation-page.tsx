import { USER_NAME_MAX } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { errorMessageKey } from '../../api/error-message';
import { CONTACT_HASH } from '../../ui/contact-link';
import { useDocumentTitle } from '../../ui/use-document-title';
import { acceptInvitation, checkInvitation } from './invitation-api';
import { type InvitationFailure, invitationFailureOf } from './invitation-failure';
import { useLoginDialog } from './login-dialog-provider';
import { isNewPasswordValid } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { queryKeys } from './query-keys';
import { TokenChecking, TokenPageFrame } from './token-page';

/**
 * `/invite/accept?token=...`, the page the invitation email links to (issue 19). It works signed
 * out: it checks the token, shows whose invitation it is, takes the name and a password, and the
 * answer signs the invitee in, so they land on the home page signed in.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  useDocumentTitle(t('admin.invitation.title'));
  const check = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => checkInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  let content: ReactNode;
  if (token === '') content = <InvitationFailureAlert failure="invalid" />;
  else if (check.isPending)
    content = <TokenChecking text={t('admin.invitation.checking')} testId="invitation-checking" />;
  else if (check.isError)
    content = (
      <InvitationFailureAlert failure={invitationFailureOf(check.error)} error={check.error} />
    );
  else
    content = (
      <AcceptForm
        token={token}
        email={check.data.email}
        name={check.data.name}
        expiresAt={check.data.expiresAt}
      />
    );

  return <TokenPageFrame title={t('admin.invitation.title')}>{content}</TokenPageFrame>;
}

interface AcceptFormProps {
  token: string;
  email: string;
  name: string;
  expiresAt: string;
}

function AcceptForm({ token, email, name: invitedName, expiresAt }: AcceptFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(invitedName);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attempted, setAttempted] = useState(false);
  const nameMissing = name.trim() === '';
  const accept = useMutation({
    mutationFn: () => acceptInvitation({ token, password, name: name.trim() }),
    onSuccess: async () => {
      // The answer set the session cookie: read the session again, then the home page shows.
      await queryClient.invalidateQueries({ queryKey: queryKeys.authSession });
      await navigate('/', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!nameMissing && isNewPasswordValid(password, confirmation) && !accept.isPending) {
      accept.mutate();
    }
  };
  const failure = accept.isError ? invitationFailureOf(accept.error) : null;
  const expires = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(expiresAt));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography sx={{ color: 'text.secondary' }}>{t('admin.invitation.intro')}</Typography>
      <Stack spacing={0.25}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('admin.invitation.email')}
        </Typography>
        <Typography data-testid="invitation-email" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
      </Stack>
      <TextField
        label={t('admin.invitation.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          accept.reset();
        }}
        error={attempted && nameMissing}
        helperText={attempted && nameMissing ? t('admin.invitation.nameRequired') : undefined}
        disabled={accept.isPending}
        required
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: USER_NAME_MAX,
            autoComplete: 'name',
            'data-testid': 'invitation-name',
          },
        }}
      />
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => {
          setPassword(value);
          accept.reset();
        }}
        onConfirmationChange={(value) => {
          setConfirmation(value);
          accept.reset();
        }}
        showAllProblems={attempted}
        disabled={accept.isPending}
        testIdPrefix="invitation"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.invitation.expires', { date: expires })}
      </Typography>
      {failure && <InvitationFailureAlert failure={failure} error={accept.error} />}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={accept.isPending}
        data-testid="invitation-submit"
      >
        {t('admin.invitation.submit')}
      </Button>
    </Stack>
  );
}

/** A link that no longer works can only be replaced: the ways to ask for one sit beside it. */
function InvitationFailureAlert({
  failure,
  error,
}: {
  failure: InvitationFailure;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
  if (failure !== 'invalid') {
    const code = error instanceof ApiError ? error.code : 'INTERNAL';
    return (
      <Alert severity="error" role="alert" data-testid="invitation-error">
        {t('admin.invitation.failed', { message: t(errorMessageKey(code)) })}
      </Alert>
    );
  }
  const signIn = async () => {
    await navigate('/', { replace: true });
    openLogin();
  };
  return (
    <Alert severity="error" role="alert" data-testid="invitation-invalid">
      <Stack spacing={1}>
        <span>{t('admin.invitation.invalid')}</span>
        <span>{t('admin.invitation.askAgain')}</span>
        <Stack direction="row" spacing={2}>
          <Link href={CONTACT_HASH} color="inherit" data-testid="invitation-contact">
            {t('admin.invitation.contact')}
          </Link>
          <Link
            component="button"
            type="button"
            color="inherit"
            onClick={() => void signIn()}
            data-testid="invitation-sign-in"
          >
            {t('admin.invitation.signIn')}
          </Link>
        </Stack>
      </Stack>
    </Alert>
  );
}
