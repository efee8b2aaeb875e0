import { type Dispatch, useCallback, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { normalizeEmail } from '../../ui/email';
import { cancelSsoLink, requestMagicLink, requestPasswordReset } from './auth-api';
import {
  canSubmit,
  failureOf,
  isEmailLocked,
  type LoginEvent,
  type LoginNotice,
  type LoginPage,
  type LoginState,
  loginReducer,
  openLoginState,
  pagesOf,
  statusMessage,
} from './login-state';
import { useSignInNotices } from './sign-in-notices';
import { clearSsoLink, linkStorage, readSsoLink } from './sso-link-storage';
import { type SsoProvider, ssoStartUrl } from './sso-provider';
import { useSignIn } from './use-sign-in-out';

export interface LoginFlowOpening {
  page?: LoginPage;
  notice?: LoginNotice;
}

export interface LoginFlow {
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
  pages: readonly LoginPage[];
  inProgress: boolean;
  canSubmit: boolean;
  emailLocked: boolean;
  message: ReturnType<typeof statusMessage>;
  goTo: (page: LoginPage) => void;
  /** Sends the current page's form: sign in, email a sign-in link, or email a reset link. */
  submit: () => void;
  startSso: (provider: SsoProvider) => void;
  cancelLink: () => void;
}

/**
 * The login dialog's state and the calls each page makes (specs/2 sections 4 and 7). One state
 * for all pages, so the email typed on one page is there on the next.
 */
export function useLoginFlow(
  opening: LoginFlowOpening,
  { onSignedIn, onClose }: { onSignedIn: () => void; onClose: () => void },
): LoginFlow {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notify = useSignInNotices();
  const signIn = useSignIn();
  // Link mode comes from storage, so it survives the redirect and reaches every opening.
  const [state, dispatch] = useReducer(loginReducer, opening, ({ page, notice }) =>
    openLoginState({ page, notice, link: readSsoLink(linkStorage()) }),
  );

  useEffect(() => {
    if (state.status === 'success') onSignedIn();
  }, [state.status, onSignedIn]);

  const submit = () => {
    if (!canSubmit(state)) return;
    const { page } = state;
    const email = normalizeEmail(state.email);
    const fail = (error: unknown) => dispatch({ type: 'failed', ...failureOf(page, error) });
    const sent = (title: string, message: string) => {
      dispatch({ type: 'sent' });
      notify({ severity: 'success', title, message });
      onClose();
    };
    dispatch({ type: 'submitted' });
    if (page === 'email-password') {
      signIn.mutate(
        { email, password: state.password },
        { onSuccess: () => dispatch({ type: 'succeeded' }), onError: fail },
      );
    } else if (page === 'email-link') {
      requestMagicLink(email, pathname).then(
        () => sent(t('signIn.notices.emailSentTitle'), t('signIn.notices.emailSent')),
        fail,
      );
    } else if (page === 'reset-password') {
      requestPasswordReset(email).then(
        () => sent(t('signIn.notices.resetSentTitle'), t('signIn.notices.resetSent')),
        fail,
      );
    }
  };

  const startSso = (provider: SsoProvider) => {
    if (state.status === 'in-progress' || state.link) return;
    dispatch({ type: 'sso-started', provider });
    // A full-page redirect through the provider; the answer comes back in the query.
    window.location.assign(ssoStartUrl(provider, pathname));
  };

  const cancelLink = () => {
    const { link } = state;
    if (!link) return;
    clearSsoLink(linkStorage());
    dispatch({ type: 'link-cancelled' });
    // The server forgets the pending credential on its own when it expires; this is tidiness.
    cancelSsoLink(link.pendingLinkId).catch((error: unknown) =>
      console.warn('Could not cancel the pending single-sign-on link', error),
    );
  };

  const goTo = useCallback((page: LoginPage) => dispatch({ type: 'page-changed', page }), []);

  return {
    state,
    dispatch,
    pages: pagesOf(state),
    inProgress: state.status === 'in-progress',
    canSubmit: canSubmit(state),
    emailLocked: isEmailLocked(state),
    message: statusMessage(state),
    goTo,
    submit,
    startSso,
    cancelLink,
  };
}
