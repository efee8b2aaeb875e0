import { ApiError } from '../../api/api-error';

/** better-auth's minimum (apps/server/src/auth/create-auth.ts), checked here to explain it early. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password sign-up, reset and invitation take (`acceptInvitationBodySchema`). */
export const MAX_PASSWORD_LENGTH = 128;

export interface NewPasswordProblems {
  password?: 'too-short';
  confirmation?: 'mismatch';
}

/** What is wrong with a new password and its confirmation; empty when it may be sent. */
export function newPasswordProblems(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'too-short';
  if (confirmation !== password) problems.confirmation = 'mismatch';
  return problems;
}

export const isNewPasswordValid = (password: string, confirmation: string): boolean =>
  Object.keys(newPasswordProblems(password, confirmation)).length === 0;

/** How the reset page reads a failed call: a bad or used token, the rate limit, or the server. */
export type ResetFailure = 'code-invalid' | 'rate-limited' | 'server-error';

export function resetFailureOf(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return 'server-error';
  if (error.code === 'TOO_MANY_REQUESTS') return 'rate-limited';
  if (error.code === 'RESET_SERVER_ERROR') return 'server-error';
  // Any refusal of the token (RESET_CODE_INVALID, a bare 400 or 404) means the link is no good.
  return error.status >= 400 && error.status < 500 ? 'code-invalid' : 'server-error';
}
