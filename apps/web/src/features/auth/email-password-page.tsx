import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '../../api/error-message';
import { normalizeEmail } from '../../ui/email';
import { EmailField } from '../../ui/email-field';
import {
  canSubmitEmailPassword,
  errorMessageKeyOfSignInError,
  initialLoginState,
  loginMessageKey,
  loginReducer,
  statusOfSignInError,
} from './login-state';
import { useSignIn } from './use-sign-in-out';

interface EmailPasswordPageProps {
  /** Called once, after the session of the new sign-in has loaded. */
  onSignedIn: () => void;
}

/** The email-and-password page of the login dialog (specs/2 sections 2, 4, 5, 8). */
export function EmailPasswordPage({ onSignedIn }: EmailPasswordPageProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const signIn = useSignIn();
  const inProgress = state.status === 'in-progress';
  const [errorKey, setErrorKey] = useState<ErrorMessageKey>('errors.INTERNAL');
  const messageKey = loginMessageKey(state.status, errorKey);

  useEffect(() => {
    if (state.status === 'success') onSignedIn();
  }, [state.status, onSignedIn]);

  const submit = (event: FormEvent) => {
    // A form, so Enter in either field submits; the rule below decides whether it may.
    event.preventDefault();
    if (!canSubmitEmailPassword(state)) return;
    dispatch({ type: 'submitted' });
    signIn.mutate(
      { email: normalizeEmail(state.email), password: state.password },
      {
        onSuccess: () => dispatch({ type: 'succeeded' }),
        onError: (error) => {
          setErrorKey(errorMessageKeyOfSignInError(error));
          dispatch({ type: 'failed', status: statusOfSignInError(error) });
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('web.auth.login.intro')}</Typography>
      <EmailField
        label={t('web.auth.login.email')}
        value={state.email}
        onValueChange={(email) => dispatch({ type: 'email-changed', email })}
        testId="login-email"
        disabled={inProgress}
        autoFocus
        required
        fullWidth
      />
      <TextField
        label={t('web.auth.login.password')}
        type={passwordVisible ? 'text' : 'password'}
        value={state.password}
        onChange={(event) => dispatch({ type: 'password-changed', password: event.target.value })}
        disabled={inProgress}
        required
        fullWidth
        slotProps={{
          htmlInput: { autoComplete: 'current-password', 'data-testid': 'login-password' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setPasswordVisible((visible) => !visible)}
                  aria-label={t(
                    passwordVisible ? 'web.auth.login.hidePassword' : 'web.auth.login.showPassword',
                  )}
                  aria-pressed={passwordVisible}
                >
                  {passwordVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {messageKey && (
        <Alert severity={state.status === 'no-account' ? 'warning' : 'error'} role="alert">
          {t(messageKey)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!canSubmitEmailPassword(state)}
        loading={inProgress}
        data-testid="login-submit"
      >
        {t('web.auth.login.submit')}
      </Button>
    </Stack>
  );
}
