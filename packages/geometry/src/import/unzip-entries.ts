import JSZip from 'jszip';
import { accept, type Result, refuse } from '../types.js';
import type { ImportLimits, UploadedFile } from './import.types.js';
import { megabytes } from './import-limits.js';
import { inflateZipEntry } from './inflate-zip-entry.js';
import { readZipDirectory } from './read-zip-directory.js';
import { isZipJunk } from './zip-entry-filters.js';

export interface Unzipped {
  /** Wanted entries by path inside the zip, in zip order. */
  entries: UploadedFile[];
  uncompressedBytes: number;
}

async function load(bytes: Uint8Array): Promise<JSZip | undefined> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Inflates the entries of a zip that `wanted` selects (junk entries never are), within the
 * call's budget of uncompressed bytes. Declared sizes are checked first from the central
 * directory, then every byte is counted while inflating, so neither a declared nor a disguised
 * zip bomb gets further than one chunk past its limit.
 */
export async function unzipEntries(
  upload: UploadedFile,
  limits: ImportLimits,
  remainingBytes: number,
  wanted: (path: string) => boolean,
): Promise<Result<Unzipped>> {
  const file = upload.name;
  const tooLarge = refuse('ZIP_TOO_LARGE_UNCOMPRESSED', {
    file,
    limitMb: megabytes(limits.maxUncompressedBytes),
  });
  const directory = readZipDirectory(upload.bytes, file, limits.maxZipEntries);
  if (!directory.valid) return directory;
  const selected = directory.value.filter((entry) => !isZipJunk(entry.name) && wanted(entry.name));
  const declared = new Map(selected.map((entry) => [entry.name, entry.uncompressedSize]));
  if (selected.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > remainingBytes)
    return tooLarge;
  const zip = await load(upload.bytes);
  if (!zip) return refuse('ZIP_CORRUPT', { file });
  const entries: UploadedFile[] = [];
  let used = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || isZipJunk(entry.name) || !wanted(entry.name)) continue;
    const inflated = await inflateZipEntry(
      entry,
      remainingBytes - used,
      declared.get(entry.name) ?? remainingBytes,
    );
    if ('failure' in inflated) {
      if (inflated.failure === 'over-budget') return tooLarge;
      if (inflated.failure === 'over-declared')
        return refuse('ZIP_ENTRY_SIZE_MISMATCH', { file, entry: entry.name });
      return refuse('ZIP_CORRUPT', { file });
    }
    used += inflated.bytes.byteLength;
    entries.push({ name: entry.name, bytes: inflated.bytes });
  }
  return accept({ entries, uncompressedBytes: used });
}
