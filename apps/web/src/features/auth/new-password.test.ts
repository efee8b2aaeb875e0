import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { isNewPasswordValid, newPasswordProblems, resetFailureOf } from './new-password';

describe('newPasswordProblems', () => {
  it('accepts 8 characters confirmed', () => {
    expect(newPasswordProblems('abcdefgh', 'abcdefgh')).toEqual({});
    expect(isNewPasswordValid('abcdefgh', 'abcdefgh')).toBe(true);
  });

  it('refuses fewer than 8 characters', () => {
    expect(newPasswordProblems('abcdefg', 'abcdefg')).toEqual({ password: 'too-short' });
  });

  it('refuses a confirmation that differs', () => {
    expect(newPasswordProblems('abcdefgh', 'abcdefgH')).toEqual({ confirmation: 'mismatch' });
    expect(isNewPasswordValid('abcdefgh', '')).toBe(false);
  });
});

describe('resetFailureOf', () => {
  it.each([
    [new ApiError(400, 'RESET_CODE_INVALID', 'x'), 'code-invalid'],
    [new ApiError(400, 'VALIDATION', 'x'), 'code-invalid'],
    [new ApiError(429, 'TOO_MANY_REQUESTS', 'x'), 'rate-limited'],
    [new ApiError(500, 'RESET_SERVER_ERROR', 'x'), 'server-error'],
    [new ApiError(502, 'INTERNAL', 'x'), 'server-error'],
    [new ApiError(0, 'INTERNAL', 'offline'), 'server-error'],
    [new TypeError('boom'), 'server-error'],
  ] as const)('reads %s as %s', (error, failure) => {
    expect(resetFailureOf(error)).toBe(failure);
  });
});
