import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * A PDF read back the way a reader's tools read it, with poppler-utils (`pdfinfo`, `pdftotext`,
 * `pdftoppm`; installed by .ci/run): its page count, its text (a page's or all), and a page as
 * pixels (pdftoppm's PNG, decoded here: every filter and 8-bit grey, RGB and RGBA).
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

export interface Pixels {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
}

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

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** An 8-bit, non-interlaced PNG (grey, grey+alpha, RGB or RGBA) as RGB pixels. */
export function decodePng(png: Uint8Array): Pixels {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      channels = CHANNELS[body[9] ?? -1] ?? 0;
      if (body[8] !== 8 || channels === 0 || body[12] !== 0)
        throw new Error('not an 8-bit, non-interlaced grey or RGB(A) PNG');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)] ?? 0;
    const line = raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1));
    const out = rows.subarray(row * stride, (row + 1) * stride);
    const above = row > 0 ? rows.subarray((row - 1) * stride, row * stride) : null;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (out[i - channels] ?? 0) : 0;
      const up = above ? (above[i] ?? 0) : 0;
      const corner = above && i >= channels ? (above[i - channels] ?? 0) : 0;
      const value = line[i] ?? 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, corner)
                : 0;
      out[i] = (value + predicted) & 255;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * channels;
    const grey = channels < 3;
    rgb[pixel * 3] = rows[at] ?? 0;
    rgb[pixel * 3 + 1] = rows[grey ? at : at + 1] ?? 0;
    rgb[pixel * 3 + 2] = rows[grey ? at : at + 2] ?? 0;
  }
  return { width, height, rgb };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
