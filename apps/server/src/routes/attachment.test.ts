import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.js';

describe('attachment', () => {
  it('gives the name as typed in RFC 5987 form, and an ASCII fallback', () => {
    expect(attachment("O'Brien (north) - evaluación.pdf")).toBe(
      'attachment; filename="O_Brien__north__-_evaluaci_n.pdf"; ' +
        "filename*=UTF-8''O%27Brien%20%28north%29%20-%20evaluaci%C3%B3n.pdf",
    );
  });
});
