import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../ui/email-field';
import { GET_STARTED_HASH } from '../../ui/get-started-links';
import type { MessageAction, StatusMessage } from './login-state';
import type { LoginFlow } from './use-login-flow';

/**
 * A link to the get-started dialog, which opens on the URL hash (another feature's dialog). The
 * login dialog closes first so the two are never stacked.
 */
export function GetStartedLink({
  onNavigate,
  testId,
  color = 'primary',
  children,
}: {
  onNavigate: () => void;
  testId: string;
  /** 'inherit' inside an alert, whose text colour carries its severity. */
  color?: 'primary' | 'inherit';
  children: ReactNode;
}) {
  return (
    <Link href={GET_STARTED_HASH} onClick={onNavigate} data-testid={testId} color={color}>
      {children}
    </Link>
  );
}

/** A sub-page of the carousel: the way back to the sign-in options, its title and its form. */
export function SubPage({
  flow,
  title,
  intro,
  children,
}: {
  flow: LoginFlow;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    // A form, so Enter in a field submits; the button rule decides whether it may.
    event.preventDefault();
    flow.submit();
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => flow.goTo('start')}
          disabled={flow.inProgress}
          data-testid="login-back"
          sx={{ ml: -1 }}
        >
          {t('signIn.dialog.back')}
        </Button>
      </Box>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The email of every form: fixed to the SSO account's address in link mode. */
export function LoginEmailField({ flow, autoFocus }: { flow: LoginFlow; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <EmailField
      label={t('signIn.emailPassword.email')}
      value={flow.state.email}
      onValueChange={(email) => flow.dispatch({ type: 'email-changed', email })}
      testId="login-email"
      disabled={flow.inProgress || flow.emailLocked}
      autoFocus={autoFocus && !flow.emailLocked}
      required
      fullWidth
    />
  );
}

/** The page's failure, with the ways out the spec offers beside it. */
export function StatusAlert({
  message,
  onAction,
  onGetStarted,
}: {
  message: StatusMessage | null;
  onAction: (action: Exclude<MessageAction, 'get-started'>) => void;
  onGetStarted: () => void;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert severity={message.severity} role="alert" data-testid="login-status-message">
      {t(message.key)}
      {message.actions.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          {message.actions.map((action) =>
            action === 'get-started' ? (
              <GetStartedLink
                key={action}
                onNavigate={onGetStarted}
                testId="login-status-get-started"
                color="inherit"
              >
                {t('signIn.messages.getStarted')}
              </GetStartedLink>
            ) : (
              <Link
                key={action}
                component="button"
                type="button"
                onClick={() => onAction(action)}
                color="inherit"
                data-testid="login-status-reset-password"
              >
                {t('signIn.messages.resetPassword')}
              </Link>
            ),
          )}
        </Stack>
      )}
    </Alert>
  );
}

/** The submit button of a sub-page: disabled by the button rules, a spinner while waiting. */
export function SubmitButton({
  flow,
  testId,
  label,
  autoFocus,
}: {
  flow: LoginFlow;
  testId: string;
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <Button
      autoFocus={autoFocus}
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={!flow.canSubmit}
      loading={flow.inProgress}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
