import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LoginDialogOpening } from './login-dialog';
import type { OpenLoginOptions } from './open-login-options';
import { SignInNoticesProvider, useSignInNotices } from './sign-in-notices';
import { useSession } from './use-session';
import { useSessionExpiry } from './use-session-expiry';
import { useSignInFollowUps } from './use-sign-in-follow-ups';
import { useSignInResult } from './use-sign-in-result';

interface LoginDialogControls {
  /**
   * Opens the dialog. Without options, an already open dialog is left as it is: a guarded page
   * asking for sign-in must not reset a dialog opened with a message.
   */
  openLogin: (options?: OpenLoginOptions) => void;
  closeLogin: () => void;
}

// The dialog's pages (and their form fields) load the first time it opens, not with the landing.
const LoginDialog = lazy(() =>
  import('./login-dialog').then((module) => ({ default: module.LoginDialog })),
);

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

/**
 * One login dialog for the whole app, opened from the top bar, by a guarded route, by a sign-in
 * round trip coming back (SSO, an unusable emailed link) or by an expired session; and the
 * notices of the sign-in flows.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  return (
    <SignInNoticesProvider>
      <LoginDialogHost>{children}</LoginDialogHost>
    </SignInNoticesProvider>
  );
}

function LoginDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState<LoginDialogOpening>({ id: 0, mode: 'sign-in' });
  const openRef = useRef(false);
  // A ref: the callback belongs to the opening that asked for it and must not re-render anything.
  const onSuccessRef = useRef<(() => void) | undefined>(undefined);
  const notify = useSignInNotices();

  const openLogin = useCallback((options?: OpenLoginOptions) => {
    if (!options && openRef.current) return;
    onSuccessRef.current = options?.onSuccess;
    openRef.current = true;
    setOpening((previous) => ({
      id: previous.id + 1,
      mode: options?.mode ?? 'sign-in',
      page: options?.page,
      notice: options?.notice,
    }));
    setOpen(true);
  }, []);
  const closeLogin = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);
  const reportSuccess = useCallback(() => onSuccessRef.current?.(), []);
  const controls = useMemo(() => ({ openLogin, closeLogin }), [openLogin, closeLogin]);

  const expire = useCallback(() => openLogin({ mode: 'session-expired' }), [openLogin]);
  useSessionExpiry(expire);
  useSignInResult({ openLogin, closeLogin, notify });
  useSignInFollowUps(useSession(), notify);

  return (
    <LoginDialogContext value={controls}>
      {children}
      {opening.id > 0 && (
        <Suspense fallback={null}>
          <LoginDialog
            open={open}
            opening={opening}
            onClose={closeLogin}
            onSuccess={reportSuccess}
          />
        </Suspense>
      )}
    </LoginDialogContext>
  );
}

export function useLoginDialog(): LoginDialogControls {
  const controls = use(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog needs a LoginDialogProvider above it');
  return controls;
}
