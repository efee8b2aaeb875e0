import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OpenLoginOptions } from './open-login-options';
import { queryKeys } from './query-keys';
import type { SignInNotice } from './sign-in-notices';
import { readSignInResult, withoutSignInResult } from './sign-in-result';
import { linkStorage, writeSsoLink } from './sso-link-storage';

interface SignInResultHandlers {
  openLogin: (options?: OpenLoginOptions) => void;
  closeLogin: () => void;
  notify: (notice: SignInNotice) => void;
}

/**
 * Acts once, on load, on what a full-page sign-in round trip put in the query (specs/2 section
 * 4), then removes it so a reload or a shared URL does not act on it again.
 */
export function useSignInResult({ openLogin, closeLogin, notify }: SignInResultHandlers): void {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The first URL only: a later navigation is the app's own, not a redirect's answer.
  const read = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for the URL the app loaded with.
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const result = readSignInResult(search);
    if (!result) return;
    void navigate({ pathname, search: withoutSignInResult(search), hash }, { replace: true });
    switch (result.kind) {
      case 'sso-success':
        closeLogin();
        void queryClient.invalidateQueries({ queryKey: queryKeys.authSession });
        return;
      case 'sso-no-account':
        openLogin({
          notice: { kind: 'sso-no-account', provider: result.provider, email: result.email },
        });
        return;
      case 'sso-link-required':
        // Stored before opening: the dialog enters link mode from what is stored.
        writeSsoLink(linkStorage(), {
          ssoType: result.provider,
          email: result.email,
          pendingLinkId: result.linkId,
        });
        openLogin();
        return;
      case 'link-invalid':
        openLogin({ page: 'email-link', notice: { kind: 'link-invalid' } });
        return;
      case 'sso-error':
        notify({ severity: 'error', message: t('signIn.messages.signInFailed') });
        return;
    }
  }, []);
}
