import type { ResultLayerReference } from '@ecotone/contracts';

/**
 * The layers panel's rules (specs/3 "Analysis map" and "Map layer"), pure so they are tested
 * without a map. A panel entry is one row: a single layer, or a time series (the layers of one
 * `timeSeries.groupId`, in year order) of which one time point is visible at a time.
 */
export type LayerKind = 'raster' | 'vector';

export interface TimePoint {
  layer: ResultLayerReference;
  year: number;
}

export interface LayerEntry {
  /** The layer id, or the group id of a time series. */
  id: string;
  kind: LayerKind;
  /** One layer, or the time points of a series (at least two, years ascending). */
  timePoints: TimePoint[] | null;
  layers: ResultLayerReference[];
  /** A disabled row never becomes active (a vector with no feature in reach). */
  disabled: boolean;
}

export type LayerMode = 'single' | 'multi';

export interface LayerState {
  mode: LayerMode;
  /** Entry ids, in no particular order. */
  active: readonly string[];
  /** Entry id -> 0..1. */
  opacity: Readonly<Record<string, number>>;
  /** Time series id -> index of the visible time point. */
  timeIndex: Readonly<Record<string, number>>;
}

export interface LayerInput {
  layer: ResultLayerReference;
  kind: LayerKind;
  disabled?: boolean;
}

/** Rows in declaration order; a series sits where its first time point was declared. */
export function layerEntries(inputs: readonly LayerInput[]): LayerEntry[] {
  const entries: LayerEntry[] = [];
  const groups = new Map<string, LayerEntry>();
  for (const { layer, kind, disabled = false } of inputs) {
    const series = layer.timeSeries;
    const group = series ? groups.get(series.groupId) : undefined;
    if (series && group) {
      group.layers.push(layer);
      group.timePoints?.push({ layer, year: series.year });
      group.timePoints?.sort((a, b) => a.year - b.year);
      group.layers.sort((a, b) => (a.timeSeries?.year ?? 0) - (b.timeSeries?.year ?? 0));
      group.disabled = group.disabled && disabled;
      continue;
    }
    const entry: LayerEntry = {
      id: series ? series.groupId : layer.layerId,
      kind,
      timePoints: series ? [{ layer, year: series.year }] : null,
      layers: [layer],
      disabled,
    };
    if (series) groups.set(series.groupId, entry);
    entries.push(entry);
  }
  // A "series" of one year is just a layer: no player for it.
  return entries.map((entry) =>
    entry.timePoints && entry.timePoints.length < 2
      ? { ...entry, id: entry.layers[0]?.layerId ?? entry.id, timePoints: null }
      : entry,
  );
}

const DEFAULT_OPACITY = 1;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The layer the row shows now: the visible time point of a series. */
export function shownLayer(entry: LayerEntry, state: LayerState): ResultLayerReference {
  if (!entry.timePoints) return entry.layers[0] as ResultLayerReference;
  const index = state.timeIndex[entry.id] ?? 0;
  return (entry.timePoints[index] ?? entry.timePoints[0])?.layer as ResultLayerReference;
}

/**
 * The declared start: initialActive layers are on (in single mode only the first of them), a
 * series opens on its initially active year (else the latest), opacity is initialOpacity or 1.
 */
export function initialLayerState(entries: readonly LayerEntry[], mode: LayerMode): LayerState {
  const timeIndex: Record<string, number> = {};
  const opacity: Record<string, number> = {};
  let active: string[] = [];
  for (const entry of entries) {
    const initial = entry.layers.findIndex((layer) => layer.initialActive === true);
    if (entry.timePoints) {
      const startAt = initial >= 0 ? initial : entry.timePoints.length - 1;
      timeIndex[entry.id] = startAt;
    }
    const declared = entry.layers.find((layer) => layer.initialOpacity !== null)?.initialOpacity;
    opacity[entry.id] = clamp(declared ?? DEFAULT_OPACITY, 0, 1);
    if (initial >= 0 && !entry.disabled) active.push(entry.id);
  }
  if (mode === 'single') active = active.slice(0, 1);
  return { mode, active, opacity, timeIndex };
}

const entryOf = (entries: readonly LayerEntry[], id: string) =>
  entries.find((entry) => entry.id === id);

/** Single mode: turning one on turns the others off. Disabled rows do not change. */
export function toggleLayer(
  state: LayerState,
  entries: readonly LayerEntry[],
  id: string,
): LayerState {
  const entry = entryOf(entries, id);
  if (!entry || entry.disabled) return state;
  const isActive = state.active.includes(id);
  if (isActive) return { ...state, active: state.active.filter((other) => other !== id) };
  return { ...state, active: state.mode === 'single' ? [id] : [...state.active, id] };
}

/** Into single mode, only the first active row (in panel order) stays on. */
export function setMode(
  state: LayerState,
  entries: readonly LayerEntry[],
  mode: LayerMode,
): LayerState {
  if (mode === state.mode) return state;
  if (mode === 'multi') return { ...state, mode };
  const first = entries.find((entry) => state.active.includes(entry.id));
  return { ...state, mode, active: first ? [first.id] : [] };
}

/** Multi mode only: every enabled row on. */
export function showAll(state: LayerState, entries: readonly LayerEntry[]): LayerState {
  if (state.mode !== 'multi') return state;
  return { ...state, active: entries.filter((entry) => !entry.disabled).map((entry) => entry.id) };
}

/** Multi mode only. */
export function hideAll(state: LayerState): LayerState {
  if (state.mode !== 'multi') return state;
  return { ...state, active: [] };
}

export function setOpacity(state: LayerState, id: string, opacity: number): LayerState {
  return { ...state, opacity: { ...state.opacity, [id]: clamp(opacity, 0, 1) } };
}

/** Steps a series by `delta` time points, wrapping past either end (the player loops). */
export function stepTime(state: LayerState, entry: LayerEntry, delta: number): LayerState {
  const count = entry.timePoints?.length ?? 0;
  if (count === 0) return state;
  const current = state.timeIndex[entry.id] ?? 0;
  const next = (((current + delta) % count) + count) % count;
  return { ...state, timeIndex: { ...state.timeIndex, [entry.id]: next } };
}

export function setTimeIndex(state: LayerState, entry: LayerEntry, index: number): LayerState {
  const count = entry.timePoints?.length ?? 0;
  if (count === 0) return state;
  return {
    ...state,
    timeIndex: { ...state.timeIndex, [entry.id]: clamp(Math.round(index), 0, count - 1) },
  };
}

export interface VisibleLayer {
  layerId: string;
  opacity: number;
}

/** What the map draws: the shown layer of each active row, in panel order. */
export function visibleLayers(state: LayerState, entries: readonly LayerEntry[]): VisibleLayer[] {
  return entries
    .filter((entry) => state.active.includes(entry.id) && !entry.disabled)
    .map((entry) => ({
      layerId: shownLayer(entry, state).layerId,
      opacity: state.opacity[entry.id] ?? DEFAULT_OPACITY,
    }));
}
