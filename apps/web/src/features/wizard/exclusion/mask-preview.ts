import type { CreateMaskAnswer, MaskLayer, MaskLayerStatus, MaskOptions } from '@ecotone/contracts';

/**
 * The exclusion panel's preview (specs/1 section 4, "Mask layer status"; docs/masks-web.md): each
 * layer computed for the current shape and thresholds under one preview set (`maskId`), one at a
 * time. Pure state and transitions; `use-mask-preview.ts` runs the calls.
 *
 * none: not computed for these shapes and thresholds; pending: waiting for its turn; running:
 * being computed; success: computed, its tiles on the map; failed: the preview could not be made
 * (the layer stays ticked and the submission still applies it); noDataAvailable: the supporting
 * dataset does not cover the shape (manual mode then unticks it).
 */
export interface LayerPreview {
  status: Exclude<MaskLayerStatus, 'none'>;
  /** The thresholds it was asked with (`optionsKeyOf`): another key means it is out of date. */
  optionsKey: string;
  areaHa: number | null;
  tiles: string | null;
  /** Computed from synthetic demo data (the panel shows the demo-data notice). */
  synthetic: boolean;
  /** A failure's message, in the user's language. */
  error: string | null;
}

export interface MaskPreviewState {
  /** Bumped when the shapes change: answers of an older generation are dropped. */
  generation: number;
  maskId: string | null;
  layers: Partial<Record<MaskLayer, LayerPreview>>;
}

export const INITIAL_MASK_PREVIEW: MaskPreviewState = { generation: 0, maskId: null, layers: {} };

/** The thresholds a layer is computed with, as a comparable key (the layer list is not part). */
export function optionsKeyOf({ masks: _, ...thresholds }: MaskOptions): string {
  return JSON.stringify(thresholds, Object.keys(thresholds).sort());
}

/** A layer's status for the current thresholds (an entry made with others reads as none). */
export function statusOf(
  state: MaskPreviewState,
  layer: MaskLayer,
  optionsKey: string,
): MaskLayerStatus {
  const entry = state.layers[layer];
  if (!entry) return 'none';
  // A layer being computed keeps its status until its answer comes: it is then asked again.
  if (entry.status === 'pending' || entry.status === 'running') return entry.status;
  return entry.optionsKey === optionsKey ? entry.status : 'none';
}

/** Whether any layer is waiting or being computed (drawing and clearing are off meanwhile). */
export const isBusy = (state: MaskPreviewState): boolean =>
  Object.values(state.layers).some(
    (entry) => entry?.status === 'pending' || entry?.status === 'running',
  );

export type MaskPreviewAction =
  | { type: 'queue'; layers: readonly MaskLayer[]; optionsKey: string }
  | { type: 'start'; layer: MaskLayer }
  | { type: 'settle'; generation: number; optionsKey: string; answer: CreateMaskAnswer }
  | { type: 'noData'; generation: number; layer: MaskLayer; optionsKey: string }
  | { type: 'fail'; generation: number; layer: MaskLayer; optionsKey: string; error: string }
  | { type: 'drop'; layers: readonly MaskLayer[] }
  | { type: 'reset' };

const entry = (
  status: LayerPreview['status'],
  optionsKey: string,
  rest: Partial<LayerPreview> = {},
): LayerPreview => ({
  status,
  optionsKey,
  areaHa: null,
  tiles: null,
  synthetic: false,
  error: null,
  ...rest,
});

export function reduceMaskPreview(
  state: MaskPreviewState,
  action: MaskPreviewAction,
): MaskPreviewState {
  switch (action.type) {
    case 'queue': {
      const layers = { ...state.layers };
      for (const layer of action.layers) layers[layer] = entry('pending', action.optionsKey);
      return { ...state, layers };
    }
    case 'start': {
      const current = state.layers[action.layer];
      if (current?.status !== 'pending') return state;
      return {
        ...state,
        layers: { ...state.layers, [action.layer]: { ...current, status: 'running' } },
      };
    }
    case 'settle': {
      if (action.generation !== state.generation) return state;
      const { answer } = action;
      const settled =
        answer.status === 'success'
          ? entry('success', action.optionsKey, {
              areaHa: answer.areaHa,
              tiles: answer.maskUrl.tiles,
              synthetic: answer.synthetic,
            })
          : entry('noDataAvailable', action.optionsKey, { error: answer.err?.message ?? null });
      return {
        ...state,
        maskId: answer.maskId,
        layers: { ...state.layers, [answer.maskLayer]: settled },
      };
    }
    case 'noData':
      if (action.generation !== state.generation) return state;
      return {
        ...state,
        layers: { ...state.layers, [action.layer]: entry('noDataAvailable', action.optionsKey) },
      };
    case 'fail':
      if (action.generation !== state.generation) return state;
      return {
        ...state,
        layers: {
          ...state.layers,
          [action.layer]: entry('failed', action.optionsKey, { error: action.error }),
        },
      };
    case 'drop': {
      const layers = { ...state.layers };
      for (const layer of action.layers) {
        if (layers[layer]?.status === 'pending') delete layers[layer];
      }
      return { ...state, layers };
    }
    case 'reset':
      return { generation: state.generation + 1, maskId: null, layers: {} };
  }
}

/** The applied layers that still need computing for these thresholds. */
export function layersToCompute(
  state: MaskPreviewState,
  applied: readonly MaskLayer[],
  optionsKey: string,
): MaskLayer[] {
  return applied.filter((layer) => statusOf(state, layer, optionsKey) === 'none');
}

/** The next layer to compute, when none is running. */
export function nextLayer(state: MaskPreviewState): MaskLayer | null {
  const entries = Object.entries(state.layers) as [MaskLayer, LayerPreview][];
  if (entries.some(([, value]) => value.status === 'running')) return null;
  return entries.find(([, value]) => value.status === 'pending')?.[0] ?? null;
}

/**
 * Layers waiting for their turn that are no longer applied (unticked, another mode): they are
 * not computed. Computed ones stay, so ticking a layer again shows it at once.
 */
export function unappliedPending(
  state: MaskPreviewState,
  applied: readonly MaskLayer[],
): MaskLayer[] {
  return (Object.keys(state.layers) as MaskLayer[]).filter(
    (layer) => !applied.includes(layer) && state.layers[layer]?.status === 'pending',
  );
}

/**
 * The layers the merged summary is made of once every applied layer has settled: the computed
 * ones (a noDataAvailable layer has no mask; a failed one was not stored). null while any
 * applied layer is still to be computed.
 */
export function summaryLayers(
  state: MaskPreviewState,
  applied: readonly MaskLayer[],
  optionsKey: string,
): MaskLayer[] | null {
  const statuses = applied.map((layer) => statusOf(state, layer, optionsKey));
  if (statuses.some((status) => status === 'none' || status === 'pending' || status === 'running'))
    return null;
  return applied.filter((_, index) => statuses[index] === 'success');
}

/** The layers drawn on the map: those computed for the current thresholds, with their tiles. */
export function previewTiles(
  state: MaskPreviewState,
  applied: readonly MaskLayer[],
  optionsKey: string,
): { layer: MaskLayer; tiles: string }[] {
  return applied.flatMap((layer) => {
    const value = state.layers[layer];
    return value?.status === 'success' && value.optionsKey === optionsKey && value.tiles
      ? [{ layer, tiles: value.tiles }]
      : [];
  });
}
