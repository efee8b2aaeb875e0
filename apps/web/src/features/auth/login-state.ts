import type { MessageKey } from '@ecotone/i18n';
import { ApiError } from '../../api/api-error';
import { type ErrorMessageKey, errorMessageKey } from '../../api/error-message';
import { isValidEmail } from '../../ui/email';
import type { SsoLink } from './sso-link-storage';
import type { SsoProvider } from './sso-provider';

/** The carousel pages of the login dialog (specs/2 section 2), in carousel order. */
export const LOGIN_PAGES = ['start', 'email-password', 'email-link', 'reset-password'] as const;
export type LoginPage = (typeof LOGIN_PAGES)[number];

/** While an SSO account waits to be linked, only the ways that prove the email are offered. */
export const LINK_MODE_PAGES: readonly LoginPage[] = ['start', 'email-password', 'email-link'];

/** Login status of specs/2 section 4. */
export type LoginStatus =
  | 'initial'
  | 'in-progress'
  | 'success'
  | 'no-account'
  | 'account-link-required'
  | 'error';

/** What the dialog was opened to say: the result of a redirect that came back to the app. */
export type LoginNotice =
  | { kind: 'link-invalid' }
  | { kind: 'sso-no-account'; provider: SsoProvider; email: string };

export interface LoginState {
  page: LoginPage;
  email: string;
  password: string;
  status: LoginStatus;
  /** The single-sign-on button an in-progress status belongs to; null for the email forms. */
  provider: SsoProvider | null;
  /** The text of the last 'error': the rate limit has its own, anything else is general. */
  errorKey: ErrorMessageKey;
  /** Link mode: set while an SSO account waits to be linked to the account of `link.email`. */
  link: SsoLink | null;
  notice: LoginNotice | null;
}

export type LoginEvent =
  | { type: 'page-changed'; page: LoginPage }
  | { type: 'email-changed'; email: string }
  | { type: 'password-changed'; password: string }
  | { type: 'submitted' }
  | { type: 'sso-started'; provider: SsoProvider }
  | { type: 'succeeded' }
  | { type: 'failed'; status: 'no-account' | 'error'; errorKey?: ErrorMessageKey }
  /** The sign-in link or the reset email went out: the form empties for the next person. */
  | { type: 'sent' }
  | { type: 'link-cancelled' };

export interface LoginOpening {
  page?: LoginPage;
  link?: SsoLink | null;
  notice?: LoginNotice | null;
}

export const pagesOf = (state: Pick<LoginState, 'link'>): readonly LoginPage[] =>
  state.link ? LINK_MODE_PAGES : LOGIN_PAGES;

/** The state a new opening of the dialog starts from; link mode starts on the start page. */
export function openLoginState({ page = 'start', link = null, notice = null }: LoginOpening = {}) {
  const state: LoginState = {
    page: 'start',
    email: link?.email ?? '',
    password: '',
    status: link ? 'account-link-required' : 'initial',
    provider: null,
    errorKey: 'errors.INTERNAL',
    link,
    notice,
  };
  return pagesOf(state).includes(page) ? { ...state, page } : state;
}

export const initialLoginState: LoginState = openLoginState();

/**
 * specs/2 section 5: every email form needs a valid email and nothing under way; signing in
 * with a password also needs the password. The start page has no form.
 */
export function canSubmit(state: LoginState): boolean {
  if (state.status !== 'initial' || !isValidEmail(state.email)) return false;
  if (state.page === 'email-password') return state.password !== '';
  return state.page === 'email-link' || state.page === 'reset-password';
}

/** specs/2 section 5: in link mode the email is the SSO account's and cannot be changed. */
export const isEmailLocked = (state: LoginState): boolean => state.link !== null;

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    // Moving between pages starts afresh, and never while an answer is awaited.
    case 'page-changed':
      if (state.status === 'in-progress' || !pagesOf(state).includes(event.page)) return state;
      if (event.page === state.page) return state;
      return { ...state, page: event.page, status: 'initial', password: '', notice: null };
    // Editing a field means the last answer no longer applies.
    case 'email-changed':
      if (isEmailLocked(state) || state.status === 'in-progress') return state;
      return { ...state, email: event.email, status: 'initial' };
    case 'password-changed':
      if (state.status === 'in-progress') return state;
      return { ...state, password: event.password, status: 'initial' };
    case 'submitted':
      return canSubmit(state) ? { ...state, status: 'in-progress', provider: null } : state;
    case 'sso-started':
      if (state.status === 'in-progress' || state.page !== 'start' || state.link) return state;
      return { ...state, status: 'in-progress', provider: event.provider };
    // An answer only counts for the attempt that is still waiting for it.
    case 'succeeded':
      return state.status === 'in-progress' ? { ...state, status: 'success' } : state;
    case 'failed':
      if (state.status !== 'in-progress') return state;
      return {
        ...state,
        status: event.status,
        provider: null,
        errorKey: event.errorKey ?? 'errors.INTERNAL',
      };
    case 'sent':
      if (state.status !== 'in-progress') return state;
      return { ...state, status: 'initial', email: state.link?.email ?? '', password: '' };
    case 'link-cancelled':
      if (!state.link || state.status === 'in-progress') return state;
      return { ...state, link: null, status: 'initial', page: 'start' };
  }
}

/**
 * How a failed request of a page reads (specs/2 section 8): an unknown email or wrong password
 * on sign-in and an unknown email for a magic link are "no account"; the rate limit has its
 * own text on every page; anything else is the general error.
 */
export function failureOf(
  page: LoginPage,
  error: unknown,
): { status: 'no-account' | 'error'; errorKey: ErrorMessageKey } {
  const apiError = error instanceof ApiError ? error : undefined;
  const errorKey =
    apiError?.code === 'TOO_MANY_REQUESTS' || apiError?.code === 'MAIL_LIMIT_REACHED'
      ? errorMessageKey(apiError.code)
      : 'errors.INTERNAL';
  const noAccount =
    (page === 'email-password' && apiError?.status === 401) ||
    (page === 'email-link' && apiError?.code === 'MAGIC_LINK_NO_EMAIL');
  return { status: noAccount ? 'no-account' : 'error', errorKey };
}

/** A way out a failure message offers beside its text. */
export type MessageAction = 'reset-password' | 'get-started';

export interface StatusMessage {
  key: MessageKey;
  severity: 'warning' | 'error';
  actions: readonly MessageAction[];
}

/** The message shown on the page for its status, if any (specs/2 section 8). */
export function statusMessage(state: LoginState): StatusMessage | null {
  if (state.status === 'error') return { key: state.errorKey, severity: 'error', actions: [] };
  if (state.status !== 'no-account') return null;
  if (state.page === 'email-link')
    return {
      key: 'signIn.messages.magicLinkNoEmail',
      severity: 'warning',
      actions: ['get-started'],
    };
  return {
    key: 'errors.INVALID_CREDENTIALS',
    severity: 'warning',
    // Reset is not offered in link mode (specs/2 section 2).
    actions: state.link ? ['get-started'] : ['reset-password', 'get-started'],
  };
}

/** The page beside `page` in the carousel, or `page` itself at either end. */
export function adjacentPage(
  pages: readonly LoginPage[],
  page: LoginPage,
  direction: 1 | -1,
): LoginPage {
  const index = pages.indexOf(page);
  return pages[index + direction] ?? page;
}

/**
 * The toast for a sign-in that failed after the identity was proven (creating the session, or
 * linking the SSO account): the server's status and text when it answered, else a general text.
 */
export function signInFailureMessage(
  error: unknown,
):
  | { key: 'signIn.messages.sessionFailed'; values: { status: number; body: string } }
  | { key: 'signIn.messages.signInFailed'; values?: undefined } {
  if (error instanceof ApiError && error.status > 0)
    return {
      key: 'signIn.messages.sessionFailed',
      values: { status: error.status, body: error.message },
    };
  return { key: 'signIn.messages.signInFailed' };
}
