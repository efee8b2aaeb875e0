import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { importShapeFiles, type Refusal } from '@ecotone/geometry';
import { type Locale, translateReason } from '@ecotone/i18n';
import { roundedGeoJsonAnswer } from '../bodies/rounded-geojson-writer.js';
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
 * HTTP never holds the files nor writes, gzips or base64-encodes the shapes. The answer's
 * GeoJSON carries coordinates rounded to the 6 decimals shapes are sent and stored with
 * (roundedGeoJsonAnswer; docs/decisions/0013-upload-answer-encoding.md); the import's own
 * result, for other callers, keeps full precision.
 */
export async function importFilesTask(input: ImportFilesInput): Promise<ImportFilesOutput> {
  const imported = await importReceivedFiles(input.files);
  if (!imported.valid) return imported;
  const { collection, layers, warnings } = imported.value;
  const geojson = roundedGeoJsonAnswer(collection);
  const rest = JSON.stringify({
    compressed: geojson.compressed,
    layers,
    warnings: warnings.map((warning) => ({
      code: warning.code,
      message: translateReason(input.locale, 'files', warning.code, warning.params),
    })),
    error: null,
  });
  const head = new TextEncoder().encode('{"geojson":');
  const tail = new TextEncoder().encode(`,${rest.slice(1)}`);
  // An array of its own, so that its bytes can be moved to the HTTP thread.
  const body = new Uint8Array(head.length + geojson.json.length + tail.length);
  body.set(head);
  body.set(geojson.json, head.length);
  body.set(tail, head.length + geojson.json.length);
  return moved({ valid: true, body }, body.buffer);
}
