import { useTranslation } from 'react-i18next';
import { LoginEmailField, StatusAlert, SubmitButton, SubPage } from './login-page-parts';
import type { LoginFlow } from './use-login-flow';

/**
 * The dialog's reset-password page: asks for the email the reset link goes to. The link opens
 * `/reset-password` (`reset-password-page.tsx`), where the new password is chosen.
 */
export function ResetRequestPage({
  flow,
  onGetStarted,
}: {
  flow: LoginFlow;
  onGetStarted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SubPage
      flow={flow}
      title={t('signIn.resetRequest.title')}
      intro={t('signIn.resetRequest.intro')}
    >
      <LoginEmailField flow={flow} autoFocus />
      <StatusAlert message={flow.message} onAction={flow.goTo} onGetStarted={onGetStarted} />
      <SubmitButton
        flow={flow}
        testId="login-send-reset"
        autoFocus={flow.emailLocked}
        label={t('signIn.resetRequest.submit')}
      />
    </SubPage>
  );
}
