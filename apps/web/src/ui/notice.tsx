import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Notice {
  /** Already translated. */
  message: string;
  severity: AlertColor;
  /** A bold first line (specs/2 section 8's error titles), already translated. */
  title?: string;
  /** How long it stays, in ms (10 s unless said; the site deletion's stays 15 s, specs/2 section 8). */
  autoHideMs?: number;
}

type Notify = (notice: Notice) => void;

const NoticeContext = createContext<Notify | null>(null);

/**
 * One app-wide notice (a snackbar): a message that must outlive the page that raised it, such as
 * the wizard's success text after it has closed and the app moved to the shapefile list. A new
 * notice replaces the one on screen.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Separate from `notice`, which stays while the snackbar slides out.
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((next) => {
    setNotice(next);
    setOpen(true);
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <Snackbar
        open={open}
        autoHideDuration={notice?.autoHideMs ?? 10_000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          closeText={t('web.app.closeNotice')}
          data-testid="app-notice"
        >
          {notice?.title && <AlertTitle>{notice.title}</AlertTitle>}
          {notice?.message}
        </Alert>
      </Snackbar>
    </NoticeContext>
  );
}

/** Shows an app-wide notice; only inside NoticeProvider (mounted once in app.tsx). */
export function useNotice(): Notify {
  const notify = use(NoticeContext);
  if (!notify) throw new Error('useNotice needs a NoticeProvider above it');
  return notify;
}
