import { useCallback, useMemo, useState } from 'react';
import {
  hideAll,
  type LayerEntry,
  type LayerInput,
  type LayerMode,
  type LayerState,
  layerEntries,
  setMode,
  setOpacity,
  showAll,
  stepTime,
  toggleLayer,
  visibleLayers,
} from './layer-state';
import { type MapTheme, themedEntries, themedStart } from './map-themes';

/** Single-layer mode first (specs/3: multi-layer mode *adds* Show All and Hide All). */
const START_MODE: LayerMode = 'single';

export interface LayerPanelControls {
  entries: LayerEntry[];
  state: LayerState;
  toggle: (id: string) => void;
  setMode: (mode: LayerMode) => void;
  showAll: () => void;
  hideAll: () => void;
  setOpacity: (id: string, opacity: number) => void;
  step: (entry: LayerEntry, delta: number) => void;
  visible: ReturnType<typeof visibleLayers>;
}

/**
 * The panel's state for one tool's layers: the rules of layer-state.ts behind callbacks. The
 * state starts as the tool's map theme says (map-themes.ts; else from the declarations) and
 * starts again when another set of layers arrives.
 */
export function useLayerPanel(inputs: readonly LayerInput[], theme: MapTheme): LayerPanelControls {
  const entries = useMemo(() => themedEntries(layerEntries(inputs), theme), [inputs, theme]);
  const signature = entries.map((entry) => entry.id).join('|');
  const [held, setHeld] = useState<{ signature: string; state: LayerState } | null>(null);
  const state =
    held && held.signature === signature ? held.state : themedStart(entries, theme, START_MODE);
  const update = useCallback(
    (change: (state: LayerState) => LayerState) =>
      setHeld((previous) => {
        const current =
          previous && previous.signature === signature
            ? previous.state
            : themedStart(entries, theme, START_MODE);
        return { signature, state: change(current) };
      }),
    [entries, signature, theme],
  );
  const visible = useMemo(() => visibleLayers(state, entries), [state, entries]);
  return {
    entries,
    state,
    visible,
    toggle: (id) => update((current) => toggleLayer(current, entries, id)),
    setMode: (mode) => update((current) => setMode(current, entries, mode)),
    showAll: () => update((current) => showAll(current, entries)),
    hideAll: () => update((current) => hideAll(current)),
    setOpacity: (id, opacity) => update((current) => setOpacity(current, id, opacity)),
    step: (entry, delta) => update((current) => stepTime(current, entry, delta)),
  };
}
