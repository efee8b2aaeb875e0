import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccountOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorMessageKey } from '../../api/error-message';
import { queryKeys, type SignedInUser } from '../auth';
import { impersonationEndText, msUntilImpersonationEnds } from './impersonation-time';

/**
 * The marker of an impersonated session, on every page of the signed-in frame: whom, by whom,
 * until when, and the way back. When the session's time is up the session is read again, and the
 * server (which ended it) signs the browser out.
 */
export function ImpersonationBanner({ user }: { user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Then a reload: every cached answer was the impersonated user's, and the page is now the
  // administrator's (restored when `canReturn`) or nobody's.
  const stop = useMutation({
    mutationFn: () => api.post('/api/auth/impersonation/stop'),
    onSuccess: () => window.location.reload(),
  });
  const impersonation = user.impersonation;
  const expiresAt = impersonation?.expiresAt;
  // Re-rendered each minute, so "today" in the text stays true past midnight.
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!expiresAt) return;
    const ended = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.authSession }),
      msUntilImpersonationEnds(expiresAt, new Date()),
    );
    const tick = setInterval(() => setNow(new Date()), 60_000);
    return () => {
      clearTimeout(ended);
      clearInterval(tick);
    };
  }, [expiresAt, queryClient]);

  if (!impersonation) return null;
  const time = impersonationEndText(impersonation.expiresAt, i18n.resolvedLanguage ?? 'en', now);
  const failure =
    stop.error &&
    t('admin.impersonationBanner.failed', {
      message: t(errorMessageKey(stop.error instanceof ApiError ? stop.error.code : 'INTERNAL')),
    });

  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<SupervisorAccountIcon />}
      square
      role="status"
      data-testid="impersonation-banner"
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          loading={stop.isPending}
          onClick={() => stop.mutate()}
          data-testid="impersonation-stop"
        >
          {t(
            impersonation.canReturn
              ? 'admin.impersonationBanner.return'
              : 'admin.impersonationBanner.end',
          )}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center' }}
    >
      {t('admin.impersonationBanner.text', { name: user.name, byName: impersonation.byName, time })}
      {failure && <div>{failure}</div>}
    </Alert>
  );
}
