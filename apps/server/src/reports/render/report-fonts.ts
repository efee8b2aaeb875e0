import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Roboto (@fontsource/roboto, Apache 2.0: the web's MUI typeface), regular and bold, Latin
 * subset, from its WOFF files: fontkit reads WOFF and pdfkit embeds the glyphs used as a subset.
 * Read once per thread (~60 KB each).
 */
export const FONTS = { regular: 'Roboto', bold: 'Roboto-Bold' } as const;

const require = createRequire(import.meta.url);

let files: { regular: Buffer; bold: Buffer } | undefined;

export function fontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff')),
  };
  return files;
}
