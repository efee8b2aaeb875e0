import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { useLoginDialog } from '../auth/login-dialog-provider';
import { useSession } from '../auth/use-session';
import { LandingPage } from '../landing/landing-page';
import { AppShell } from './app-shell';

/**
 * Decides what a URL shows: a spinner while the session loads, the app for a signed-in user,
 * and otherwise the landing page, with the login dialog opened when the visitor asked for a
 * page of the app. The URL is kept, so signing in lands on the page that was asked for.
 */
export function SessionGate() {
  const session = useSession();
  const { pathname } = useLocation();
  const { openLogin } = useLoginDialog();
  const wantsAppPage = session.status === 'signed-out' && pathname !== '/';

  useEffect(() => {
    if (wantsAppPage) openLogin();
  }, [wantsAppPage, openLogin]);

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <LandingPage />;
  return <AppShell user={session.user} />;
}
