import type { DrawnShape, ModeHandlers } from './mode-handlers';

/**
 * Drawing one polygon with terra-draw: each click adds a corner; clicking the first corner (or the
 * last one again, a double-click) closes it. The finished polygon leaves terra-draw at once and
 * goes to the editor as one transaction, so undo and the shape list have a single owner.
 */
export const drawPolygonMode: ModeHandlers = {
  enter: ({ terraDraw, select }) => {
    select(null);
    terraDraw.setMode('polygon');
  },
  exit: ({ terraDraw }) => {
    // Leaving mid-drawing (Escape, the cancel button) drops the unfinished polygon.
    terraDraw.setMode('static');
    terraDraw.clear();
  },
  finish: ({ terraDraw, drawn, setMode }, featureId) => {
    const finished = terraDraw.getSnapshotFeature(featureId);
    terraDraw.removeFeatures([featureId]);
    if (finished?.geometry.type === 'Polygon') {
      const feature: DrawnShape = {
        type: 'Feature',
        id: crypto.randomUUID(),
        properties: {},
        geometry: { type: 'Polygon', coordinates: finished.geometry.coordinates },
      };
      drawn(feature);
    }
    setMode('select');
  },
  keydown: ({ setMode }, event) => {
    if (event.key === 'Escape') setMode('select');
  },
};
