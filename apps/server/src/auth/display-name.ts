import { APIError } from 'better-auth/api';

/**
 * The longest display name kept. Names default to the email address (up to 254 characters), so
 * the limit sits above that; it keeps a pasted essay out of every list that shows the creator.
 */
export const DISPLAY_NAME_MAX_LENGTH = 256;

/** Tab, line feed, vertical tab, form feed, carriage return: become a space, not nothing. */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r]/g;

/**
 * C0 and C1 control characters and DEL, which no name needs and which break logs, emails and
 * CSV exports; and the bidirectional embedding, override and isolate characters
 * (U+202A-U+202E, U+2066-U+2069), which can make a name read backwards or spill its direction
 * over the text around it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A display name as it is stored: controls stripped, trimmed. HTML characters are kept as text
 * (the web app renders names as text, and emails escape them); escaping here would show
 * `&lt;b&gt;` wherever the name is not HTML.
 */
export function cleanDisplayName(name: string): string {
  return name.replace(WHITESPACE_CONTROLS, ' ').replace(UNWANTED, '').trim();
}

/** `cleanDisplayName`, refusing (400) a name that is empty or too long once cleaned. */
export function storedDisplayName(name: string): string {
  const cleaned = cleanDisplayName(name);
  if (cleaned.length === 0 || cleaned.length > DISPLAY_NAME_MAX_LENGTH)
    throw APIError.from('BAD_REQUEST', {
      code: 'INVALID_NAME',
      message: `The name must have 1 to ${DISPLAY_NAME_MAX_LENGTH} characters`,
    });
  return cleaned;
}
