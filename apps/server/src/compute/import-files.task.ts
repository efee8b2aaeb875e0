import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { importShapeFiles, type Refusal } from '@ecotone/geometry';
import { type Locale, translateReason } from '@ecotone/i18n';
import { geoJsonAnswerText } from '../bodies/geojson-encoding.js';
import { moved } from './moved.js';

export interface ImportFilesInput {
  /** The uploaded files as received on disk (services/received-file.ts). */
  files: Array<{ name: string; path: string; bytes: number }>;
  /** Language of the warnings' messages. */
  locale: Locale;
}

/** The answer's whole JSON body as UTF-8 (moved to the caller, not copied), or why not. */
export type ImportFilesOutput =
  | { valid: true; body: Uint8Array }
  | { valid: false; reason: Refusal };

/** Large enough that a chunk costs little to hand over, small beside any file it streams. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * The received files imported from disk as the importer reaches each one: several large files are
 * never all in memory, and a large GeoJSON collection is read in chunks, feature by feature,
 * never whole.
 */
export function importReceivedFiles(files: ImportFilesInput['files']) {
  return importShapeFiles(
    files.map((file) => ({
      name: file.name,
      byteLength: file.bytes,
      read: () => readFile(file.path),
      chunks: () => createReadStream(file.path, { highWaterMark: CHUNK_BYTES }),
    })),
  );
}

/**
 * Compute task `importShapeFiles`: reads the uploaded files from disk, imports them, and encodes
 * the HTTP answer (docs/shapes.md): all of it on a compute thread, so the thread that answers
 * HTTP never holds the files nor stringifies, gzips or base64-encodes the shapes. The GeoJSON
 * text is built once and spliced into the body rather than stringified twice.
 */
export async function importFilesTask(input: ImportFilesInput): Promise<ImportFilesOutput> {
  const imported = await importReceivedFiles(input.files);
  if (!imported.valid) return imported;
  const { collection, layers, warnings } = imported.value;
  const geojson = geoJsonAnswerText(collection);
  const rest = JSON.stringify({
    compressed: geojson.compressed,
    layers,
    warnings: warnings.map((warning) => ({
      code: warning.code,
      message: translateReason(input.locale, 'files', warning.code, warning.params),
    })),
    error: null,
  });
  const body = new TextEncoder().encode(`{"geojson":${geojson.json},${rest.slice(1)}`);
  return moved({ valid: true, body }, body.buffer);
}
