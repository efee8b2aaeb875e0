import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLinkPage } from './email-link-page';
import { EmailPasswordPage } from './email-password-page';
import { LoginCarousel } from './login-carousel';
import type { LoginNotice, LoginPage } from './login-state';
import { ResetRequestPage } from './reset-request-page';
import { StartPage } from './start-page';
import { useSsoProviders } from './use-client-config';
import { useLoginFlow } from './use-login-flow';

/** One opening of the dialog; a new `id` starts a fresh flow (empty form, status initial). */
export interface LoginDialogOpening {
  id: number;
  mode: 'sign-in' | 'session-expired';
  page?: LoginPage;
  notice?: LoginNotice;
}

interface LoginDialogProps {
  open: boolean;
  opening: LoginDialogOpening;
  onClose: () => void;
  /** Reports a completed sign-in (specs/2 section 2: "the login modal can take an optional success callback"). */
  onSuccess?: () => void;
}

/** The login dialog: a carousel of the start, email-password, email-link and reset pages. */
export function LoginDialog({ open, opening, onClose, onSuccess }: LoginDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="login-dialog"
    >
      <LoginFlowView
        key={opening.id}
        opening={opening}
        titleId={titleId}
        onClose={onClose}
        onSuccess={onSuccess}
      />
    </Dialog>
  );
}

interface LoginFlowViewProps {
  opening: LoginDialogOpening;
  titleId: string;
  onClose: () => void;
  onSuccess?: () => void;
}

function LoginFlowView({ opening, titleId, onClose, onSuccess }: LoginFlowViewProps) {
  const { t } = useTranslation();
  const providers = useSsoProviders();
  const handleSignedIn = useCallback(() => {
    onClose();
    onSuccess?.();
  }, [onClose, onSuccess]);
  const flow = useLoginFlow(opening, { onSignedIn: handleSignedIn, onClose });
  const expired = opening.mode === 'session-expired';

  const pageLabel = (page: LoginPage): string => {
    if (page === 'email-password') return t('signIn.start.emailPassword');
    if (page === 'email-link') return t('signIn.start.emailLink');
    if (page === 'reset-password') return t('signIn.resetRequest.title');
    return t('signIn.dialog.back');
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }} data-testid="login-heading">
        {t(expired ? 'signIn.dialog.sessionExpired' : 'signIn.dialog.welcome')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('signIn.dialog.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <LoginCarousel
          pages={flow.pages}
          page={flow.state.page}
          onPageChange={flow.goTo}
          locked={flow.inProgress}
          pageLabel={pageLabel}
        >
          {(cameFrom) => {
            const page = flow.state.page;
            if (page === 'email-password')
              return <EmailPasswordPage flow={flow} onGetStarted={onClose} />;
            if (page === 'email-link') return <EmailLinkPage flow={flow} onGetStarted={onClose} />;
            if (page === 'reset-password')
              return <ResetRequestPage flow={flow} onGetStarted={onClose} />;
            return (
              <StartPage
                flow={flow}
                intro={t(
                  expired ? 'signIn.dialog.sessionExpiredIntro' : 'signIn.dialog.welcomeIntro',
                )}
                providers={providers}
                cameFrom={cameFrom}
                onGetStarted={onClose}
              />
            );
          }}
        </LoginCarousel>
      </DialogContent>
    </>
  );
}
