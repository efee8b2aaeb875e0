import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodePng, type Pixels } from './png-decode.fixture.js';

/**
 * A PDF read back the way a reader's tools read it, with poppler-utils (`pdfinfo`, `pdftotext`,
 * `pdftoppm`; installed by .ci/run): its page count, its text (a page's or all), and a page as
 * pixels (pdftoppm's PNG, decoded by png-decode.fixture.ts).
 */

/**
 * Whether poppler-utils is installed. A fresh machine may lack it (`npm test` there skips the
 * read-back checks, with a warning); CI must have it, so there its absence fails.
 */
export const popplerAvailable = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!popplerAvailable) {
  if (process.env.CI)
    throw new Error('poppler-utils is required in CI (apt-get install poppler-utils).');
  console.warn('pdfinfo (poppler-utils) is not installed: the PDF read-back checks are skipped.');
}

function withFile<T>(pdf: Uint8Array, read: (file: string, directory: string) => T): T {
  const directory = mkdtempSync(path.join(tmpdir(), 'pdf-readback-'));
  try {
    const file = path.join(directory, 'report.pdf');
    writeFileSync(file, pdf);
    return read(file, directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** `pdfinfo`'s "Pages:" line. */
export function pdfPageCount(pdf: Uint8Array): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const match = /^Pages:\s+(\d+)$/m.exec(info);
  if (!match) throw new Error(`pdfinfo gave no page count:\n${info}`);
  return Number(match[1]);
}

/** The text of one page (1-based) or of all, as `pdftotext -layout` lays it out. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  return withFile(pdf, (file) =>
    execFileSync(
      'pdftotext',
      [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-'],
      { encoding: 'utf8' },
    ),
  );
}

export type { Pixels };

/** One page (1-based) rendered by `pdftoppm -png` at `dpi`. */
export function pdfPagePixels(pdf: Uint8Array, page: number, dpi = 40): Pixels {
  const png = withFile(pdf, (file, directory) => {
    const prefix = path.join(directory, 'page');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      prefix,
    ]);
    return readFileSync(`${prefix}.png`);
  });
  return decodePng(png);
}
