/**
 * The `readWorkflowBody` compute task (a shape-pool thread): POST /api/workflow/run's JSON body
 * (up to 20 MB, WORKFLOW_BODY_LIMIT_BYTES) parsed and checked against `workflowRunBodySchema`,
 * and the shape sent inline (`workflowParams.geoJson`) prepared as the workflow stores it.
 * Parsing 20 MB of JSON holds a thread for a quarter of a second and handing the parsed shape to
 * another thread costs twice that again: neither on the thread that answers HTTP, which moves the
 * body's bytes here and gets back the small rest of the body and the shape as JSON text. A
 * refusal comes back as data.
 */
import { type WorkflowRunBody, workflowRunBodySchema } from '@ecotone/contracts';
import type { AppErrorData } from '../errors.js';
import { polygonsText } from '../services/mask-geometry.js';
import { type PrepareShapeOutput, prepareShape } from '../services/prepare-shape.task.js';
import { readJsonBody } from './json-body-reader.js';

export interface WorkflowBodyInput {
  /** The request's body as it arrived (moved here, not copied). */
  body: Uint8Array;
}

export type WorkflowBodyOutput =
  | { ok: false; error: AppErrorData }
  | {
      ok: true;
      /** The body without its inline shape (`workflowParams.geoJson` is left out). */
      body: WorkflowRunBody;
      /**
       * Whether a shape came inline, and it prepared (`measure`) when the workflow would store
       * it; its refusal, if any, is the workflow's to throw when its plan reaches the shape.
       */
      inline: { present: boolean; prepared: PrepareShapeOutput | null };
      /** `maskGeojson` (left out of the body) dissolved into one MultiPolygon's JSON text. */
      customMask: SubmittedCustomMask;
    };

/** An uploaded exclusion mask: none (null), or its polygons' text (null text: not usable). */
export type SubmittedCustomMask = { text: string | null } | null;

/** The mask's polygons validated, repaired and dissolved; a refusal is the workflow's to throw. */
export function customMaskOf(maskGeojson: unknown): SubmittedCustomMask {
  if (maskGeojson === undefined || maskGeojson === null) return null;
  const polygons = polygonsText(maskGeojson);
  return { text: polygons.ok ? polygons.text : null };
}

export function readWorkflowBody(input: WorkflowBodyInput): WorkflowBodyOutput {
  const read = readJsonBody(input.body, workflowRunBodySchema);
  if (!read.ok) return read;
  const { geoJson, maskGeojson, ...params } = read.value.workflowParams;
  const present = geoJson !== undefined && geoJson !== null;
  const stored =
    present &&
    read.value.workflowName === 'create-shape-and-assessment' &&
    !params.importedShapefileId;
  return {
    ok: true,
    body: { ...read.value, workflowParams: params },
    inline: {
      present,
      prepared: stored ? prepareShape({ geojson: geoJson, purpose: 'measure' }) : null,
    },
    customMask: customMaskOf(maskGeojson),
  };
}
