/**
 * U+0000 is refused wherever text enters the API: PostgreSQL stores it in neither `text` nor
 * `jsonb`, so a NUL in an id, a token or a name would otherwise fail deep in a query as a 500,
 * after validation that cannot know which strings reach the database.
 */
export const NUL_DETAILS = 'text may not contain the NUL character (U+0000)';

/**
 * A `\u0000` escape that is not itself escaped (`\\u0000` is a backslash followed by the text
 * "u0000"). JSON can carry U+0000 only this way: a raw NUL in JSON text is a syntax error.
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** Whether JSON text holds U+0000 in a string or a key. */
export function jsonHasNul(text: string): boolean {
  // `includes` first: it is fast, and the pattern only runs on the rare text that has the escape.
  return text.includes('\\u0000') && NUL_ESCAPE.test(text);
}
