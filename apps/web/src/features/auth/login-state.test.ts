import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  adjacentPage,
  canSubmit,
  failureOf,
  initialLoginState,
  LINK_MODE_PAGES,
  LOGIN_PAGES,
  type LoginEvent,
  type LoginState,
  loginReducer,
  openLoginState,
  pagesOf,
  signInFailureMessage,
  statusMessage,
} from './login-state';
import type { SsoLink } from './sso-link-storage';

const run = (state: LoginState, ...events: LoginEvent[]) => events.reduce(loginReducer, state);
const onPage = (page: LoginState['page'], changes: Partial<LoginState> = {}): LoginState => ({
  ...openLoginState({ page }),
  email: 'rancher@example.com',
  password: 'secret',
  ...changes,
});
const link: SsoLink = { ssoType: 'google', email: 'ana@campo.org', pendingLinkId: 'link-1' };

describe('canSubmit (specs/2 section 5)', () => {
  it('signs in with a valid email, a password and status initial', () => {
    expect(canSubmit(onPage('email-password'))).toBe(true);
  });

  it.each([
    ['an empty form', { email: '', password: '' }],
    ['an invalid email', { email: 'rancher@' }],
    ['an empty password', { password: '' }],
  ])('does not sign in with %s', (_case, changes) => {
    expect(canSubmit(onPage('email-password', changes))).toBe(false);
  });

  it.each(['email-link', 'reset-password'] as const)('%s needs only a valid email', (page) => {
    expect(canSubmit(onPage(page, { password: '' }))).toBe(true);
    expect(canSubmit(onPage(page, { email: 'not-an-email' }))).toBe(false);
  });

  it.each(['in-progress', 'success', 'no-account', 'account-link-required', 'error'] as const)(
    'sends nothing while the status is %s',
    (status) => {
      for (const page of LOGIN_PAGES) expect(canSubmit(onPage(page, { status }))).toBe(false);
    },
  );

  it('has nothing to submit on the start page', () => {
    expect(canSubmit(onPage('start'))).toBe(false);
  });
});

describe('loginReducer: one attempt', () => {
  const filled = onPage('email-password');

  it('goes from initial to in-progress on submit, then to the answer', () => {
    const sent = run(filled, { type: 'submitted' });
    expect(sent.status).toBe('in-progress');
    expect(run(sent, { type: 'succeeded' }).status).toBe('success');
    expect(run(sent, { type: 'failed', status: 'no-account' }).status).toBe('no-account');
  });

  it('keeps the text of an error', () => {
    const failed = run(
      filled,
      { type: 'submitted' },
      { type: 'failed', status: 'error', errorKey: 'errors.TOO_MANY_REQUESTS' },
    );
    expect(failed).toMatchObject({ status: 'error', errorKey: 'errors.TOO_MANY_REQUESTS' });
  });

  it('ignores a submit the button rule would not allow', () => {
    const state = { ...filled, password: '' };
    expect(run(state, { type: 'submitted' })).toBe(state);
  });

  it('ignores an answer that arrives when no attempt is waiting', () => {
    expect(run(filled, { type: 'succeeded' })).toBe(filled);
    expect(run(filled, { type: 'failed', status: 'error' })).toBe(filled);
    expect(run(filled, { type: 'sent' })).toBe(filled);
  });

  it('resets to initial when the email or the password changes', () => {
    const failed = run(filled, { type: 'submitted' }, { type: 'failed', status: 'no-account' });
    expect(run(failed, { type: 'email-changed', email: 'other@example.com' })).toMatchObject({
      email: 'other@example.com',
      password: 'secret',
      status: 'initial',
    });
    expect(run(failed, { type: 'password-changed', password: 'other' }).status).toBe('initial');
  });

  it('allows a new attempt after a failure once a field changes', () => {
    const failed = run(filled, { type: 'submitted' }, { type: 'failed', status: 'no-account' });
    expect(canSubmit(failed)).toBe(false);
    expect(canSubmit(run(failed, { type: 'password-changed', password: 'secret2' }))).toBe(true);
  });

  it('freezes the fields while an answer is awaited', () => {
    const sending = run(filled, { type: 'submitted' });
    expect(run(sending, { type: 'email-changed', email: 'x@example.com' })).toBe(sending);
    expect(run(sending, { type: 'password-changed', password: 'x' })).toBe(sending);
  });

  it('empties the form and returns to initial once a link or reset email is sent', () => {
    const sending = run(onPage('email-link'), { type: 'submitted' });
    expect(run(sending, { type: 'sent' })).toMatchObject({
      email: '',
      password: '',
      status: 'initial',
    });
  });
});

describe('loginReducer: pages', () => {
  it('resets the status and clears the password on a page switch, keeping the email', () => {
    const failed = run(
      onPage('email-password'),
      { type: 'submitted' },
      { type: 'failed', status: 'no-account' },
    );
    expect(run(failed, { type: 'page-changed', page: 'reset-password' })).toMatchObject({
      page: 'reset-password',
      email: 'rancher@example.com',
      password: '',
      status: 'initial',
    });
  });

  it('clears the message the dialog was opened with', () => {
    const opened = openLoginState({ page: 'email-link', notice: { kind: 'link-invalid' } });
    expect(run(opened, { type: 'page-changed', page: 'start' }).notice).toBeNull();
  });

  it('does not switch while an answer is awaited', () => {
    const sending = run(onPage('email-password'), { type: 'submitted' });
    expect(run(sending, { type: 'page-changed', page: 'start' })).toBe(sending);
  });

  it('moves one page at a time along the carousel', () => {
    expect(adjacentPage(LOGIN_PAGES, 'start', 1)).toBe('email-password');
    expect(adjacentPage(LOGIN_PAGES, 'email-link', -1)).toBe('email-password');
    expect(adjacentPage(LOGIN_PAGES, 'start', -1)).toBe('start');
    expect(adjacentPage(LOGIN_PAGES, 'reset-password', 1)).toBe('reset-password');
  });
});

describe('loginReducer: single sign-on', () => {
  it('marks the chosen provider in progress', () => {
    const started = run(initialLoginState, { type: 'sso-started', provider: 'microsoft' });
    expect(started).toMatchObject({ status: 'in-progress', provider: 'microsoft' });
    expect(run(started, { type: 'sso-started', provider: 'google' })).toBe(started);
  });

  it('starts SSO only from the start page', () => {
    const state = onPage('email-password');
    expect(run(state, { type: 'sso-started', provider: 'google' })).toBe(state);
  });
});

describe('link mode', () => {
  const linking = openLoginState({ link });

  it('opens on the start page with the SSO email filled in', () => {
    expect(linking).toMatchObject({
      page: 'start',
      email: 'ana@campo.org',
      status: 'account-link-required',
      link,
    });
  });

  it('offers only start, email-password and email-link', () => {
    expect(pagesOf(linking)).toEqual(LINK_MODE_PAGES);
    expect(run(linking, { type: 'page-changed', page: 'reset-password' })).toBe(linking);
    expect(openLoginState({ link, page: 'reset-password' }).page).toBe('start');
    expect(run(linking, { type: 'page-changed', page: 'email-link' }).status).toBe('initial');
  });

  it('keeps the email fixed', () => {
    expect(run(linking, { type: 'email-changed', email: 'other@example.com' }).email).toBe(
      'ana@campo.org',
    );
    const sent = run(
      linking,
      { type: 'page-changed', page: 'email-link' },
      { type: 'submitted' },
      { type: 'sent' },
    );
    expect(sent.email).toBe('ana@campo.org');
  });

  it('does not offer single sign-on again', () => {
    expect(run(linking, { type: 'sso-started', provider: 'google' })).toBe(linking);
  });

  it('enables the email forms once on their page', () => {
    const onPassword = run(
      linking,
      { type: 'page-changed', page: 'email-password' },
      { type: 'password-changed', password: 'secret' },
    );
    expect(canSubmit(onPassword)).toBe(true);
  });

  it('leaves link mode on cancel, with the email editable again', () => {
    const cancelled = run(linking, { type: 'link-cancelled' });
    expect(cancelled).toMatchObject({ link: null, status: 'initial', page: 'start' });
    expect(pagesOf(cancelled)).toEqual(LOGIN_PAGES);
    expect(run(cancelled, { type: 'email-changed', email: 'b@example.com' }).email).toBe(
      'b@example.com',
    );
  });
});

describe('failureOf', () => {
  it('reads 401 from sign-in as no account', () => {
    expect(failureOf('email-password', new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toEqual({
      status: 'no-account',
      errorKey: 'errors.INTERNAL',
    });
  });

  it('reads MAGIC_LINK_NO_EMAIL as no account on the link page only', () => {
    const unknownEmail = new ApiError(404, 'MAGIC_LINK_NO_EMAIL', 'x');
    expect(failureOf('email-link', unknownEmail).status).toBe('no-account');
    expect(failureOf('email-link', new ApiError(404, 'NOT_FOUND', 'x')).status).toBe('error');
    expect(failureOf('reset-password', new ApiError(401, 'UNAUTHENTICATED', 'x')).status).toBe(
      'error',
    );
  });

  it.each(LOGIN_PAGES)('gives the rate limit its own text on %s', (page) => {
    expect(failureOf(page, new ApiError(429, 'TOO_MANY_REQUESTS', 'x'))).toEqual({
      status: 'error',
      errorKey: 'errors.TOO_MANY_REQUESTS',
    });
  });

  it.each(['email-link', 'reset-password'] as const)(
    "points to the links already sent when an address's emails are spent, on %s",
    (page) => {
      expect(failureOf(page, new ApiError(429, 'MAIL_LIMIT_REACHED', 'x'))).toEqual({
        status: 'error',
        errorKey: 'errors.MAIL_LIMIT_REACHED',
      });
    },
  );

  it.each([
    new ApiError(500, 'INTERNAL', 'x'),
    new ApiError(0, 'INTERNAL', 'offline'),
    new TypeError(),
  ])('reads %s as the general error', (error) => {
    expect(failureOf('email-password', error)).toEqual({
      status: 'error',
      errorKey: 'errors.INTERNAL',
    });
  });
});

describe('statusMessage (specs/2 section 8)', () => {
  it('offers reset and get-started beside unrecognised credentials', () => {
    expect(statusMessage(onPage('email-password', { status: 'no-account' }))).toEqual({
      key: 'errors.INVALID_CREDENTIALS',
      severity: 'warning',
      actions: ['reset-password', 'get-started'],
    });
  });

  it('offers no reset in link mode', () => {
    const state = { ...openLoginState({ link, page: 'email-password' }), status: 'no-account' };
    expect(statusMessage(state as LoginState)?.actions).toEqual(['get-started']);
  });

  it('explains an unknown email for a magic link, with get-started', () => {
    expect(statusMessage(onPage('email-link', { status: 'no-account' }))).toEqual({
      key: 'signIn.messages.magicLinkNoEmail',
      severity: 'warning',
      actions: ['get-started'],
    });
  });

  it('shows the text of the last error', () => {
    const state = onPage('reset-password', {
      status: 'error',
      errorKey: 'errors.TOO_MANY_REQUESTS',
    });
    expect(statusMessage(state)?.key).toBe('errors.TOO_MANY_REQUESTS');
  });

  it.each(['initial', 'in-progress', 'success', 'account-link-required'] as const)(
    'has no message for %s',
    (status) => {
      expect(statusMessage(onPage('email-password', { status }))).toBeNull();
    },
  );
});

describe('signInFailureMessage', () => {
  it('shows the status and the text of an answer', () => {
    expect(signInFailureMessage(new ApiError(409, 'CONFLICT', 'Already linked.'))).toEqual({
      key: 'signIn.messages.sessionFailed',
      values: { status: 409, body: 'Already linked.' },
    });
  });

  it('falls back to the general text without an answer', () => {
    expect(signInFailureMessage(new ApiError(0, 'INTERNAL', 'offline')).key).toBe(
      'signIn.messages.signInFailed',
    );
    expect(signInFailureMessage(new TypeError()).key).toBe('signIn.messages.signInFailed');
  });
});
