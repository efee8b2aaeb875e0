import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-syntax-error.js';

function errorOf(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('jsonSyntaxError', () => {
  it('gives the line and column when V8 gives a position', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(jsonSyntaxError(errorOf(text), text, 'a.json')).toEqual({
      code: 'INVALID_JSON_AT',
      params: { file: 'a.json', line: 3, column: 3 },
    });
  });

  it('points at the end of a text cut short', () => {
    const text = '{"type":\n"Feature"';
    expect(jsonSyntaxError(errorOf(text), text, 'a.json')).toEqual({
      code: 'INVALID_JSON_AT',
      params: { file: 'a.json', line: 2, column: 10 },
    });
  });

  it('says only that the JSON is invalid when V8 gives no position', () => {
    expect(jsonSyntaxError(errorOf('hello'), 'hello', 'a.json')).toEqual({
      code: 'INVALID_JSON',
      params: { file: 'a.json' },
    });
  });
});
