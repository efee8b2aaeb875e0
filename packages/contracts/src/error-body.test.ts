import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './api.js';
import { readErrorBody } from './error-body.js';

const bodies: Array<[string, unknown]> = [
  ['code and message', { error: { code: 'FORBIDDEN', message: 'No.' } }],
  [
    'a reason with params',
    {
      error: {
        code: 'INVALID_FILE',
        message: 'Refused.',
        reason: { code: 'NO_SHAPES', params: { file: 'a.geojson', count: 2 } },
      },
    },
  ],
  ['an undefined reason', { error: { code: 'X', message: 'y', reason: undefined } }],
  ['extra fields, dropped', { error: { code: 'X', message: 'y', extra: 1 }, other: true }],
  ['no message', { error: { code: 'X' } }],
  ['a numeric code', { error: { code: 401, message: 'y' } }],
  ['better-auth answer', { code: 'INVALID_EMAIL_OR_PASSWORD' }],
  ['error as an array', { error: [] }],
  ['a null reason', { error: { code: 'X', message: 'y', reason: null } }],
  ['reason without params', { error: { code: 'X', message: 'y', reason: { code: 'R' } } }],
  [
    'a boolean param',
    { error: { code: 'X', message: 'y', reason: { code: 'R', params: { a: true } } } },
  ],
  ['params as an array', { error: { code: 'X', message: 'y', reason: { code: 'R', params: [] } } }],
  [
    'a NaN param',
    { error: { code: 'X', message: 'y', reason: { code: 'R', params: { a: Number.NaN } } } },
  ],
  [
    'an own __proto__ param, dropped',
    {
      error: {
        code: 'X',
        message: 'y',
        reason: { code: 'R', params: JSON.parse('{"__proto__":"p","a":"b"}') },
      },
    },
  ],
  ['null', null],
  ['a string', 'Bad gateway'],
  ['nothing', undefined],
];

describe('readErrorBody', () => {
  it.each(bodies)('agrees with errorBodySchema on %s', (_name, body) => {
    const parsed = errorBodySchema.safeParse(body);
    expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('reads a valid body', () => {
    expect(readErrorBody({ error: { code: 'FORBIDDEN', message: 'No.' } })).toEqual({
      error: { code: 'FORBIDDEN', message: 'No.' },
    });
  });
});
