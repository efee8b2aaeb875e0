import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { completeSsoLink } from './auth-api';
import { signInFailureMessage } from './login-state';
import type { SignInNotice } from './sign-in-notices';
import { clearSsoLink, emailsMatch, linkStorage, readSsoLink } from './sso-link-storage';
import type { Session } from './use-session';

/** Holds the id of the user already warned in this browser tab's session. */
const ADMIN_WARNING_KEY = 'ecotone.adminWarningShown';

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * What follows a sign-in, however it happened (password, magic link in this or another tab,
 * SSO): a pending SSO link is completed when the emails match (specs/2 section 4), and an
 * administrator signed in by a method that withholds admin permissions is told so, once.
 */
export function useSignInFollowUps(session: Session, notify: (notice: SignInNotice) => void) {
  const { t } = useTranslation();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const userId = user?.id;
  const email = user?.email;
  const withheld = user?.adminPermissionsWithheld ?? false;
  const linkTriedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (session.status === 'signed-out') {
      linkTriedFor.current = undefined;
      tabStorage()?.removeItem(ADMIN_WARNING_KEY);
    }
  }, [session.status]);

  useEffect(() => {
    if (!userId || !email || linkTriedFor.current === userId) return;
    const link = readSsoLink(linkStorage());
    if (!link) return;
    linkTriedFor.current = userId;
    const provider = t(`signIn.providers.${link.ssoType}`);
    const mismatch = t('signIn.link.emailMismatch', {
      provider,
      email: link.email,
      signedIn: email,
    });
    if (!emailsMatch(link.email, email)) {
      // Kept: signing in as the right person later still completes it.
      notify({ severity: 'warning', message: mismatch });
      return;
    }
    completeSsoLink(link.pendingLinkId).then(
      () => {
        clearSsoLink(linkStorage());
        notify({
          severity: 'success',
          title: t('signIn.link.completedTitle', { provider }),
          message: t('signIn.link.completed', { provider }),
        });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'SSO_LINK_EMAIL_MISMATCH') {
          notify({ severity: 'warning', message: mismatch });
          return;
        }
        // A refusal will not change on retry (expired or already used); a failure might.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          clearSsoLink(linkStorage());
        const failure = signInFailureMessage(error);
        notify({ severity: 'error', message: t(failure.key, failure.values) });
      },
    );
  }, [userId, email, notify, t]);

  useEffect(() => {
    if (!userId || !withheld) return;
    const storage = tabStorage();
    if (storage?.getItem(ADMIN_WARNING_KEY) === userId) return;
    storage?.setItem(ADMIN_WARNING_KEY, userId);
    notify({ severity: 'warning', message: t('signIn.notices.adminWithheld') });
  }, [userId, withheld, notify, t]);
}
