import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { LoginEmailField, StatusAlert, SubmitButton, SubPage } from './login-page-parts';
import type { LoginFlow } from './use-login-flow';

/** "Email me a link" (specs/2 sections 4, 8): a magic link that signs in without a password. */
export function EmailLinkPage({
  flow,
  onGetStarted,
}: {
  flow: LoginFlow;
  onGetStarted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SubPage flow={flow} title={t('signIn.emailLink.title')} intro={t('signIn.emailLink.intro')}>
      {flow.state.notice?.kind === 'link-invalid' && (
        <Alert severity="warning" role="alert" data-testid="login-link-invalid">
          {t('signIn.messages.linkInvalid')}
        </Alert>
      )}
      <LoginEmailField flow={flow} autoFocus />
      <StatusAlert message={flow.message} onAction={flow.goTo} onGetStarted={onGetStarted} />
      <SubmitButton
        flow={flow}
        testId="login-send-link"
        autoFocus={flow.emailLocked}
        label={t('signIn.emailLink.submit')}
      />
    </SubPage>
  );
}
