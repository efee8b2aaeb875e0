import geodesic from 'geographiclib-geodesic';
import type { MultiPolygon, Position } from 'geojson';
import proj4 from 'proj4';
import type { GeoTransform, InMemoryRaster, TiledRaster } from '../../src/raster/types.js';

/** A raster filled by `value(column, row)`. */
export function rasterOf(
  width: number,
  height: number,
  geoTransform: GeoTransform,
  crs: string,
  value: (column: number, row: number) => number,
  noData: number | null = null,
): InMemoryRaster {
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) data[row * width + column] = value(column, row);
  return { width, height, geoTransform, crs, noData, dataType: 'uint8', data };
}

/**
 * A ring along pixel edges [columnFrom, columnTo] x [rowFrom, rowTo] of the grid, with a vertex
 * every `step` pixels so its geodesic edges follow the projected straight lines, as lon/lat.
 */
export function pixelRectangleRing(
  crs: string,
  t: GeoTransform,
  [columnFrom, rowFrom, columnTo, rowTo]: [number, number, number, number],
  step = 1,
): Position[] {
  const inverse = proj4(crs, 'EPSG:4326');
  const points: Position[] = [];
  const at = (column: number, row: number) =>
    points.push(inverse.forward([t[0] + column * t[1], t[3] + row * t[5]]));
  for (let row = rowFrom; row < rowTo; row += step) at(columnFrom, row);
  for (let column = columnFrom; column < columnTo; column += step) at(column, rowTo);
  for (let row = rowTo; row > rowFrom; row -= step) at(columnTo, row);
  for (let column = columnTo; column > columnFrom; column -= step) at(column, rowFrom);
  points.push(points[0] as Position);
  return points;
}

export const multiPolygon = (...polygons: Position[][][]): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: polygons,
});

/** Sum of a map's values. */
export const total = (map: Map<unknown, number>) => [...map.values()].reduce((a, b) => a + b, 0);

/** An in-memory raster cut into tiles, counting the tiles read (to test tile skipping). */
export function tiledOf(
  raster: InMemoryRaster,
  tileSize: number,
): TiledRaster & { tilesRead: string[] } {
  const tilesRead: string[] = [];
  return {
    width: raster.width,
    height: raster.height,
    tileWidth: tileSize,
    tileHeight: tileSize,
    geoTransform: raster.geoTransform,
    crs: raster.crs,
    noData: raster.noData,
    dataType: raster.dataType,
    tilesRead,
    readTile: async (tileX, tileY, signal) => {
      signal?.throwIfAborted();
      tilesRead.push(`${tileX},${tileY}`);
      const tile = new (raster.data.constructor as Uint8ArrayConstructor)(tileSize * tileSize);
      for (let row = 0; row < tileSize; row++) {
        const sourceRow = tileY * tileSize + row;
        if (sourceRow >= raster.height) break;
        const start = sourceRow * raster.width + tileX * tileSize;
        const columns = Math.min(tileSize, raster.width - tileX * tileSize);
        tile.set(raster.data.subarray(start, start + columns) as Uint8Array, row * tileSize);
      }
      return tile;
    },
  };
}

/** GeographicLib's ellipsoidal area of a lon/lat ring, m² (an independent check). */
export function geographiclibArea(ring: Position[]): number {
  const polygon = geodesic.Geodesic.WGS84.Polygon(false);
  for (const [lon = 0, lat = 0] of ring.slice(0, -1)) polygon.AddPoint(lat, lon);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}
