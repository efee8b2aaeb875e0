import { ApiError } from '../../api/api-error';
import type { ErrorMessageKey } from '../../api/error-message';
import { isValidEmail } from '../../ui/email';

/**
 * Login status of specs/2 section 4, limited to what the email-password page can reach
 * (the SSO link states arrive with the SSO pages).
 */
export type LoginStatus = 'initial' | 'in-progress' | 'success' | 'no-account' | 'error';

export interface LoginState {
  email: string;
  password: string;
  status: LoginStatus;
}

export type LoginEvent =
  | { type: 'email-changed'; email: string }
  | { type: 'password-changed'; password: string }
  | { type: 'submitted' }
  | { type: 'succeeded' }
  | { type: 'failed'; status: 'no-account' | 'error' };

export const initialLoginState: LoginState = { email: '', password: '', status: 'initial' };

/** specs/2 section 5: a valid email, a non-empty password, and nothing already under way. */
export const canSubmitEmailPassword = (state: LoginState): boolean =>
  state.status === 'initial' && isValidEmail(state.email) && state.password !== '';

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    // Editing either field means the last answer no longer applies.
    case 'email-changed':
      return { ...state, email: event.email, status: 'initial' };
    case 'password-changed':
      return { ...state, password: event.password, status: 'initial' };
    case 'submitted':
      return canSubmitEmailPassword(state) ? { ...state, status: 'in-progress' } : state;
    // An answer only counts for the attempt that is still waiting for it.
    case 'succeeded':
      return state.status === 'in-progress' ? { ...state, status: 'success' } : state;
    case 'failed':
      return state.status === 'in-progress' ? { ...state, status: event.status } : state;
  }
}

/** 401 from sign-in means unknown email or wrong password; anything else is a failure. */
export const statusOfSignInError = (error: unknown): 'no-account' | 'error' =>
  error instanceof ApiError && error.status === 401 ? 'no-account' : 'error';

/** What an 'error' status says: the rate limit has its own text; anything else is general. */
export const errorMessageKeyOfSignInError = (error: unknown): ErrorMessageKey =>
  error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS'
    ? 'errors.TOO_MANY_REQUESTS'
    : 'errors.INTERNAL';

/**
 * The message shown under the form for a status, if any (specs/2 section 8). `errorKey` is the
 * text of the last failure (`errorMessageKeyOfSignInError`), shown for the 'error' status.
 */
export function loginMessageKey(
  status: LoginStatus,
  errorKey: ErrorMessageKey = 'errors.INTERNAL',
): ErrorMessageKey | undefined {
  if (status === 'no-account') return 'errors.INVALID_CREDENTIALS';
  if (status === 'error') return errorKey;
  return undefined;
}
