import { randomUUID } from 'node:crypto';
import {
  defaultMaskOptions,
  type ExclusionMode,
  type MaskOptions,
  maskOptionsSchema,
  type RestorationActivity,
  type WorkflowRunBody,
} from '@ecotone/contracts';
import type { SubmittedCustomMask } from '../bodies/workflow-body.task.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { MASK_TIMEOUT_MS, runShapeTask } from '../compute/shape-pool.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { NewMaskSet, StoredMask } from '../repositories/mask.repository.js';
import type { FileStorage } from '../storage/storage.js';
import { maskTaskValue, setMaskKey } from './mask.service.js';
import type { MaskSetOutput } from './mask-compute.task.js';

/**
 * The exclusion masks of a submission (docs/masks-server.md "Workflow"): which set it asks for,
 * computed on the shape pool and its files written before the workflow's transaction opens; the
 * transaction then stores the rows (mask.repository.ts `createSet`).
 */

type Params = WorkflowRunBody['workflowParams'];

/** What a submission asks for: no new set, an uploaded mask, or layers with their options. */
export type MaskRequest =
  | { mode: 'none' }
  | { mode: 'upload'; customMaskText: string }
  | { mode: 'manual' | 'automatic'; options: MaskOptions };

const refuse = (code: string, params?: Record<string, string | number>) =>
  new AppError('WORKFLOW_REFUSED', {}, { reason: { namespace: 'workflow', code, params } });

/**
 * skipMask: none; an uploaded mask (`maskGeojson`): upload; `maskOptions`: manual; otherwise the
 * activity's default layers (automatic). A mask that is not polygons, options out of their
 * bounds, or both at once are refused before anything is computed or written.
 */
export function maskRequestOf(params: Params, customMask: SubmittedCustomMask): MaskRequest {
  if (params.skipMask) return { mode: 'none' };
  if (customMask && params.maskOptions != null) throw refuse('MASK_AND_OPTIONS');
  if (customMask) {
    if (customMask.text === null) throw refuse('MASK_INVALID');
    return { mode: 'upload', customMaskText: customMask.text };
  }
  if (params.maskOptions != null) {
    const checked = maskOptionsSchema.safeParse(params.maskOptions);
    if (!checked.success) {
      const field = checked.error.issues[0]?.path.join('.') || 'maskOptions';
      throw refuse('MASK_OPTIONS_INVALID', { field });
    }
    return { mode: 'manual', options: checked.data };
  }
  const activity = (params.restorationActivity ?? null) as RestorationActivity | null;
  return { mode: 'automatic', options: defaultMaskOptions(activity) };
}

/** A set computed and its files written, waiting for the transaction to store its rows. */
export interface ComputedMaskSet {
  maskId: string;
  mode: Exclude<ExclusionMode, 'none'>;
  options: MaskOptions | null;
  output: MaskSetOutput;
  /** Every file written for it, to delete if the set is not stored. */
  fileKeys: string[];
}

export interface MaskSetDependencies {
  compute: Pick<ComputePool, 'run'>;
  storage: Pick<FileStorage, 'put' | 'delete'>;
  analysisData: Config['analysisData'];
}

/**
 * Computes the set of `shapeText` (the shape as stored: a FeatureCollection, or a MultiPolygon)
 * on the shape pool and writes its files: each mask, the merged union and the net area under
 * masks/{maskId}/.
 */
export async function computeMaskSet(
  deps: MaskSetDependencies,
  shapeText: string,
  request: Exclude<MaskRequest, { mode: 'none' }>,
): Promise<ComputedMaskSet> {
  const computed = await runShapeTask(
    deps.compute,
    'maskSet',
    {
      shapeText,
      request:
        request.mode === 'upload'
          ? { mode: 'upload', customMaskText: request.customMaskText }
          : { mode: 'layers', options: request.options },
      data: deps.analysisData,
    },
    { timeoutMs: MASK_TIMEOUT_MS },
  );
  const output = maskTaskValue(computed);
  const maskId = randomUUID();
  const files: [string, string][] = [
    ...output.masks.map((mask): [string, string] => [setMaskKey(maskId, mask.type), mask.fileText]),
    [setMaskKey(maskId, 'merged'), output.mergedFileText],
    [setMaskKey(maskId, 'net'), output.netFileText],
  ];
  const fileKeys: string[] = [];
  try {
    for (const [key, text] of files) {
      fileKeys.push(key);
      await deps.storage.put(key, new TextEncoder().encode(text));
    }
  } catch (error) {
    await discardMaskFiles(deps.storage, { fileKeys });
    throw error;
  }
  const options = request.mode === 'upload' ? null : request.options;
  return { maskId, mode: request.mode, options, output, fileKeys };
}

/** The rows of a computed set, for its shapefile: each mask, then the merged union. */
export function maskSetRecord(
  computed: ComputedMaskSet,
  shapefileId: string,
  createdBy: string,
): NewMaskSet {
  const { maskId, output } = computed;
  const masks: StoredMask[] = output.masks.map((mask) => ({
    type: mask.type,
    status: mask.status,
    areaHa: mask.areaHa,
    scale: mask.scale,
    storageKey: setMaskKey(maskId, mask.type),
    inputs: mask.inputs,
    metadata: { lineage: mask.lineage, synthetic: mask.synthetic, scale: mask.scale },
  }));
  masks.push({
    type: 'merged',
    status: 'success',
    areaHa: output.mergedHa,
    scale: null,
    storageKey: setMaskKey(maskId, 'merged'),
    inputs:
      computed.mode === 'upload'
        ? { mode: 'upload' }
        : { mode: computed.mode, masks: computed.options?.masks ?? [] },
    metadata: { synthetic: output.masks.some((mask) => mask.synthetic) },
  });
  return {
    maskId,
    shapefileId,
    mode: computed.mode,
    options: computed.options,
    grossHa: output.grossHa,
    mergedHa: output.mergedHa,
    netHa: output.netHa,
    mergedText: output.mergedText,
    netText: output.netText,
    mergedStorageKey: setMaskKey(maskId, 'merged'),
    netStorageKey: setMaskKey(maskId, 'net'),
    createdBy,
    masks,
  };
}

/** Deletes the files of a set that was not stored (refused, repeated, or one existed already). */
export async function discardMaskFiles(
  storage: Pick<FileStorage, 'delete'>,
  computed: Pick<ComputedMaskSet, 'fileKeys'> | null,
): Promise<void> {
  if (!computed) return;
  await Promise.all(computed.fileKeys.map((key) => storage.delete(key).catch(() => undefined)));
}
