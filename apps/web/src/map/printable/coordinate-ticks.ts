import {
  contiguousExtent,
  latitudeAt,
  type MapExtent,
  mercatorY,
  wrapLongitude,
} from './map-extent';

/** specs/3 "Printable map": 6 lines per side. */
export const TICKS_PER_SIDE = 6;

/** One line on an edge of the printable map, where its label goes and what it says. */
export interface CoordinateTick {
  /** Degrees: longitude in [-180, 180], or latitude. */
  value: number;
  /** 0 to 1 along the edge: left to right for longitudes, top to bottom for latitudes. */
  position: number;
  label: string;
}

/** The letters after a coordinate; Spanish writes O for west. */
export interface Hemispheres {
  north: string;
  south: string;
  east: string;
  west: string;
}

export interface TickOptions {
  /** BCP 47 locale of the decimal separator. */
  locale?: string;
  hemispheres?: Hemispheres;
}

const ENGLISH_HEMISPHERES: Hemispheres = { north: 'N', south: 'S', east: 'E', west: 'W' };

/** specs/3: 3 decimals when the extent (of that axis) is under 0.01 degrees, else 2. */
export const tickDecimals = (span: number): number => (Math.abs(span) < 0.01 ? 3 : 2);

const roundTo = (value: number, decimals: number): number => {
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded; // no "-0.00"
};

/** `12.35°N`, `170.00°W`; the equator, the prime meridian and 180 carry no letter. */
export function coordinateLabel(
  value: number,
  axis: 'longitude' | 'latitude',
  decimals: number,
  { locale = 'en', hemispheres = ENGLISH_HEMISPHERES }: TickOptions = {},
): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(Math.abs(value));
  if (value === 0 || (axis === 'longitude' && Math.abs(value) === 180)) return `${number}°`;
  if (axis === 'latitude') return `${number}°${value > 0 ? hemispheres.north : hemispheres.south}`;
  return `${number}°${value > 0 ? hemispheres.east : hemispheres.west}`;
}

/**
 * Evenly spaced on screen, then rounded to the label's precision, the line placed where the
 * rounded value really is: a label never names a line it is not on. Lines that round to the same
 * value (an extent too small for its precision) are drawn once.
 */
function ticksAlong(
  count: number,
  valueAt: (fraction: number) => number,
  positionOf: (value: number) => number,
  labelOf: (value: number) => string,
  decimals: number,
): CoordinateTick[] {
  const ticks: CoordinateTick[] = [];
  for (let index = 1; index <= count; index += 1) {
    const value = roundTo(valueAt(index / (count + 1)), decimals);
    const position = positionOf(value);
    if (position < 0 || position > 1) continue;
    if (ticks.some((tick) => tick.position === position)) continue;
    ticks.push({ value, position, label: labelOf(value) });
  }
  return ticks;
}

/**
 * The longitude lines of the top and bottom edges. Longitude is linear on a Web Mercator map; a
 * view across the antimeridian is read in its contiguous frame and labelled back in [-180, 180].
 */
export function longitudeTicks(extent: MapExtent, options: TickOptions = {}): CoordinateTick[] {
  const { west, east } = contiguousExtent(extent);
  const span = east - west;
  if (!(span > 0)) return [];
  const decimals = tickDecimals(span);
  return ticksAlong(
    TICKS_PER_SIDE,
    (fraction) => west + fraction * span,
    (value) => (value - west) / span,
    (value) =>
      coordinateLabel(roundTo(wrapLongitude(value), decimals), 'longitude', decimals, options),
    decimals,
  );
}

/** The latitude lines of the left and right edges, evenly spaced in Web Mercator (on screen). */
export function latitudeTicks(extent: MapExtent, options: TickOptions = {}): CoordinateTick[] {
  const span = extent.north - extent.south;
  if (!(span > 0)) return [];
  const decimals = tickDecimals(span);
  const top = mercatorY(extent.north);
  const height = mercatorY(extent.south) - top;
  return ticksAlong(
    TICKS_PER_SIDE,
    (fraction) => latitudeAt(top + fraction * height),
    (value) => (mercatorY(value) - top) / height,
    (value) => coordinateLabel(value, 'latitude', decimals, options),
    decimals,
  );
}
