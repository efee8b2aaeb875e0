import type { ShapeCollection } from '@ecotone/geometry';
import type { ShownResultLayer } from './result-layers-controller';

/** What browser journeys may read of the map; nothing here changes it. */
export interface MapTestHook {
  loaded: () => boolean;
  center: () => [number, number];
  zoom: () => number;
  /** Screen position (CSS pixels, relative to the map) of a longitude/latitude. */
  project: (position: [number, number]) => [number, number];
  shapes: () => ShapeCollection;
  /** Vertices placed so far on the polygon being drawn (0 when none): journeys wait on it. */
  drawingVertices: () => number;
  /** The analysis result layers shown now, with their opacity. */
  shownResultLayers: () => ShownResultLayer[];
}

declare global {
  interface Window {
    __ecotoneMap?: MapTestHook;
  }
}

/**
 * Only a browser driven by automation (Playwright sets `navigator.webdriver`) gets the hook, so
 * journeys can check where the map is without it being part of the app for anyone else.
 */
export function exposeForTests(hook: MapTestHook): () => void {
  if (typeof navigator === 'undefined' || !navigator.webdriver) return () => {};
  window.__ecotoneMap = hook;
  return () => {
    if (window.__ecotoneMap === hook) delete window.__ecotoneMap;
  };
}
