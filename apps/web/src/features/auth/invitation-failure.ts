import { ApiError } from '../../api/api-error';

/** How the invitation page reads a failed check or acceptance. */
export type InvitationFailure = 'invalid' | 'rate-limited' | 'other';

export function invitationFailureOf(error: unknown): InvitationFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'TOO_MANY_REQUESTS') return 'rate-limited';
  if (error.code === 'VALIDATION') return 'other';
  // A refused token (INVITATION_INVALID, a bare 400 or 404) can only be replaced by a new one.
  return error.status === 400 || error.status === 404 || error.code === 'INVITATION_INVALID'
    ? 'invalid'
    : 'other';
}
