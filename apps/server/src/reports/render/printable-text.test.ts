import { catalogs } from '@ecotone/i18n';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT_CODE_POINTS, isDrawable, printable } from './printable-text.js';
import { FONTS, fontFiles } from './report-fonts.js';

/** The embedded fonts' own glyph tables (pdfkit's fontkit font; private, read in this test only). */
function fontHas(name: string): (codePoint: number) => boolean {
  const doc = new PDFDocument({ autoFirstPage: false });
  const files = fontFiles();
  doc.registerFont(FONTS.regular, files.regular);
  doc.registerFont(FONTS.bold, files.bold);
  doc.font(name);
  const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })
    ._font.font;
  return (codePoint) => font.hasGlyphForCodePoint(codePoint);
}

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(leaves);
}

describe('printable', () => {
  it('keeps exactly what both embedded fonts draw', () => {
    for (const name of [FONTS.regular, FONTS.bold]) {
      const has = fontHas(name);
      for (const [first, last] of FONT_CODE_POINTS)
        for (let codePoint = first; codePoint <= last; codePoint++)
          expect(has(codePoint), `U+${codePoint.toString(16)} in ${name}`).toBe(true);
      for (const lacking of ['₂', '→', '≥', 'Σ', '\u202f', 'ł'])
        expect(has(lacking.codePointAt(0) ?? 0), `${lacking} in ${name}`).toBe(false);
    }
  });

  it('writes what the fonts lack with what they have', () => {
    expect(printable('tCO₂ → 0.44, SPI ≥ 0, 1\u202f234')).toBe(
      'tCO2 -> 0.44, SPI >= 0, 1\u00a0234',
    );
    expect(printable('Łódź, Őrség')).toBe('Lódz, Orség');
    expect(printable('km², 12 °C, −3, “Año”, Ñandú…')).toBe('km², 12 °C, −3, “Año”, Ñandú…');
    expect(printable('漢')).toBe('?');
    // A Spanish percentage keeps its sign on the number's line.
    expect(printable('(9,1 %)')).toBe('(9,1\u00a0%)');
  });

  it('leaves no character of the catalogue the fonts cannot draw, in either language', () => {
    for (const catalog of Object.values(catalogs))
      for (const text of leaves(catalog))
        for (const character of printable(text))
          expect(isDrawable(character.codePointAt(0) ?? 0), `${character} in "${text}"`).toBe(true);
  });
});
