/**
 * Text as the report's font can draw it. Roboto's Latin subset (@fontsource/roboto, the web's
 * typeface) has Basic Latin, Latin-1 and the usual typographic marks, but no subscripts, arrows,
 * maths signs or Greek: a character it lacks would print as an empty box. Every text goes through
 * `printable` on its way to the page; `printable-text.test.ts` checks the kept set against the
 * embedded fonts themselves.
 */

/** Code points of Roboto's Latin subset (regular and bold have the same), as [first, last]. */
export const FONT_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bc, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** What the texts and the results may hold that the font lacks, written with what it has. */
const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\r': '',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '≠': '!=',
  '∑': 'Σ',
  Σ: 'Sum ',
  μ: 'µ',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2011': '-',
  '\u2010': '-',
  '\u2015': '—',
  '\u2043': '•',
  '\u2023': '•',
  '\u2219': '·',
  '\u22c5': '·',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
};

export function isDrawable(codePoint: number): boolean {
  if (codePoint === 0x0a) return true;
  for (const [first, last] of FONT_CODE_POINTS)
    if (codePoint >= first && codePoint <= last) return true;
  return false;
}

const COMBINING_MARKS = /\p{M}/gu;

function drawableCharacter(character: string): string {
  const replaced = REPLACEMENTS[character];
  if (replaced !== undefined) return [...replaced].map(drawableCharacter).join('');
  const codePoint = character.codePointAt(0) ?? 0;
  if (isDrawable(codePoint)) return character;
  // Subscripts and superscripts become digits (CO₂ -> CO2, as the web writes it), other letters
  // lose their accents (ő -> o); what is left is a question mark rather than an empty box.
  const simpler = character.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (simpler !== character && [...simpler].every((c) => isDrawable(c.codePointAt(0) ?? 0)))
    return simpler;
  return '?';
}

/** `text` with every character the report's font cannot draw replaced (see above). */
export function printable(text: string): string {
  // "12 %" (Spanish) keeps its sign on the number's line.
  const composed = text.normalize('NFC').replace(/(\d) %/g, '$1\u00a0%');
  let out = '';
  for (const character of composed) out += drawableCharacter(character);
  return out;
}
