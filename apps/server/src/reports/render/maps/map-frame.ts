import {
  latitudeToMercator,
  longitudeToMercator,
  MERCATOR_HALF_WORLD,
  mercatorToLatitude,
} from '@ecotone/analysis/node';
import { FEET_PER_METER, MILES_PER_KILOMETER, type UnitSystem } from '@ecotone/i18n';

/**
 * The report's maps in Web Mercator (as the web's map and its tiles): the frame fitted to a
 * shape with a margin and to the box it is drawn in, points projected into the box, and the
 * scale bar's round length in the reader's units.
 */

export type LonLatBounds = [west: number, south: number, east: number, north: number];

/** A Web Mercator rectangle, metres. */
export interface MercatorFrame {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The lon/lat bounds of every finite vertex of a MultiPolygon's coordinates; null: none. */
export function shapeBounds(polygons: readonly (readonly (readonly (readonly number[])[])[])[]) {
  let bounds: LonLatBounds | null = null;
  for (const polygon of polygons ?? [])
    for (const ring of polygon ?? [])
      for (const point of ring ?? []) {
        const [lon, lat] = point ?? [];
        if (typeof lon !== 'number' || typeof lat !== 'number') continue;
        if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
        bounds = bounds
          ? [
              Math.min(bounds[0], lon),
              Math.min(bounds[1], lat),
              Math.max(bounds[2], lon),
              Math.max(bounds[3], lat),
            ]
          : [lon, lat, lon, lat];
      }
  return bounds;
}

/** The smallest frame this smallest (a point, a line) is widened to: about 200 m. */
const MIN_SPAN_METRES = 200;

/**
 * The frame holding `bounds` with `margin` (a share of the larger side) on every side, widened
 * on one axis to the box's proportions, so the map is not stretched.
 */
export function fitFrame(bounds: LonLatBounds, aspect: number, margin = 0.12): MercatorFrame {
  const west = longitudeToMercator(bounds[0]);
  const east = longitudeToMercator(bounds[2]);
  const south = latitudeToMercator(bounds[1]);
  const north = latitudeToMercator(bounds[3]);
  let width = Math.max(east - west, MIN_SPAN_METRES);
  let height = Math.max(north - south, MIN_SPAN_METRES);
  const pad = Math.max(width, height) * margin;
  width += 2 * pad;
  height += 2 * pad;
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  const cx = (west + east) / 2;
  const cy = (south + north) / 2;
  return {
    minX: cx - width / 2,
    maxX: cx + width / 2,
    minY: Math.max(-MERCATOR_HALF_WORLD, cy - height / 2),
    maxY: Math.min(MERCATOR_HALF_WORLD, cy + height / 2),
  };
}

/** lon/lat -> a point of the box (y down). */
export function projector(frame: MercatorFrame, box: Box) {
  const sx = box.width / (frame.maxX - frame.minX);
  const sy = box.height / (frame.maxY - frame.minY);
  return (lon: number, lat: number): [number, number] => [
    box.x + (longitudeToMercator(lon) - frame.minX) * sx,
    box.y + (frame.maxY - latitudeToMercator(lat)) * sy,
  ];
}

export interface ScaleBar {
  /** Its length on the page, points. */
  length: number;
  value: number;
  unit: 'km' | 'm' | 'mi' | 'ft';
}

const METRES = { km: 1000, m: 1, mi: 1000 / MILES_PER_KILOMETER, ft: 1 / FEET_PER_METER } as const;

/**
 * A scale bar at most `share` of the box's width, of a round length (1, 2 or 5 × 10^k) in the
 * reader's units: kilometres or metres, miles or feet. Measured at the frame's middle latitude
 * (Web Mercator stretches distances by 1 / cos(latitude)).
 */
export function scaleBar(
  frame: MercatorFrame,
  boxWidth: number,
  units: UnitSystem,
  share = 0.28,
): ScaleBar {
  const latitude = mercatorToLatitude((frame.minY + frame.maxY) / 2);
  const metresPerPoint =
    ((frame.maxX - frame.minX) / boxWidth) * Math.cos((latitude * Math.PI) / 180);
  const longest = boxWidth * share * metresPerPoint;
  const unit =
    units === 'imperial' ? (longest >= METRES.mi ? 'mi' : 'ft') : longest >= METRES.km ? 'km' : 'm';
  const inUnit = longest / METRES[unit];
  const magnitude = 10 ** Math.floor(Math.log10(inUnit));
  const value =
    [5, 2, 1].map((step) => step * magnitude).find((candidate) => candidate <= inUnit) ?? magnitude;
  return { length: (value * METRES[unit]) / metresPerPoint, value, unit };
}
