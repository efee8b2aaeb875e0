import EmailIcon from '@mui/icons-material/EmailOutlined';
import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GetStartedLink } from './login-page-parts';
import type { LoginPage } from './login-state';
import type { SsoProvider } from './sso-provider';
import type { LoginFlow } from './use-login-flow';

const PROVIDER_ICONS = { google: GoogleIcon, microsoft: MicrosoftIcon } as const;

interface StartPageProps {
  flow: LoginFlow;
  intro: string;
  providers: readonly SsoProvider[];
  /** The page the person came back from, whose button takes the focus again. */
  cameFrom: LoginPage | undefined;
  onGetStarted: () => void;
}

/** The first page: single sign-on, the two email ways in, and the way to ask for an account. */
export function StartPage({ flow, intro, providers, cameFrom, onGetStarted }: StartPageProps) {
  const { t } = useTranslation();
  const { state } = flow;
  const { link, notice } = state;
  const providerName = (provider: SsoProvider) => t(`signIn.providers.${provider}`);

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      {link && (
        <Alert
          severity="info"
          data-testid="login-link-required"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={flow.cancelLink}
              data-testid="login-cancel-link"
            >
              {t('signIn.link.cancel')}
            </Button>
          }
        >
          {t('signIn.link.required', { provider: providerName(link.ssoType), email: link.email })}
        </Alert>
      )}
      {notice?.kind === 'sso-no-account' && (
        <Alert severity="warning" role="alert" data-testid="login-sso-no-account">
          {t('signIn.messages.ssoNoAccount', {
            provider: providerName(notice.provider),
            email: notice.email,
          })}{' '}
          <GetStartedLink
            onNavigate={onGetStarted}
            testId="login-sso-no-account-get-started"
            color="inherit"
          >
            {t('signIn.messages.getStarted')}
          </GetStartedLink>
        </Alert>
      )}
      {/* In link mode the person must prove the email another way; SSO would only loop. */}
      {!link && providers.length > 0 && (
        <>
          {providers.map((provider) => {
            const Icon = PROVIDER_ICONS[provider];
            return (
              <Button
                key={provider}
                variant="outlined"
                size="large"
                startIcon={<Icon />}
                onClick={() => flow.startSso(provider)}
                disabled={flow.inProgress && state.provider !== provider}
                loading={flow.inProgress && state.provider === provider}
                data-testid={`login-sso-${provider}`}
              >
                {t('signIn.start.withProvider', { provider: providerName(provider) })}
              </Button>
            );
          })}
          <Divider>{t('signIn.start.or')}</Divider>
        </>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<KeyIcon />}
        onClick={() => flow.goTo('email-password')}
        disabled={flow.inProgress}
        autoFocus={cameFrom === 'email-password' || cameFrom === 'reset-password'}
        data-testid="login-choose-email-password"
      >
        {t('signIn.start.emailPassword')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<EmailIcon />}
        onClick={() => flow.goTo('email-link')}
        disabled={flow.inProgress}
        autoFocus={cameFrom === 'email-link'}
        data-testid="login-choose-email-link"
      >
        {t('signIn.start.emailLink')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
        {t('signIn.start.noAccount')}{' '}
        <GetStartedLink onNavigate={onGetStarted} testId="login-get-started">
          {t('signIn.start.getStarted')}
        </GetStartedLink>
      </Typography>
    </Stack>
  );
}
