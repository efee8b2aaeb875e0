import { describe, expect, it } from 'vitest';
import { canSendContact, EMPTY_CONTACT } from './contact-rules';

describe('canSendContact', () => {
  const message = { ...EMPTY_CONTACT, message: 'Hello' };

  it('needs a message', () => {
    expect(canSendContact(EMPTY_CONTACT, true, false)).toBe(false);
    expect(canSendContact({ ...EMPTY_CONTACT, message: '   ' }, true, false)).toBe(false);
    expect(canSendContact(message, true, false)).toBe(true);
  });

  it('needs a valid email from anonymous visitors only', () => {
    expect(canSendContact(message, false, false)).toBe(false);
    expect(canSendContact({ ...message, email: 'rosa@' }, false, false)).toBe(false);
    expect(canSendContact({ ...message, email: 'rosa@example.org' }, false, false)).toBe(true);
  });

  it('is disabled while sending', () => {
    expect(canSendContact(message, true, true)).toBe(false);
  });
});
