import { epsgCode, isGeographic, lonLatConverter } from '../raster/crs.js';
import type { RasterArray, TiledRaster } from '../raster/types.js';
import { type PreparedShape, shapeContains, shapeMask } from './shape-mask.js';
import { colorLookup, type TilePalette } from './tile-palette.js';
import { TILE_SIZE, type TileAddress, tileLonLatBounds, tilePixelCentres } from './web-mercator.js';

/** A raster at full resolution and its overviews, finest first (a COG as `openCog` opens it). */
export interface RasterPyramid extends TiledRaster {
  readonly overviews: readonly TiledRaster[];
}

export interface RenderTileOptions {
  /** Pixels outside it stay transparent; null or absent: no mask. */
  shape?: PreparedShape | null;
  signal?: AbortSignal;
}

const MERCATOR_CODES = new Set([3857, 3785, 900913, 102100]);

/**
 * One 256 px XYZ map tile of a single-band raster, coloured by its legend's palette: RGBA bytes,
 * row by row, or null when every pixel is transparent (outside the raster, outside the shape, no
 * data, or values the palette does not colour). Nearest neighbour, reading the coarsest overview
 * that is still at least as fine as the tile, and only the source tiles the map tile covers.
 */
export async function renderTile(
  raster: RasterPyramid,
  tile: TileAddress,
  palette: TilePalette,
  options: RenderTileOptions = {},
): Promise<Uint8Array | null> {
  if (!overlaps(rasterLonLatBounds(raster), tileLonLatBounds(tile))) return null;
  const centres = tilePixelCentres(tile);
  const mask =
    options.shape === null || options.shape === undefined
      ? undefined
      : shapeMask(options.shape, centres.longitudes, centres.latitudes);
  if (mask === null) return null;
  const grid = sourceGrid(raster, centres);
  const image = pickImage(raster, grid);
  const pixels = sourcePixels(image, grid, mask);
  if (pixels.tiles.size === 0) return null;
  const tiles = await readTiles(image.raster, pixels.tiles, options.signal);
  return colorPixels(image.raster, pixels.index, tiles, palette);
}

type Bounds = [west: number, south: number, east: number, north: number];

const overlaps = (a: Bounds, b: Bounds) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

/** Fractional full-resolution (column, row) of every pixel centre, row-major. */
interface SourceGrid {
  columns: Float64Array;
  rows: Float64Array;
}

function sourceGrid(raster: TiledRaster, centres: ReturnType<typeof tilePixelCentres>): SourceGrid {
  const size = TILE_SIZE;
  const columns = new Float64Array(size * size);
  const rows = new Float64Array(size * size);
  const toPixel = pixelOf(raster.geoTransform);
  const code = epsgCode(raster.crs);
  const projected = !isGeographic(raster.crs) && !(code !== null && MERCATOR_CODES.has(code));
  const [xs, ys] = isGeographic(raster.crs)
    ? [centres.longitudes, centres.latitudes]
    : [centres.mercatorX, centres.mercatorY];
  const converter = projected ? lonLatConverter(raster.crs) : null;
  const point: [number, number] = [0, 0];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let x = xs[column] as number;
      let y = ys[row] as number;
      if (converter) {
        [x, y] = converter.forward([
          centres.longitudes[column] as number,
          centres.latitudes[row] as number,
        ]);
      }
      toPixel(x, y, point);
      columns[row * size + column] = point[0];
      rows[row * size + column] = point[1];
    }
  }
  return { columns, rows };
}

/** The inverse of the geotransform: (x, y) in the raster's CRS -> fractional (column, row). */
function pixelOf(t: TiledRaster['geoTransform']) {
  const [x0, a, b, y0, d, e] = t;
  const determinant = a * e - b * d;
  return (x: number, y: number, out: [number, number]) => {
    const dx = x - x0;
    const dy = y - y0;
    out[0] = (e * dx - b * dy) / determinant;
    out[1] = (-d * dx + a * dy) / determinant;
  };
}

interface PickedImage {
  raster: TiledRaster;
  scaleX: number;
  scaleY: number;
}

/**
 * The coarsest image whose pixels are no larger than the map tile's: the full-resolution image
 * pixels one map pixel spans, measured across the tile's middle row and column.
 */
function pickImage(raster: RasterPyramid, grid: SourceGrid): PickedImage {
  const size = TILE_SIZE;
  const middle = (size / 2) * size;
  const across = Math.hypot(
    (grid.columns[middle + size - 1] as number) - (grid.columns[middle] as number),
    (grid.rows[middle + size - 1] as number) - (grid.rows[middle] as number),
  );
  const down = Math.hypot(
    (grid.columns[size * (size - 1) + size / 2] as number) - (grid.columns[size / 2] as number),
    (grid.rows[size * (size - 1) + size / 2] as number) - (grid.rows[size / 2] as number),
  );
  const span = Math.min(across, down) / (size - 1);
  let picked: PickedImage = { raster, scaleX: 1, scaleY: 1 };
  for (const overview of raster.overviews) {
    const scaleX = raster.width / overview.width;
    const scaleY = raster.height / overview.height;
    if (Math.max(scaleX, scaleY) > span) break;
    picked = { raster: overview, scaleX, scaleY };
  }
  return picked;
}

/**
 * Per map pixel, the index `row * width + column` of its source pixel in the picked image (-1
 * outside it or outside the mask), and the source tiles those fall in.
 */
function sourcePixels(image: PickedImage, grid: SourceGrid, mask: Uint8Array | undefined) {
  const { raster, scaleX, scaleY } = image;
  const index = new Int32Array(grid.columns.length).fill(-1);
  const tiles = new Set<number>();
  const across = Math.ceil(raster.width / raster.tileWidth);
  let lastTile = -1;
  for (let pixel = 0; pixel < index.length; pixel++) {
    if (mask && mask[pixel] === 0) continue;
    const column = Math.floor((grid.columns[pixel] as number) / scaleX);
    const row = Math.floor((grid.rows[pixel] as number) / scaleY);
    if (column < 0 || row < 0 || column >= raster.width || row >= raster.height) continue;
    index[pixel] = row * raster.width + column;
    const tile =
      Math.floor(row / raster.tileHeight) * across + Math.floor(column / raster.tileWidth);
    if (tile !== lastTile) {
      tiles.add(tile);
      lastTile = tile;
    }
  }
  return { index, tiles };
}

/** The source tiles, requested in one tick so the COG reader coalesces their byte ranges. */
async function readTiles(
  raster: TiledRaster,
  wanted: Set<number>,
  signal: AbortSignal | undefined,
): Promise<Map<number, RasterArray>> {
  const across = Math.ceil(raster.width / raster.tileWidth);
  const entries = await Promise.all(
    [...wanted].map(async (tile) => {
      const data = await raster.readTile(tile % across, Math.floor(tile / across), signal);
      return [tile, data] as const;
    }),
  );
  return new Map(entries);
}

function colorPixels(
  raster: TiledRaster,
  index: Int32Array,
  tiles: Map<number, RasterArray>,
  palette: TilePalette,
): Uint8Array | null {
  const { width, tileWidth, tileHeight, noData } = raster;
  const across = Math.ceil(raster.width / tileWidth);
  const colorOf = colorLookup(palette);
  const rgba = new Uint8Array(index.length * 4);
  let painted = 0;
  for (let pixel = 0; pixel < index.length; pixel++) {
    const source = index[pixel] as number;
    if (source < 0) continue;
    const row = Math.floor(source / width);
    const column = source - row * width;
    const tileRow = Math.floor(row / tileHeight);
    const tileColumn = Math.floor(column / tileWidth);
    const data = tiles.get(tileRow * across + tileColumn);
    if (!data) continue;
    const value = data[
      (row - tileRow * tileHeight) * tileWidth + (column - tileColumn * tileWidth)
    ] as number;
    if (value === noData || Number.isNaN(value)) continue;
    const color = colorOf(value);
    if (color === 0) continue;
    const at = pixel * 4;
    rgba[at] = color & 255;
    rgba[at + 1] = (color >>> 8) & 255;
    rgba[at + 2] = (color >>> 16) & 255;
    rgba[at + 3] = color >>> 24;
    painted++;
  }
  return painted > 0 ? rgba : null;
}

/**
 * The raster's value at a WGS 84 point at full resolution; null outside the raster, outside the
 * shape (when given), or where it holds no data.
 */
export async function sampleRaster(
  raster: TiledRaster,
  lon: number,
  lat: number,
  options: RenderTileOptions = {},
): Promise<number | null> {
  if (options.shape && !shapeContains(options.shape, lon, lat)) return null;
  const [x, y] = toRasterCrs(raster.crs, lon, lat);
  const point: [number, number] = [0, 0];
  pixelOf(raster.geoTransform)(x, y, point);
  const column = Math.floor(point[0]);
  const row = Math.floor(point[1]);
  if (column < 0 || row < 0 || column >= raster.width || row >= raster.height) return null;
  const tileX = Math.floor(column / raster.tileWidth);
  const tileY = Math.floor(row / raster.tileHeight);
  const data = await raster.readTile(tileX, tileY, options.signal);
  const value = data[
    (row - tileY * raster.tileHeight) * raster.tileWidth + (column - tileX * raster.tileWidth)
  ] as number;
  return value === raster.noData || Number.isNaN(value) ? null : value;
}

function toRasterCrs(crs: string, lon: number, lat: number): [number, number] {
  if (isGeographic(crs)) return [lon, lat];
  return lonLatConverter(crs).forward([lon, lat]) as [number, number];
}

/** The raster's WGS 84 bounds `[west, south, east, north]` (its edges sampled, for projected CRSs). */
export function rasterLonLatBounds(raster: TiledRaster): Bounds {
  const [x0, a, b, y0, d, e] = raster.geoTransform;
  const corner = (column: number, row: number): [number, number] => [
    x0 + column * a + row * b,
    y0 + column * d + row * e,
  ];
  const points: [number, number][] = [];
  const steps = isGeographic(raster.crs) ? 1 : 8;
  for (let step = 0; step <= steps; step++) {
    const f = step / steps;
    points.push(
      corner(f * raster.width, 0),
      corner(f * raster.width, raster.height),
      corner(0, f * raster.height),
      corner(raster.width, f * raster.height),
    );
  }
  const lonLat = isGeographic(raster.crs)
    ? points
    : points.map((p) => lonLatConverter(raster.crs).inverse(p) as [number, number]);
  const lons = lonLat.map((p) => p[0]);
  const lats = lonLat.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
