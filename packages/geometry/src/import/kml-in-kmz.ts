import { accept, type Result, refuse } from '../types.js';
import { fileKindOf } from './file-kind.js';
import type { ImportLimits, UploadedFile } from './import.types.js';
import type { ImportSource } from './import-source.types.js';
import { unzipEntries } from './unzip-entries.js';

const depth = (path: string) => path.split('/').length;

/**
 * The KML of a .kmz: `doc.kml` by convention, else the KML nearest the root (Google Earth
 * reads the first one; overlays and models in sub-folders are not shapes).
 */
export async function kmlInKmz(
  upload: UploadedFile,
  limits: ImportLimits,
  remainingBytes: number,
): Promise<Result<{ source: ImportSource; uncompressedBytes: number }>> {
  const unzipped = await unzipEntries(
    upload,
    limits,
    remainingBytes,
    (path) => fileKindOf(path) === 'kml',
  );
  if (!unzipped.valid) return unzipped;
  const kmls = [...unzipped.value.entries].sort((a, b) => depth(a.name) - depth(b.name));
  const kml = kmls.find((entry) => entry.name.toLowerCase() === 'doc.kml') ?? kmls[0];
  if (!kml) return refuse('KMZ_WITHOUT_KML', { file: upload.name });
  const name = upload.name.replace(/\.kmz$/i, '');
  return accept({
    source: { kind: 'kml', file: upload.name, label: upload.name, name, bytes: kml.bytes },
    uncompressedBytes: unzipped.value.uncompressedBytes,
  });
}
