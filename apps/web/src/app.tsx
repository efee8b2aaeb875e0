import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { queryClient } from './api/query-client';
import { LoginDialogProvider } from './features/auth/login-dialog-provider';
import { CONTACT_HASH_NAME } from './features/contact/contact-hash';
import { NewsletterNotice } from './features/newsletter/newsletter-notice';
import { PreferencesProvider } from './features/preferences/preferences-provider';
import { ShapefilesRedirect } from './features/shapefiles/shapefiles-redirect';
import { HomePage } from './features/shell/home-page';
import { MessagePage } from './features/shell/message-page';
import { RequirePermission } from './features/shell/require-permission';
import { SessionGate } from './features/shell/session-gate';
import {
  loadAdminTexts,
  loadAssessmentTexts,
  loadCollectionTexts,
  loadResultTexts,
  loadSharingTexts,
} from './i18n';
import { theme } from './theme';
import { GET_STARTED_HASH_NAME, PRELIMINARY_ANALYSIS_HASH_NAME } from './ui/get-started-links';
import { NoticeProvider } from './ui/notice';
import { PageSpinner } from './ui/page-spinner';
import { useHashDialog } from './ui/use-hash-dialog';

// Lazy boundaries (docs/architecture.md, "Bundle"): the first load carries the providers, the
// session gate and the router; each page, and each dialog opened by the URL, is its own chunk.
// As the composition root, this file imports the modules it mounts directly rather than through
// the features' index.ts: an index also carries what only lazy pages use (the preferences
// dialog, the Select Existing Shape modal), and the bundler keeps what a first-load module
// reaches through an index in the first load.

// Reached only from the emailed link.
const ResetPasswordPage = lazy(() =>
  import('./features/auth/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);

const GetStartedDialog = lazy(() =>
  import('./features/get-started/get-started-dialog').then((module) => ({
    default: module.GetStartedDialog,
  })),
);

const ContactDialog = lazy(() =>
  import('./features/contact/contact-dialog').then((module) => ({
    default: module.ContactDialog,
  })),
);

// The terms and privacy pages, from their links (docs/legal-pages.md).
const LegalPage = lazy(() =>
  import('./features/legal/legal-page').then((module) => ({ default: module.LegalPage })),
);

// The wizard brings the map (MapLibre, terra-draw): loaded only when someone opens it.
const NewAssessmentWizard = lazy(() =>
  import('./features/wizard/new-assessment-wizard').then((module) => ({
    default: module.NewAssessmentWizard,
  })),
);

// Results pull in their tables and views only when an analysis is opened.
const AnalysisResultsPage = lazy(() =>
  Promise.all([
    import('./features/analysis-results/analysis-results-page'),
    loadResultTexts(),
  ]).then(([module]) => ({ default: module.AnalysisResultsPage })),
);

// The natural capital assessment (issue 21): its sections reuse the results tabs' parts and the
// site's financial terms, so their texts come with it.
const AssessmentPage = lazy(() =>
  Promise.all([
    import('./features/assessment/assessment-page'),
    loadResultTexts(),
    loadAssessmentTexts(),
    loadSharingTexts(),
  ]).then(([module]) => ({ default: module.AssessmentPage })),
);

// User administration (issue 19): its page, dialogs and texts come together when it is opened.
const UsersPage = lazy(() =>
  Promise.all([import('./features/admin/users-page'), loadAdminTexts()]).then(([module]) => ({
    default: module.UsersPage,
  })),
);

// Reached only from the emailed invitation; works signed out.
const AcceptInvitationPage = lazy(() =>
  Promise.all([import('./features/auth/accept-invitation-page'), loadAdminTexts()]).then(
    ([module]) => ({ default: module.AcceptInvitationPage }),
  ),
);

// The list's panels bring a map too: loaded when the page is opened.
const ShapefileManagerPage = lazy(() =>
  import('./features/shapefiles/shapefile-manager-page').then((module) => ({
    default: module.ShapefileManagerPage,
  })),
);

// Sharing's resource pages (issue 20): sites (the list, the site page with Site Settings),
// collections with their editor, portfolios and projects, one chunk (features/resource-pages.ts)
// with their texts (the inline title fields are user administration's, hence its texts too).
const resourcePages = () =>
  Promise.all([
    import('./features/resource-pages'),
    loadSharingTexts(),
    loadAdminTexts(),
    loadCollectionTexts(),
  ]).then(([module]) => module);
const SitesPage = lazy(() => resourcePages().then((module) => ({ default: module.SitesPage })));
const SitePage = lazy(() => resourcePages().then((module) => ({ default: module.SitePage })));
const CollectionsPage = lazy(() =>
  resourcePages().then((module) => ({ default: module.CollectionsPage })),
);
const ProjectsPage = lazy(() =>
  resourcePages().then((module) => ({ default: module.ProjectsPage })),
);

/** Providers, outermost first: data client (session and preferences need it), look, routing. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <PreferencesProvider>
            {/* App-wide notices outlive the page that raised them (the wizard's success). */}
            <NoticeProvider>
              <LoginDialogProvider>
                <AppRoutes />
                {/* Opened from anywhere by the URL: #get-started (#preliminary-analysis), #contact, ?newsletter=. */}
                <OnceAskedFor
                  hash={GET_STARTED_HASH_NAME}
                  alsoHash={PRELIMINARY_ANALYSIS_HASH_NAME}
                >
                  <GetStartedDialog />
                </OnceAskedFor>
                <OnceAskedFor hash={CONTACT_HASH_NAME}>
                  <ContactDialog />
                </OnceAskedFor>
                <NewsletterNotice />
              </LoginDialogProvider>
            </NoticeProvider>
          </PreferencesProvider>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Mounts a dialog of the URL hash the first time the hash names it, loading its code then, and
 * keeps it mounted after: what was typed survives closing, as it did when it was always mounted.
 */
function OnceAskedFor({
  hash,
  alsoHash = hash,
  children,
}: {
  hash: string;
  /** A second hash that opens the same dialog. */
  alsoHash?: string;
  children: ReactNode;
}) {
  const first = useHashDialog(hash).open;
  const second = useHashDialog(alsoHash).open;
  const open = first || second;
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Every route sits behind the session gate: visitors get the landing page, users the app. */
function AppRoutes() {
  return (
    <Routes>
      {/* Outside the session gate: the emailed reset link must work signed out. */}
      <Route
        path="reset-password"
        element={
          <Suspense fallback={<PageSpinner />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      {/* The emailed invitation link: the invitee has no session yet. */}
      <Route
        path="invite/accept"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AcceptInvitationPage />
          </Suspense>
        }
      />
      {/* The legal texts read the same signed in or out (docs/legal-pages.md). */}
      <Route
        path="terms-conditions"
        element={
          <Suspense fallback={<PageSpinner />}>
            <LegalPage document="terms" />
          </Suspense>
        }
      />
      <Route path="terms" element={<Navigate to="/terms-conditions" replace />} />
      <Route
        path="privacy"
        element={
          <Suspense fallback={<PageSpinner />}>
            <LegalPage document="privacy" />
          </Suspense>
        }
      />
      <Route element={<SessionGate />}>
        <Route index element={<HomePage />} />
        <Route
          path="assessments/new"
          element={
            <RequirePermission permission="create:site">
              <Suspense fallback={<PageSpinner />}>
                <NewAssessmentWizard />
              </Suspense>
            </RequirePermission>
          }
        />
        <Route
          path="analysis-manager/results/:analysisId"
          element={
            <Suspense fallback={<PageSpinner />}>
              <AnalysisResultsPage />
            </Suspense>
          }
        />
        <Route
          path="assessment/:assessmentId"
          element={
            <Suspense fallback={<PageSpinner />}>
              <AssessmentPage />
            </Suspense>
          }
        />
        <Route
          path="shapefile-manager"
          element={
            <Suspense fallback={<PageSpinner />}>
              <ShapefileManagerPage />
            </Suspense>
          }
        />
        <Route path="shapefiles" element={<ShapefilesRedirect />} />
        {['collections', 'collections/:collectionId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageSpinner />}>
                <CollectionsPage />
              </Suspense>
            }
          />
        ))}
        <Route
          path="projects"
          element={
            <Suspense fallback={<PageSpinner />}>
              <ProjectsPage />
            </Suspense>
          }
        />
        <Route
          path="sites"
          element={
            <Suspense fallback={<PageSpinner />}>
              <SitesPage />
            </Suspense>
          }
        />
        {['site/:siteId', 'site/:siteId/edit'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageSpinner />}>
                <SitePage />
              </Suspense>
            }
          />
        ))}
        <Route
          path="admin/users"
          element={
            <RequirePermission permission="update:users">
              <Suspense fallback={<PageSpinner />}>
                <UsersPage />
              </Suspense>
            </RequirePermission>
          }
        />
        <Route path="admin" element={<Navigate to="/admin/users" replace />} />
        <Route path="*" element={<MessagePage message="notFound" />} />
      </Route>
    </Routes>
  );
}
