import { contiguousExtent, type MapExtent, mercatorX, mercatorY } from './map-extent';

/** A rectangle in Web Mercator world units (x: one world per unit, y: 0 at the top, 1 at the bottom). */
export interface MercatorRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the inset map draws: a wider view of the world, and the map's extent as a box in it. */
export interface InsetView {
  view: MercatorRect;
  box: MercatorRect;
}

export interface InsetOptions {
  /** Width over height of the inset's frame. */
  aspect: number;
  /** How many times wider than the extent the inset looks (default 8). */
  zoomOut?: number;
  /** The inset never shows less than this share of the world's width (default 1/16, 22.5°). */
  minimumWidth?: number;
}

/** The map's extent as a rectangle in Web Mercator units (the box on the inset). */
export function extentRect(extent: MapExtent): MercatorRect {
  const { west, south, east, north } = contiguousExtent(extent);
  const x = mercatorX(west);
  const y = mercatorY(north);
  return { x, y, width: mercatorX(east) - x, height: mercatorY(south) - y };
}

/**
 * The inset map's view: centred on the extent, `zoomOut` times its size (at least
 * `minimumWidth` of the world, at most the whole world), shaped to the inset's frame and kept
 * inside the world vertically. Horizontally it may run past 180: the inset draws the world
 * again there, so an extent across the antimeridian sits in the middle of its inset.
 */
export function insetView(
  extent: MapExtent,
  { aspect, zoomOut = 8, minimumWidth = 1 / 16 }: InsetOptions,
): InsetView {
  const box = extentRect(extent);
  let width = Math.max(box.width * zoomOut, box.height * zoomOut * aspect, minimumWidth);
  let height = width / aspect;
  if (height > 1) {
    height = 1;
    width = aspect;
  }
  if (width > 1) {
    width = 1;
    height = Math.min(1, width / aspect);
  }
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const y = Math.min(Math.max(centreY - height / 2, 0), 1 - height);
  return { view: { x: centreX - width / 2, y, width, height }, box };
}
