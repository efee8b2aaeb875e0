import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { invitationFailureOf } from './invitation-failure';

describe('a failed invitation call', () => {
  it('reads a refused token as an invitation to replace', () => {
    expect(invitationFailureOf(new ApiError(400, 'INVITATION_INVALID', 'x'))).toBe('invalid');
    expect(invitationFailureOf(new ApiError(404, 'NOT_FOUND', 'x'))).toBe('invalid');
  });

  it('tells the rate limit, a refused password and the server apart from it', () => {
    expect(invitationFailureOf(new ApiError(429, 'TOO_MANY_REQUESTS', 'x'))).toBe('rate-limited');
    expect(invitationFailureOf(new ApiError(400, 'VALIDATION', 'x'))).toBe('other');
    expect(invitationFailureOf(new ApiError(500, 'INTERNAL', 'x'))).toBe('other');
    expect(invitationFailureOf(new ApiError(0, 'INTERNAL', 'offline'))).toBe('other');
    expect(invitationFailureOf(new Error('x'))).toBe('other');
  });
});
