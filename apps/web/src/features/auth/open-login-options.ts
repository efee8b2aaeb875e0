import type { LoginDialogOpening } from './login-dialog';
import type { LoginNotice, LoginPage } from './login-state';

/** How the login dialog is opened (login-dialog-provider.tsx, use-sign-in-result.ts). */
export interface OpenLoginOptions {
  onSuccess?: () => void;
  /** The page to open on; link mode allows only start, email-password and email-link. */
  page?: LoginPage;
  /** 'session-expired' changes the heading (specs/2 section 2). */
  mode?: LoginDialogOpening['mode'];
  /** What the dialog was opened to say (a redirect's result). */
  notice?: LoginNotice;
}
