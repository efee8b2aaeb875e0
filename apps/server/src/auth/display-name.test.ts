import { describe, expect, it } from 'vitest';
import { cleanDisplayName, DISPLAY_NAME_MAX_LENGTH, storedDisplayName } from './display-name.js';

describe('cleanDisplayName', () => {
  it('strips C0 and C1 controls and DEL, turns line breaks and tabs into spaces, and trims', () => {
    expect(cleanDisplayName(' \u0000Ana\tMaría\r\nPérez\u0007\u007f\u0085\u009f ')).toBe(
      'Ana María  Pérez',
    );
  });

  it('strips bidirectional overrides and isolates', () => {
    const bidi = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(cleanDisplayName(`Ana${bidi}gnp.exe`)).toBe('Anagnp.exe');
  });

  it('keeps HTML characters, accents and other scripts as text', () => {
    const name = '<img src=x onerror="window.__pwned=1"><b>Bold</b> & Ñandú 名前 مرحبا';
    expect(cleanDisplayName(name)).toBe(name);
  });
});

describe('storedDisplayName', () => {
  it('refuses a name that is empty once cleaned, or longer than the limit', () => {
    expect(() => storedDisplayName(' \u0000\u202e ')).toThrow();
    expect(() => storedDisplayName('x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1))).toThrow();
    expect(storedDisplayName(` ${'x'.repeat(DISPLAY_NAME_MAX_LENGTH)}\u0000`)).toHaveLength(
      DISPLAY_NAME_MAX_LENGTH,
    );
  });
});
