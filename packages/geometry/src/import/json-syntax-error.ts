import type { Refusal } from '../types.js';

/** Line and column (1-based) of a character offset, counted only when there is an error. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (
    let index = text.indexOf('\n');
    index >= 0 && index < position;
    index = text.indexOf('\n', index + 1)
  ) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: position - lineStart + 1 };
}

/**
 * Why JSON.parse failed, with the line and column when V8 says where ("… in JSON at position
 * 42", or the end of the text for "Unexpected end of JSON input"); V8's other messages quote
 * the text instead, and then the refusal has no position.
 */
export function jsonSyntaxError(error: unknown, text: string, file: string): Refusal {
  const message = error instanceof Error ? error.message : '';
  const at = /at position (\d+)/.exec(message)?.[1];
  const position =
    at !== undefined ? Number(at) : /end of JSON input/.test(message) ? text.length : undefined;
  return position === undefined
    ? { code: 'INVALID_JSON', params: { file } }
    : { code: 'INVALID_JSON_AT', params: { file, ...lineAndColumn(text, position) } };
}
