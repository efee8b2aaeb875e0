import { describe, expect, it } from 'vitest';
import { impersonationEndText, msUntilImpersonationEnds } from './impersonation-time';

describe('the impersonation banner time', () => {
  const now = new Date('2026-11-24T14:00:00Z');

  it('says only the time when the session ends the same day', () => {
    expect(impersonationEndText('2026-11-24T15:00:00Z', 'en', now, 'UTC')).toBe('3:00 PM');
    expect(impersonationEndText('2026-11-24T15:00:00Z', 'es', now, 'UTC')).toBe('15:00');
  });

  it('adds the date when it ends another day in the reader’s time zone', () => {
    // In Madrid both are already the 25th: the same day there, so the time alone.
    const late = new Date('2026-11-24T23:00:00Z');
    expect(impersonationEndText('2026-11-24T23:59:00Z', 'en', late, 'UTC')).toBe('11:59 PM');
    expect(impersonationEndText('2026-11-25T00:30:00Z', 'en', late, 'UTC')).toBe(
      'Nov 25, 2026, 12:30 AM',
    );
    expect(impersonationEndText('2026-11-24T23:59:00Z', 'es', late, 'Europe/Madrid')).toBe('0:59');
  });

  it('waits until the end, never a negative time, never past setTimeout’s range', () => {
    expect(msUntilImpersonationEnds('2026-11-24T15:00:00Z', now)).toBe(3_600_000);
    expect(msUntilImpersonationEnds('2026-11-24T13:00:00Z', now)).toBe(0);
    expect(msUntilImpersonationEnds('2027-11-24T13:00:00Z', now)).toBe(2_000_000_000);
  });
});
