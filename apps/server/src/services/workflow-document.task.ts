/**
 * The `readWorkflowDocument` compute task (a shape-pool thread): the JSON document a workflow
 * names in `workflowDataBucketInfo` (docs/uploads.md), up to 100 MB, parsed, checked and its
 * shape prepared for storage. Parsing 100 MB of JSON takes a second or more: never on the thread
 * that answers HTTP, which hands the bytes over (moved, not copied) and gets back the shape as
 * JSON text. A refusal comes back as data.
 */
import { workflowUploadDocumentSchema } from '@ecotone/contracts';
import { customMaskOf, type SubmittedCustomMask } from '../bodies/workflow-body.task.js';
import { type PrepareShapeOutput, prepareShape } from './prepare-shape.task.js';

export interface WorkflowDocumentInput {
  bytes: Uint8Array;
  /** Prepare the document's shape for storage (`measure`), or only say whether it has one. */
  prepare: boolean;
}

export type WorkflowDocumentOutput =
  | { ok: false; code: 'UPLOAD_INVALID' }
  | {
      ok: true;
      hasShape: boolean;
      prepared: PrepareShapeOutput | null;
      /** The document's exclusion mask (`maskGeojson`), dissolved (customMaskOf). */
      customMask: SubmittedCustomMask;
    };

export function readWorkflowDocument(input: WorkflowDocumentInput): WorkflowDocumentOutput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(input.bytes));
  } catch {
    return { ok: false, code: 'UPLOAD_INVALID' };
  }
  const document = workflowUploadDocumentSchema.safeParse(parsed);
  if (!document.success) return { ok: false, code: 'UPLOAD_INVALID' };
  const { geoJson, maskGeojson } = document.data;
  const customMask = customMaskOf(maskGeojson);
  if (geoJson == null) return { ok: true, hasShape: false, prepared: null, customMask };
  const prepared = input.prepare ? prepareShape({ geojson: geoJson, purpose: 'measure' }) : null;
  return { ok: true, hasShape: true, prepared, customMask };
}
