import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { queryClient } from './api/query-client';
import { LoginDialogProvider } from './features/auth/login-dialog-provider';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { ContactDialog } from './features/contact/contact-dialog';
import { GetStartedDialog } from './features/get-started/get-started-dialog';
import { LegalPage } from './features/legal/legal-page';
import { NewsletterNotice } from './features/newsletter/newsletter-notice';
import { PreferencesProvider } from './features/preferences/preferences-provider';
import { ShapefilesRedirect } from './features/shapefiles/shapefiles-redirect';
import { HomePage } from './features/shell/home-page';
import { MessagePage } from './features/shell/message-page';
import { RequirePermission } from './features/shell/require-permission';
import { SessionGate } from './features/shell/session-gate';
import { theme } from './theme';
import { NoticeProvider } from './ui/notice';
import { PageSpinner } from './ui/page-spinner';

// The wizard brings the map (MapLibre, terra-draw): loaded only when someone opens it.
const NewAssessmentWizard = lazy(() =>
  import('./features/wizard/new-assessment-wizard').then((module) => ({
    default: module.NewAssessmentWizard,
  })),
);

// Results pull in their tables and views only when an analysis is opened.
const AnalysisResultsPage = lazy(() =>
  import('./features/analysis-results').then((module) => ({
    default: module.AnalysisResultsPage,
  })),
);

// The list's panels bring a map too: loaded when the page is opened.
const ShapefileManagerPage = lazy(() =>
  import('./features/shapefiles/shapefile-manager-page').then((module) => ({
    default: module.ShapefileManagerPage,
  })),
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
                {/* Opened from anywhere by the URL: #get-started, #contact, ?newsletter=. */}
                <GetStartedDialog />
                <ContactDialog />
                <NewsletterNotice />
              </LoginDialogProvider>
            </NoticeProvider>
          </PreferencesProvider>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Every route sits behind the session gate: visitors get the landing page, users the app. */
function AppRoutes() {
  return (
    <Routes>
      {/* Outside the session gate: the emailed reset link must work signed out. */}
      <Route path="reset-password" element={<ResetPasswordPage />} />
      {/* The legal texts read the same signed in or out (docs/legal-pages.md). */}
      <Route path="terms-conditions" element={<LegalPage document="terms" />} />
      <Route path="terms" element={<Navigate to="/terms-conditions" replace />} />
      <Route path="privacy" element={<LegalPage document="privacy" />} />
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
          path="shapefile-manager"
          element={
            <Suspense fallback={<PageSpinner />}>
              <ShapefileManagerPage />
            </Suspense>
          }
        />
        <Route path="shapefiles" element={<ShapefilesRedirect />} />
        <Route path="*" element={<MessagePage message="notFound" />} />
      </Route>
    </Routes>
  );
}
