import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { confirmPasswordReset, validateResetToken } from './auth-api';
import { useLoginDialog } from './login-dialog-provider';
import { isNewPasswordValid, type ResetFailure, resetFailureOf } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { useSignInNotices } from './sign-in-notices';
import { TokenChecking, TokenPageFrame } from './token-page';

/**
 * `/reset-password?token=...`, the page the reset email links to (specs/2 sections 4, 8). It
 * works signed out: it checks the token, then takes the new password, then opens the login
 * dialog on the email-password page to sign in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  useDocumentTitle(t('signIn.resetPage.title'));
  const validation = useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: () => validateResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  let content: ReactNode;
  if (token === '') content = <ResetFailureAlert failure="code-invalid" />;
  else if (validation.isPending)
    content = <TokenChecking text={t('signIn.resetPage.validating')} testId="reset-validating" />;
  else if (validation.isError)
    content = <ResetFailureAlert failure={resetFailureOf(validation.error)} />;
  else content = <NewPasswordForm token={token} />;

  return <TokenPageFrame title={t('signIn.resetPage.title')}>{content}</TokenPageFrame>;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
  const notify = useSignInNotices();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attempted, setAttempted] = useState(false);
  const confirm = useMutation({
    mutationFn: () => confirmPasswordReset(token, password),
    onSuccess: async () => {
      notify({
        severity: 'success',
        title: t('signIn.notices.passwordChangedTitle'),
        message: t('signIn.notices.passwordChanged'),
      });
      await navigate('/', { replace: true });
      openLogin({ page: 'email-password' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (isNewPasswordValid(password, confirmation) && !confirm.isPending) confirm.mutate();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography sx={{ color: 'text.secondary' }}>{t('signIn.resetPage.intro')}</Typography>
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => {
          setPassword(value);
          confirm.reset();
        }}
        onConfirmationChange={(value) => {
          setConfirmation(value);
          confirm.reset();
        }}
        showAllProblems={attempted}
        disabled={confirm.isPending}
      />
      {confirm.isError && <ResetFailureAlert failure={resetFailureOf(confirm.error)} />}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={confirm.isPending}
        data-testid="reset-submit"
      >
        {t('signIn.resetPage.submit')}
      </Button>
    </Stack>
  );
}

const FAILURE_TEXT = {
  'code-invalid': 'signIn.resetPage.codeInvalid',
  'rate-limited': 'errors.TOO_MANY_REQUESTS',
  'server-error': 'signIn.resetPage.serverError',
} as const satisfies Record<ResetFailure, string>;

/** A token that is no good can only be replaced: the way to ask for a new email sits beside it. */
function ResetFailureAlert({ failure }: { failure: ResetFailure }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
  const requestNew = async () => {
    await navigate('/', { replace: true });
    openLogin({ page: 'reset-password' });
  };
  return (
    <Alert severity="error" role="alert" data-testid="reset-error">
      {t(FAILURE_TEXT[failure])}
      {failure === 'code-invalid' && (
        <Box sx={{ mt: 1 }}>
          <Link
            component="button"
            type="button"
            color="inherit"
            onClick={() => void requestNew()}
            data-testid="reset-request-new"
          >
            {t('signIn.resetPage.requestNew')}
          </Link>
        </Box>
      )}
    </Alert>
  );
}
