import {
  defaultMaskOptions,
  type MaskLayer,
  type MaskLayerStatus,
  type MaskOptions,
  type RestorationActivity,
} from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableShape } from '../../../shapes/editable-shape';
import { shapesFingerprint } from '../key-details-step/shape-fingerprint';
import { submitErrorText } from '../submit/submit-messages';
import {
  createMaskLayer,
  maskPreviewSummary,
  nonGrasslandCoverage,
  shapeForMasks,
} from './mask-api';
import {
  INITIAL_MASK_PREVIEW,
  isBusy,
  type LayerPreview,
  layersToCompute,
  nextLayer,
  optionsKeyOf,
  previewTiles,
  reduceMaskPreview,
  statusOf,
  summaryLayers,
  unappliedPending,
} from './mask-preview';
import { afterShapesEdit, appliedLayers, type MaskSettings, tickLayer } from './mask-settings';

/** The areas of the masks as step 2 and Review show them (docs/masks-web.md). */
export type MaskAreas =
  | { status: 'none' }
  | { status: 'existing' }
  | { status: 'loading' }
  /** Every applied layer settled without a mask (no data): nothing is excluded. */
  | { status: 'noMask' }
  | { status: 'error'; message: string }
  | { status: 'ready'; grossHa: number; mergedHa: number; netHa: number };

export interface MaskPreview {
  /** A layer's status for the shapes and thresholds of now. */
  statusOf: (layer: MaskLayer) => MaskLayerStatus;
  /** A layer's preview entry (area, error), when it has one for these thresholds. */
  entryOf: (layer: MaskLayer) => LayerPreview | null;
  /** The layers the mode applies. */
  applied: readonly MaskLayer[];
  /** A layer is waiting or computing: drawing, Clear masks and the toolbar are off. */
  busy: boolean;
  /** What the map draws: each computed layer's tiles, or the merged tiles of an upload. */
  tiles: { id: string; layer: MaskLayer | 'merged'; tiles: string }[];
  areas: MaskAreas;
  /** Some applied layer was computed from synthetic demo data. */
  synthetic: boolean;
}

interface UseMaskPreviewOptions {
  shapes: readonly EditableShape[];
  settings: MaskSettings;
  onSettingsChange: (update: (settings: MaskSettings) => MaskSettings) => void;
  activity: RestorationActivity | null;
  /** The linked shapefile's existing mask set: nothing is computed, the panel is unavailable. */
  existingMaskId: string | null;
  /** The panel is open or the wizard is past step 1: compute what the mode applies. */
  active: boolean;
}

/** The options a layer is computed with: manual's thresholds, automatic's defaults. */
function optionsOf(settings: MaskSettings, activity: RestorationActivity | null): MaskOptions {
  return settings.mode === 'manual' ? settings.options : defaultMaskOptions(activity);
}

/**
 * The wizard's mask preview (specs/1 section 4, "Mask layer status"; docs/masks-web.md): while
 * `active`, computes each applied layer in turn under one preview set, then the merged summary
 * of the computed ones (or of the uploaded mask). A shapes edit drops it all (specs/1 section 4)
 * and clears the uploaded mask; a noDataAvailable layer is unticked in manual mode.
 */
export function useMaskPreview({
  shapes,
  settings,
  onSettingsChange,
  activity,
  existingMaskId,
  active,
}: UseMaskPreviewOptions): MaskPreview {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(reduceMaskPreview, INITIAL_MASK_PREVIEW);
  const fingerprint = shapesFingerprint(shapes);
  const options = optionsOf(settings, activity);
  const optionsKey = optionsKeyOf(options);
  const applied = existingMaskId || shapes.length === 0 ? [] : appliedLayers(settings, activity);
  const appliedKey = applied.join(',');
  const current = { shapes, options, applied, onSettingsChange, mode: settings.mode, t, state };
  const latest = useRef(current);
  latest.current = current;
  // The pending entry a computation was started for: StrictMode runs an effect twice.
  const started = useRef<LayerPreview | null>(null);
  const controller = useRef(new AbortController());

  // A shapes edit: everything computed was for the old shapes (the first render is no edit).
  const shownFingerprint = useRef(fingerprint);
  useEffect(() => {
    if (shownFingerprint.current === fingerprint) return;
    shownFingerprint.current = fingerprint;
    controller.current.abort();
    controller.current = new AbortController();
    dispatch({ type: 'reset' });
    latest.current.onSettingsChange(afterShapesEdit);
  }, [fingerprint]);
  // Leaving drops what is on its way; a fresh controller serves StrictMode's second mount.
  useEffect(
    () => () => {
      controller.current.abort();
      controller.current = new AbortController();
    },
    [],
  );

  useEffect(() => {
    const appliedNow = appliedKey ? (appliedKey.split(',') as MaskLayer[]) : [];
    const dropped = unappliedPending(state, appliedNow);
    if (dropped.length > 0) dispatch({ type: 'drop', layers: dropped });
    if (!active) return;
    const todo = layersToCompute(state, appliedNow, optionsKey);
    if (todo.length > 0) dispatch({ type: 'queue', layers: todo, optionsKey });
  }, [active, state, appliedKey, optionsKey]);

  const next = nextLayer(state);
  const generation = state.generation;
  // The next layer joins the set the first answer made: maskId is read from `latest`.
  useEffect(() => {
    const ticket = next ? (latest.current.state.layers[next] ?? null) : null;
    if (!next || !ticket || started.current === ticket) return;
    started.current = ticket;
    dispatch({ type: 'start', layer: next });
    const { shapes: drawn, options: asked, applied: layers } = latest.current;
    const key = optionsKeyOf(asked);
    const { signal } = controller.current;
    const geojson = shapeForMasks(drawn);
    const maskOptions = { ...asked, masks: layers.includes(next) ? [...layers] : [next] };
    const noData = () => {
      dispatch({ type: 'noData', generation, layer: next, optionsKey: key });
      if (latest.current.mode === 'manual')
        latest.current.onSettingsChange((settings) => tickLayer(settings, next, false));
    };
    const compute = async () => {
      if (next === 'nonGrassland') {
        const coverage = await nonGrasslandCoverage(geojson, signal);
        if (!coverage.contains && coverage.overlapPercent < 100) return noData();
      }
      const answer = await createMaskLayer(
        { geojson, maskLayer: next, maskId: latest.current.state.maskId, maskOptions },
        signal,
      );
      if (answer.status === 'noDataAvailable') noData();
      dispatch({ type: 'settle', generation, optionsKey: key, answer });
    };
    compute().catch((error: unknown) => {
      if (signal.aborted) return;
      const message = submitErrorText(error, (errorKey) => latest.current.t(errorKey));
      dispatch({ type: 'fail', generation, layer: next, optionsKey: key, error: message });
    });
  }, [next, generation]);

  const layersForSummary = summaryLayers(state, applied, optionsKey);
  const upload = settings.mode === 'upload' ? settings.upload : null;
  // An uploaded mask is merged under a new preview of the server's making (maskId null); this
  // token only keys the query to the file chosen.
  const uploadToken = useMemo(() => (upload ? crypto.randomUUID() : null), [upload]);
  const summaryMaskId = upload ? null : state.maskId;
  const wantsSummary =
    active &&
    !existingMaskId &&
    shapes.length > 0 &&
    (upload !== null ||
      (summaryMaskId !== null && layersForSummary !== null && layersForSummary.length > 0));
  const summary = useQuery({
    queryKey: [
      'mask-preview-summary',
      fingerprint,
      upload ? uploadToken : summaryMaskId,
      // Layers recomputed with new thresholds keep their names: the thresholds are in the key.
      upload ? 'upload' : optionsKey,
      layersForSummary?.join(','),
    ],
    queryFn: ({ signal }) =>
      maskPreviewSummary(
        {
          geojson: shapeForMasks(shapes),
          maskId: summaryMaskId,
          masks: upload ? [] : (layersForSummary ?? []),
          customMask: upload?.collection ?? null,
        },
        signal,
      ),
    enabled: wantsSummary,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const areas = ((): MaskAreas => {
    if (existingMaskId) return { status: 'existing' };
    if (settings.mode === 'none' || (settings.mode === 'upload' && !upload))
      return { status: 'none' };
    if (!wantsSummary) {
      // Every applied layer settled without a mask: nothing is excluded.
      if (layersForSummary?.length === 0 && applied.length > 0) return { status: 'noMask' };
      return { status: applied.length === 0 ? 'none' : 'loading' };
    }
    if (summary.data) return { status: 'ready', ...summary.data };
    if (summary.error) return { status: 'error', message: submitErrorText(summary.error, t) };
    return { status: 'loading' };
  })();

  const tiles = upload
    ? summary.data
      ? [{ id: 'mask-merged', layer: 'merged' as const, tiles: summary.data.maskUrl.tiles }]
      : []
    : previewTiles(state, applied, optionsKey).map((entry) => ({
        id: `mask-${entry.layer}`,
        ...entry,
      }));

  return {
    statusOf: (layer) => statusOf(state, layer, optionsKey),
    entryOf: (layer) => {
      const entry = state.layers[layer];
      return entry && statusOf(state, layer, optionsKey) !== 'none' ? entry : null;
    },
    applied,
    busy: isBusy(state),
    synthetic: applied.some(
      (layer) =>
        statusOf(state, layer, optionsKey) === 'success' && state.layers[layer]?.synthetic === true,
    ),
    tiles,
    areas,
  };
}
