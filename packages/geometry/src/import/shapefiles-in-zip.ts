import { accept, type Result, refuse } from '../types.js';
import { fileKindOf } from './file-kind.js';
import { groupShapefileParts } from './group-shapefile-parts.js';
import type { ImportLimits, UploadedFile } from './import.types.js';
import type { ImportSource } from './import-source.types.js';
import { unzipEntries } from './unzip-entries.js';

const PARTS = new Set(['shp', 'shx', 'prj', 'dbf', 'cpg']);

/**
 * Every shapefile in a zip, in any folder, each one layer. Only shapefile parts are inflated;
 * macOS resource forks and other files are skipped.
 */
export async function shapefilesInZip(
  upload: UploadedFile,
  limits: ImportLimits,
  remainingBytes: number,
): Promise<Result<{ sources: ImportSource[]; uncompressedBytes: number }>> {
  const unzipped = await unzipEntries(upload, limits, remainingBytes, (path) =>
    PARTS.has(fileKindOf(path)),
  );
  if (!unzipped.valid) return unzipped;
  const { entries, uncompressedBytes } = unzipped.value;
  if (!entries.some((entry) => fileKindOf(entry.name) === 'shp')) {
    return refuse('ZIP_WITHOUT_SHAPEFILE', { file: upload.name });
  }
  const groups = groupShapefileParts(entries, (path) => `${upload.name} (${path})`, upload.name);
  if (!groups.valid) return groups;
  return accept({
    sources: groups.value.map((parts) => ({ kind: 'shapefile', parts })),
    uncompressedBytes,
  });
}
