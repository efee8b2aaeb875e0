/**
 * The XYZ tile scheme of web maps (MapLibre raster sources, OSM): EPSG:3857, 256 px tiles, tile
 * (0, 0) at the north-west corner, `2^z` tiles across at zoom `z`.
 */
export const TILE_SIZE = 256;
const EARTH_RADIUS = 6378137;
/** Half the width of the Web Mercator world, metres. */
export const MERCATOR_HALF_WORLD = Math.PI * EARTH_RADIUS;
/** Web Mercator stops at ±85.0511° so that the world is square. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** A tile's bounds in Web Mercator metres and the size of one of its pixels. */
export interface TileBounds {
  minX: number;
  maxY: number;
  pixelSize: number;
}

export function tileBounds({ z, x, y }: TileAddress, size = TILE_SIZE): TileBounds {
  const pixelSize = (2 * MERCATOR_HALF_WORLD) / (size * 2 ** z);
  return {
    minX: -MERCATOR_HALF_WORLD + x * size * pixelSize,
    maxY: MERCATOR_HALF_WORLD - y * size * pixelSize,
    pixelSize,
  };
}

export const mercatorToLongitude = (x: number): number => (x / EARTH_RADIUS) * (180 / Math.PI);
export const mercatorToLatitude = (y: number): number =>
  Math.atan(Math.sinh(y / EARTH_RADIUS)) * (180 / Math.PI);
export const longitudeToMercator = (lon: number): number => (lon * Math.PI * EARTH_RADIUS) / 180;
export function latitudeToMercator(lat: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, lat));
  return EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

/**
 * Pixel centres of a tile as WGS 84 coordinates: longitude depends only on the column and
 * latitude only on the row, so two arrays of `size` describe all `size²` pixels.
 */
export function tilePixelCentres(
  tile: TileAddress,
  size = TILE_SIZE,
): {
  longitudes: Float64Array;
  latitudes: Float64Array;
  mercatorX: Float64Array;
  mercatorY: Float64Array;
} {
  const { minX, maxY, pixelSize } = tileBounds(tile, size);
  const longitudes = new Float64Array(size);
  const latitudes = new Float64Array(size);
  const mercatorX = new Float64Array(size);
  const mercatorY = new Float64Array(size);
  for (let index = 0; index < size; index++) {
    mercatorX[index] = minX + (index + 0.5) * pixelSize;
    mercatorY[index] = maxY - (index + 0.5) * pixelSize;
    longitudes[index] = mercatorToLongitude(mercatorX[index] as number);
    latitudes[index] = mercatorToLatitude(mercatorY[index] as number);
  }
  return { longitudes, latitudes, mercatorX, mercatorY };
}

/** The tile's WGS 84 bounds `[west, south, east, north]`. */
export function tileLonLatBounds(
  tile: TileAddress,
  size = TILE_SIZE,
): [number, number, number, number] {
  const { minX, maxY, pixelSize } = tileBounds(tile, size);
  const span = size * pixelSize;
  return [
    mercatorToLongitude(minX),
    mercatorToLatitude(maxY - span),
    mercatorToLongitude(minX + span),
    mercatorToLatitude(maxY),
  ];
}
