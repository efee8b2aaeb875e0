import type { MapExtent } from './map-extent';

/** The part of a MapLibre map a capture needs (MapView passes its own map; tests a fake). */
export interface CapturableMap {
  getCanvas(): HTMLCanvasElement;
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  once(type: 'render', listener: () => void): unknown;
  triggerRepaint(): void;
}

/** The map as it was drawn: a 2D copy of its canvas, what it shows, and its pixel ratio. */
export interface MapCapture {
  image: HTMLCanvasElement;
  extent: MapExtent;
  /** Device pixels per CSS pixel of `image`. */
  scale: number;
}

/**
 * Copies the map's WebGL canvas inside the next `render` event, while its drawing buffer still
 * holds the frame, so the map needs no `preserveDrawingBuffer` (which slows every frame). Runs
 * when the snapshot dialog or the printable map opens, and again on Refresh.
 */
export function captureMap(map: CapturableMap): Promise<MapCapture> {
  return new Promise((resolve, reject) => {
    map.once('render', () => {
      try {
        const source = map.getCanvas();
        const image = document.createElement('canvas');
        image.width = source.width;
        image.height = source.height;
        const context = image.getContext('2d');
        if (!context) throw new Error('No 2D canvas in this browser');
        context.drawImage(source, 0, 0);
        const bounds = map.getBounds();
        const cssWidth = source.clientWidth || source.width;
        resolve({
          image,
          extent: {
            west: bounds.getWest(),
            south: bounds.getSouth(),
            east: bounds.getEast(),
            north: bounds.getNorth(),
          },
          scale: source.width / cssWidth,
        });
      } catch (error) {
        reject(error);
      }
    });
    map.triggerRepaint();
  });
}
