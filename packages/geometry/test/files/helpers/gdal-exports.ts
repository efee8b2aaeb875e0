import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadedFile } from '../../../src/import/index.js';

/** Real exports by GDAL's ogr2ogr, altered as other tools leave them (see make-fixtures.ts). */
export const GDAL_EXPORTS = fileURLToPath(new URL('../gdal-exports', import.meta.url));

/** The files of a fixture: a folder's parts, or one file. */
export function gdalExport(name: string): UploadedFile[] {
  const path = join(GDAL_EXPORTS, name);
  const names = statSync(path).isDirectory()
    ? readdirSync(path).map((part) => join(name, part))
    : [name];
  return names.map((each) => ({
    name: each.slice(each.lastIndexOf('/') + 1),
    bytes: new Uint8Array(readFileSync(join(GDAL_EXPORTS, each))),
  }));
}
