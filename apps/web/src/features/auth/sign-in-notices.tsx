import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/** A message about signing in that outlives the dialog: "Email sent", "Google linked", warnings. */
export interface SignInNotice {
  severity: AlertColor;
  title?: string;
  message: string;
}

interface ShownNotice extends SignInNotice {
  id: number;
}

type Notify = (notice: SignInNotice) => void;

const NoticesContext = createContext<Notify | null>(null);

/** Good news goes away by itself; a warning or an error stays until it is dismissed. */
const SUCCESS_VISIBLE_MS = 8000;

/**
 * The notices of the sign-in flows, stacked at the bottom of the screen. Several can be due at
 * once (a link completed and the admin warning), so they stack instead of replacing each other.
 */
export function SignInNoticesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);

  const notify = useCallback<Notify>((notice) => {
    const id = nextId.current++;
    setNotices((shown) => [...shown, { ...notice, id }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id)),
    [],
  );

  return (
    <NoticesContext value={notify}>
      {children}
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          left: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          zIndex: 'snackbar',
          display: 'grid',
          gap: 1,
          maxWidth: { xs: 'calc(100vw - 16px)', sm: 480 },
        }}
      >
        {notices.map((notice) => (
          <NoticeAlert
            key={notice.id}
            notice={notice}
            onDismiss={dismiss}
            dismissLabel={t('signIn.notices.dismiss')}
          />
        ))}
      </Box>
    </NoticesContext>
  );
}

function NoticeAlert({
  notice,
  onDismiss,
  dismissLabel,
}: {
  notice: ShownNotice;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const { id, severity } = notice;
  useEffect(() => {
    if (severity !== 'success') return;
    const timer = setTimeout(() => onDismiss(id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [id, severity, onDismiss]);

  return (
    <Alert
      severity={severity}
      variant="filled"
      onClose={() => onDismiss(id)}
      slotProps={{ closeButton: { 'aria-label': dismissLabel } }}
      data-testid="sign-in-notice"
      data-severity={severity}
      sx={{ boxShadow: 6 }}
    >
      {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
      {notice.message}
    </Alert>
  );
}

export function useSignInNotices(): Notify {
  const notify = use(NoticesContext);
  if (!notify) throw new Error('useSignInNotices needs a SignInNoticesProvider above it');
  return notify;
}
