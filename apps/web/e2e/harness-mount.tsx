// What every harness mounts its view in: the app's providers over a memory router, in the
// harness's language and unit system, with a fresh data client.

import type { UnitSystem } from '@ecotone/i18n';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { LoginDialogProvider } from '../src/features/auth/login-dialog-provider';
import { PreferencesContext } from '../src/features/preferences/preferences-provider';
import i18n from '../src/i18n';
import { theme } from '../src/theme';
import { NoticeProvider } from '../src/ui/notice';

let root: Root | undefined;

/**
 * Replaces the page's content with `view` at `path` (default '/'), in `language` ('en' or 'es')
 * and `units` (default metric). A harness that adds texts to i18next does it after switching the
 * language itself (`i18n.changeLanguage`), before calling this.
 */
export async function mountInProviders(options: {
  language: 'en' | 'es';
  units?: UnitSystem;
  path?: string;
  view: ReactNode;
}): Promise<void> {
  await i18n.changeLanguage(options.language);
  root?.unmount();
  document.body.replaceChildren();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  root.render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <PreferencesContext
            value={{
              units: options.units ?? 'metric',
              language: options.language === 'es' ? 'spanish' : 'english',
              setUnits: () => {},
              setLanguage: () => {},
            }}
          >
            <NoticeProvider>
              <LoginDialogProvider>{options.view}</LoginDialogProvider>
            </NoticeProvider>
          </PreferencesContext>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
