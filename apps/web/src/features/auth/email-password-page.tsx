import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginEmailField, StatusAlert, SubmitButton, SubPage } from './login-page-parts';
import type { LoginFlow } from './use-login-flow';

/** Email and password (specs/2 sections 2, 4, 5, 8): Enter in either field submits. */
export function EmailPasswordPage({
  flow,
  onGetStarted,
}: {
  flow: LoginFlow;
  onGetStarted: () => void;
}) {
  const { t } = useTranslation();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { state } = flow;

  return (
    <SubPage flow={flow} title={t('signIn.emailPassword.title')}>
      <LoginEmailField flow={flow} autoFocus />
      <TextField
        label={t('signIn.emailPassword.password')}
        type={passwordVisible ? 'text' : 'password'}
        value={state.password}
        onChange={(event) =>
          flow.dispatch({ type: 'password-changed', password: event.target.value })
        }
        disabled={flow.inProgress}
        // In link mode the email is given, so the password is the first thing to type.
        autoFocus={flow.emailLocked}
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
                    passwordVisible
                      ? 'signIn.emailPassword.hidePassword'
                      : 'signIn.emailPassword.showPassword',
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
      {/* specs/2 section 2: no reset in link mode, only the pages that prove the email. */}
      {!state.link && (
        <Box sx={{ mt: '8px !important' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => flow.goTo('reset-password')}
            disabled={flow.inProgress}
            data-testid="login-forgot-password"
          >
            {t('signIn.emailPassword.forgotPassword')}
          </Link>
        </Box>
      )}
      <StatusAlert message={flow.message} onAction={flow.goTo} onGetStarted={onGetStarted} />
      <SubmitButton flow={flow} testId="login-submit" label={t('signIn.emailPassword.submit')} />
    </SubPage>
  );
}
