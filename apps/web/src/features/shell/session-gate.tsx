import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { useLoginDialog, useSession } from '../auth';

// A visitor never needs the signed-in frame, nor a user the landing page: each is its own chunk,
// fetched once the session says which one this is (docs/architecture.md, "Bundle").
const LandingPage = lazy(() =>
  import('../landing/landing-page').then((module) => ({ default: module.LandingPage })),
);
const AppShell = lazy(() => import('./app-shell').then((module) => ({ default: module.AppShell })));

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
  return (
    <Suspense fallback={<PageSpinner />}>
      {session.status === 'signed-out' ? <LandingPage /> : <AppShell user={session.user} />}
    </Suspense>
  );
}
