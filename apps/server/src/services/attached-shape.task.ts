/**
 * The `readAttachedShape` compute task (a shape-pool thread): the files a visitor attaches to the
 * get-started form (POST /api/get-started/shape) imported from disk as signed-in uploads are,
 * the shape validated, repaired and measured as the wizard stores it, and the whole answer
 * (getStartedShapeAnswerSchema's JSON) encoded here. The HTTP thread, which answers anonymous
 * visitors, never parses, copies or stringifies the shape. A refusal comes back as data.
 */
import type { Refusal } from '@ecotone/geometry';
import { type ImportFilesInput, importReceivedFiles } from '../compute/import-files.task.js';
import { moved } from '../compute/moved.js';
import { prepareShape } from './prepare-shape.task.js';

export interface AttachedShapeInput {
  files: ImportFilesInput['files'];
  /** The name the answer gives the shape: the first file's. */
  fileName: string;
}

export type AttachedShapeOutput =
  | { ok: true; body: Uint8Array }
  | { ok: false; refused: 'file' | 'shape'; reason: Refusal };

export async function readAttachedShape(input: AttachedShapeInput): Promise<AttachedShapeOutput> {
  const imported = await importReceivedFiles(input.files);
  if (!imported.valid) return { ok: false, refused: 'file', reason: imported.reason };
  const prepared = prepareShape({ geojson: imported.value.collection, purpose: 'measure' });
  if (!prepared.ok) return { ok: false, refused: 'shape', reason: prepared.reason };
  const body = new TextEncoder().encode(
    `{"fileName":${JSON.stringify(input.fileName)},"geojson":${prepared.shapeText},` +
      `"areaHa":${JSON.stringify(prepared.areaHa)}}`,
  );
  return moved({ ok: true, body }, body.buffer);
}
