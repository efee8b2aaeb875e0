import type { MultiPolygon } from 'geojson';
import { lonLatConverter } from '../raster/crs.js';
import type { GeoTransform } from '../raster/types.js';

/** A shape's rings in pixel space: x = column, y = row, as flat [x0, y0, x1, y1, ...] arrays. */
export type PixelRings = Float64Array[];

/** Raster CRS coordinates -> pixel (column, row) coordinates: the inverse of the geotransform. */
export function inverseGeoTransform(t: GeoTransform): (x: number, y: number) => [number, number] {
  const determinant = t[1] * t[5] - t[2] * t[4];
  if (determinant === 0) throw new Error('The raster geotransform is not invertible');
  return (x, y) => {
    const dx = x - t[0];
    const dy = y - t[3];
    return [(t[5] * dx - t[2] * dy) / determinant, (t[1] * dy - t[4] * dx) / determinant];
  };
}

/**
 * Every ring of the lon/lat shape projected to the raster's CRS (proj4) and then to pixel space.
 * Edges stay straight lines: for ranch-sized edges the projected geodesic and the straight line
 * between its projected ends differ by millimetres.
 */
export function shapeToPixels(
  shape: MultiPolygon,
  crs: string,
  geoTransform: GeoTransform,
): PixelRings {
  const converter = lonLatConverter(crs);
  const toPixel = inverseGeoTransform(geoTransform);
  const rings: PixelRings = [];
  for (const polygon of shape.coordinates) {
    for (const ring of polygon) {
      const flat = new Float64Array(ring.length * 2);
      ring.forEach((position, index) => {
        const [x, y] = converter.forward([position[0] as number, position[1] as number]);
        const [column, row] = toPixel(x as number, y as number);
        flat[index * 2] = column;
        flat[index * 2 + 1] = row;
      });
      rings.push(flat);
    }
  }
  return rings;
}
