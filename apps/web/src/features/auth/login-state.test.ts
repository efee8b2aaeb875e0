import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  canSubmitEmailPassword,
  errorMessageKeyOfSignInError,
  initialLoginState,
  type LoginEvent,
  type LoginState,
  loginMessageKey,
  loginReducer,
  statusOfSignInError,
} from './login-state';

const filled: LoginState = { email: 'rancher@example.com', password: 'secret', status: 'initial' };
const run = (state: LoginState, ...events: LoginEvent[]) => events.reduce(loginReducer, state);

describe('canSubmitEmailPassword', () => {
  it('needs a valid email, a password and status initial', () => {
    expect(canSubmitEmailPassword(filled)).toBe(true);
  });

  it('is disabled on the empty form', () => {
    expect(canSubmitEmailPassword(initialLoginState)).toBe(false);
  });

  it('is disabled with an invalid email', () => {
    expect(canSubmitEmailPassword({ ...filled, email: 'rancher@' })).toBe(false);
  });

  it('is disabled with an empty password', () => {
    expect(canSubmitEmailPassword({ ...filled, password: '' })).toBe(false);
  });

  it.each(['in-progress', 'success', 'no-account', 'error'] as const)(
    'is disabled while the status is %s',
    (status) => {
      expect(canSubmitEmailPassword({ ...filled, status })).toBe(false);
    },
  );
});

describe('loginReducer', () => {
  it('goes from initial to in-progress on submit', () => {
    expect(run(filled, { type: 'submitted' }).status).toBe('in-progress');
  });

  it('ignores a submit the button rule would not allow', () => {
    const state = { ...filled, password: '' };
    expect(run(state, { type: 'submitted' })).toBe(state);
  });

  it('ends in success', () => {
    expect(run(filled, { type: 'submitted' }, { type: 'succeeded' }).status).toBe('success');
  });

  it.each(['no-account', 'error'] as const)('ends in %s on failure', (status) => {
    expect(run(filled, { type: 'submitted' }, { type: 'failed', status }).status).toBe(status);
  });

  it('resets to initial when the email changes', () => {
    const failed = run(filled, { type: 'submitted' }, { type: 'failed', status: 'no-account' });
    const next = run(failed, { type: 'email-changed', email: 'other@example.com' });
    expect(next).toEqual({ email: 'other@example.com', password: 'secret', status: 'initial' });
  });

  it('resets to initial when the password changes', () => {
    const failed = run(filled, { type: 'submitted' }, { type: 'failed', status: 'error' });
    expect(run(failed, { type: 'password-changed', password: 'other' }).status).toBe('initial');
  });

  it('allows a new attempt after a failure once a field changes', () => {
    const failed = run(filled, { type: 'submitted' }, { type: 'failed', status: 'no-account' });
    expect(canSubmitEmailPassword(failed)).toBe(false);
    const edited = run(failed, { type: 'password-changed', password: 'secret2' });
    expect(canSubmitEmailPassword(edited)).toBe(true);
  });

  it('ignores an answer that arrives when no attempt is waiting', () => {
    expect(run(filled, { type: 'succeeded' })).toBe(filled);
    expect(run(filled, { type: 'failed', status: 'error' })).toBe(filled);
  });
});

describe('statusOfSignInError', () => {
  it('reads 401 as no account', () => {
    expect(statusOfSignInError(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe('no-account');
  });

  it.each([
    new ApiError(500, 'INTERNAL', 'x'),
    new ApiError(429, 'TOO_MANY_REQUESTS', 'x'),
    new ApiError(0, 'INTERNAL', 'offline'),
    new TypeError('boom'),
  ])('reads %s as an error', (error) => {
    expect(statusOfSignInError(error)).toBe('error');
  });
});

describe('loginMessageKey', () => {
  it('maps the failure statuses to the catalogue texts', () => {
    expect(loginMessageKey('no-account')).toBe('errors.INVALID_CREDENTIALS');
    expect(loginMessageKey('error')).toBe('errors.INTERNAL');
  });

  it('shows the text of the last failure for the error status', () => {
    const rateLimited = errorMessageKeyOfSignInError(new ApiError(429, 'TOO_MANY_REQUESTS', 'x'));
    expect(loginMessageKey('error', rateLimited)).toBe('errors.TOO_MANY_REQUESTS');
    const offline = errorMessageKeyOfSignInError(new ApiError(0, 'INTERNAL', 'offline'));
    expect(loginMessageKey('error', offline)).toBe('errors.INTERNAL');
    expect(errorMessageKeyOfSignInError(new TypeError('boom'))).toBe('errors.INTERNAL');
  });

  it.each(['initial', 'in-progress', 'success'] as const)('has no message for %s', (status) => {
    expect(loginMessageKey(status)).toBeUndefined();
  });
});
