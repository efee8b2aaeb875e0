import { describe, expect, it } from 'vitest';
import { jsonHasNul } from '../bodies/nul-text.js';
import { parseJsonBody } from './json-body.js';
import { rawBodyHasNul } from './nul-character.js';

describe('U+0000 in request text', () => {
  it('finds a \\u0000 escape in a string or a key, however many escaped backslashes precede it', () => {
    expect(jsonHasNul('{"name":"a\\u0000b"}')).toBe(true);
    expect(jsonHasNul('{"a\\u0000":1}')).toBe(true);
    expect(jsonHasNul('{"name":"\\\\\\u0000"}')).toBe(true);
  });

  it('leaves the text "\\u0000" (an escaped backslash, then u0000) alone', () => {
    expect(jsonHasNul('{"name":"\\\\u0000"}')).toBe(false);
    expect(jsonHasNul('{"name":"\\u0041"}')).toBe(false);
  });

  it('parses JSON bodies, refuses one holding U+0000 with VALIDATION', () => {
    expect(parseJsonBody('{"a":"\\\\u0000"}')).toEqual({ a: '\\u0000' });
    expect(parseJsonBody('  ')).toBeUndefined();
    expect(() => parseJsonBody('{"a":"\\u0000"}')).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('reads raw bodies by their type: %00 only counts in a form', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(rawBodyHasNul(Buffer.from('password=a%00b'), form)).toBe(true);
    expect(rawBodyHasNul(Buffer.from('{"password":"a%00b"}'), 'application/json')).toBe(false);
    expect(rawBodyHasNul(Buffer.from('{"password":"a\\u0000b"}'), 'application/json')).toBe(true);
    expect(rawBodyHasNul(Buffer.from([0x61, 0x00]), 'text/plain')).toBe(true);
  });
});
