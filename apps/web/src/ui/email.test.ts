import { describe, expect, it } from 'vitest';
import { isValidEmail, showEmailError } from './email';

describe('isValidEmail', () => {
  it.each([
    'rancher@example.com',
    'ana.garcia+ecotone@campo.org.ar',
    'x@sub.domain.co',
    '  padded@example.com ',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'no-domain@',
    '@example.com',
    'two@@example.com',
    'no-dot@localhost',
    'spa ce@example.com',
    'trailing-dot@example.',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('showEmailError', () => {
  it('stays hidden before the field is left', () => {
    expect(showEmailError('not-an-email', false)).toBe(false);
  });

  it('shows after blur for a non-empty invalid value', () => {
    expect(showEmailError('not-an-email', true)).toBe(true);
  });

  it('stays hidden for an empty value', () => {
    expect(showEmailError('', true)).toBe(false);
    expect(showEmailError('   ', true)).toBe(false);
  });

  it('clears once the value is valid', () => {
    expect(showEmailError('rancher@example.com', true)).toBe(false);
  });
});
