import { describe, expect, it } from 'vitest';
import { parseCountryAnswer } from './ip-country';

describe('parseCountryAnswer', () => {
  it.each([
    ['AR', 'AR'],
    ['ar\n', 'AR'],
    ['"es"', 'ES'],
    ['{"country":"MX"}', 'MX'],
    ['{ "country": "br", "ip": "1.2.3.4" }', 'BR'],
  ])('reads %j as %s', (body, code) => {
    expect(parseCountryAnswer(body)).toBe(code);
  });

  it.each(['', 'Argentina', '{"countryCode":"AR"}', '{"country":null}', '42', '<html>'])(
    'reads %j as no answer',
    (body) => {
      expect(parseCountryAnswer(body)).toBeUndefined();
    },
  );
});
