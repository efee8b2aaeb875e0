import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { LoginDialog } from './login-dialog';

export interface OpenLoginOptions {
  onSuccess?: () => void;
}

interface LoginDialogControls {
  openLogin: (options?: OpenLoginOptions) => void;
  closeLogin: () => void;
}

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

/** One login dialog for the whole app, opened from the top bar or by a guarded route. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // A ref: the callback belongs to the opening that asked for it and must not re-render anything.
  const onSuccessRef = useRef<(() => void) | undefined>(undefined);

  const openLogin = useCallback((options?: OpenLoginOptions) => {
    onSuccessRef.current = options?.onSuccess;
    setOpen(true);
  }, []);
  const closeLogin = useCallback(() => setOpen(false), []);
  const reportSuccess = useCallback(() => onSuccessRef.current?.(), []);
  const controls = useMemo(() => ({ openLogin, closeLogin }), [openLogin, closeLogin]);

  return (
    <LoginDialogContext value={controls}>
      {children}
      <LoginDialog open={open} onClose={closeLogin} onSuccess={reportSuccess} />
    </LoginDialogContext>
  );
}

export function useLoginDialog(): LoginDialogControls {
  const controls = use(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog needs a LoginDialogProvider above it');
  return controls;
}
