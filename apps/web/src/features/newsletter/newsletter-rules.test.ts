import { describe, expect, it } from 'vitest';
import { newsletterEmailError, newsletterOutcomeOf } from './newsletter-rules';

describe('newsletterEmailError', () => {
  it('asks for an address when there is none', () => {
    expect(newsletterEmailError('')).toBe('emailRequired');
    expect(newsletterEmailError('   ')).toBe('emailRequired');
  });
  it('asks for a valid address', () => {
    expect(newsletterEmailError('rancher@')).toBe('emailInvalid');
    expect(newsletterEmailError('no-dot@localhost')).toBe('emailInvalid');
  });
  it('accepts a valid address, spaces around it included', () => {
    expect(newsletterEmailError(' rancher@example.com ')).toBeUndefined();
  });
});

describe('newsletterOutcomeOf', () => {
  it('reads the outcomes the newsletter links land with', () => {
    expect(newsletterOutcomeOf('?newsletter=confirmed')).toBe('confirmed');
    expect(newsletterOutcomeOf('?a=1&newsletter=unsubscribed')).toBe('unsubscribed');
    expect(newsletterOutcomeOf('?newsletter=invalid')).toBe('invalid');
  });
  it('ignores anything else', () => {
    expect(newsletterOutcomeOf('')).toBeUndefined();
    expect(newsletterOutcomeOf('?newsletter=hacked')).toBeUndefined();
  });
});
