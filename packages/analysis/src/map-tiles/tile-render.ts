import { epsgCode, isGeographic, lonLatConverter } from '../raster/crs.js';
import type { RasterArray, TiledRaster } from '../raster/types.js';
import { type PreparedShape, shapeContains, shapeMask } from './shape-mask.js';
import { colorLookup, type TilePalette } from './tile-palette.js';
import {
  mercatorToLatitude,
  mercatorToLongitude,
  TILE_SIZE,
  type TileAddress,
  tileLonLatBounds,
  tilePixelCentres,
} from './web-mercator.js';

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
  if (pixels.tiles.length === 0) return null;
  const colorOf = colorLookup(palette, image.raster.dataType);
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4);
  let painted = 0;
  // Zoomed far out over a large raster without overviews, a map tile touches every source tile:
  // they are read a batch at a time, so memory stays bounded (16 float64 tiles of 512 px: 32 MB).
  for (let first = 0; first < pixels.tiles.length; first += TILES_AT_ONCE) {
    const batch = pixels.tiles.slice(first, first + TILES_AT_ONCE);
    const tiles = await readTiles(image.raster, batch, options.signal);
    painted += colorPixels(image.raster.noData, pixels, first, tiles, colorOf, rgba);
  }
  return painted > 0 ? rgba : null;
}

const TILES_AT_ONCE = 16;

type Bounds = [west: number, south: number, east: number, north: number];

const overlaps = (a: Bounds, b: Bounds) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

/**
 * Fractional full-resolution (column, row) of the pixel centres. North-up rasters in lon/lat or
 * Web Mercator are separable: the column depends only on the map column and the row only on the
 * map row (256 values each); any other grid or CRS has one pair per pixel (row-major).
 */
interface SourceGrid {
  separable: boolean;
  columns: Float64Array;
  rows: Float64Array;
}

function sourceGrid(raster: TiledRaster, centres: ReturnType<typeof tilePixelCentres>): SourceGrid {
  const size = TILE_SIZE;
  const toPixel = pixelOf(raster.geoTransform);
  const code = epsgCode(raster.crs);
  const geographic = isGeographic(raster.crs);
  const mercator = code !== null && MERCATOR_CODES.has(code);
  const [xs, ys] = geographic
    ? [centres.longitudes, centres.latitudes]
    : [centres.mercatorX, centres.mercatorY];
  const point: [number, number] = [0, 0];
  const [, , b, , d] = raster.geoTransform;
  if ((geographic || mercator) && b === 0 && d === 0) {
    const columns = new Float64Array(size);
    const rows = new Float64Array(size);
    for (let index = 0; index < size; index++) {
      toPixel(xs[index] as number, ys[index] as number, point);
      columns[index] = point[0];
      rows[index] = point[1];
    }
    return { separable: true, columns, rows };
  }
  if (!geographic && !mercator) return projectedGrid(raster, centres, toPixel);
  const columns = new Float64Array(size * size);
  const rows = new Float64Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      toPixel(xs[column] as number, ys[row] as number, point);
      columns[row * size + column] = point[0];
      rows[row * size + column] = point[1];
    }
  }
  return { separable: false, columns, rows };
}

/** Pixels between the exactly projected points of `projectedGrid`. */
const GRID_STEP = 16;

/**
 * A raster in another CRS (UTM, ...): proj4 at every 16th pixel (17 x 17 points) and bilinear
 * interpolation between them, as GDAL's approximate transformer does; over a map tile these
 * projections bend by far less than a pixel, and it is many times faster than proj4 per pixel.
 */
function projectedGrid(
  raster: TiledRaster,
  centres: ReturnType<typeof tilePixelCentres>,
  toPixel: ReturnType<typeof pixelOf>,
): SourceGrid {
  const size = TILE_SIZE;
  const converter = lonLatConverter(raster.crs);
  const points = size / GRID_STEP + 1;
  const x0 = centres.mercatorX[0] as number;
  const y0 = centres.mercatorY[0] as number;
  const pixelSize = (centres.mercatorX[1] as number) - x0;
  const knotColumns = new Float64Array(points * points);
  const knotRows = new Float64Array(points * points);
  const point: [number, number] = [0, 0];
  for (let gy = 0; gy < points; gy++) {
    const lat = mercatorToLatitude(y0 - gy * GRID_STEP * pixelSize);
    for (let gx = 0; gx < points; gx++) {
      const lon = mercatorToLongitude(x0 + gx * GRID_STEP * pixelSize);
      const [x, y] = converter.forward([lon, lat]);
      toPixel(x, y, point);
      knotColumns[gy * points + gx] = point[0];
      knotRows[gy * points + gx] = point[1];
    }
  }
  const columns = new Float64Array(size * size);
  const rows = new Float64Array(size * size);
  for (let row = 0; row < size; row++) {
    const gy = Math.floor(row / GRID_STEP);
    const ty = (row - gy * GRID_STEP) / GRID_STEP;
    for (let column = 0; column < size; column++) {
      const gx = Math.floor(column / GRID_STEP);
      const tx = (column - gx * GRID_STEP) / GRID_STEP;
      const at = gy * points + gx;
      const pixel = row * size + column;
      columns[pixel] = bilinear(knotColumns, at, points, tx, ty);
      rows[pixel] = bilinear(knotRows, at, points, tx, ty);
    }
  }
  return { separable: false, columns, rows };
}

function bilinear(knots: Float64Array, at: number, points: number, tx: number, ty: number): number {
  const top = (knots[at] as number) * (1 - tx) + (knots[at + 1] as number) * tx;
  const bottom =
    (knots[at + points] as number) * (1 - tx) + (knots[at + points + 1] as number) * tx;
  return top * (1 - ty) + bottom * ty;
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
  const last = size - 1;
  let across: number;
  let down: number;
  if (grid.separable) {
    across = Math.abs((grid.columns[last] as number) - (grid.columns[0] as number));
    down = Math.abs((grid.rows[last] as number) - (grid.rows[0] as number));
  } else {
    const middle = (size / 2) * size;
    const column = size / 2;
    const { columns, rows } = grid;
    across = Math.hypot(
      (columns[middle + last] as number) - (columns[middle] as number),
      (rows[middle + last] as number) - (rows[middle] as number),
    );
    down = Math.hypot(
      (columns[size * last + column] as number) - (columns[column] as number),
      (rows[size * last + column] as number) - (rows[column] as number),
    );
  }
  const span = Math.min(across, down) / last;
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
 * Per map pixel, which source tile holds its source pixel (`slot`, an index into `tiles`; -1
 * outside the picked image or the mask) and where in that tile (`offset`).
 */
interface SourcePixels {
  slot: Int32Array;
  offset: Int32Array;
  /** Source tile numbers `tileY * across + tileX`, in slot order. */
  tiles: number[];
}

function sourcePixels(
  image: PickedImage,
  grid: SourceGrid,
  mask: Uint8Array | undefined,
): SourcePixels {
  const { raster, scaleX, scaleY } = image;
  const { width, height, tileWidth, tileHeight } = raster;
  const across = Math.ceil(width / tileWidth);
  const size = TILE_SIZE;
  const slot = new Int32Array(size * size).fill(-1);
  const offset = new Int32Array(size * size);
  const slots = new Map<number, number>();
  const tiles: number[] = [];
  const slotOf = (tile: number) => {
    let found = slots.get(tile);
    if (found === undefined) {
      found = tiles.length;
      slots.set(tile, found);
      tiles.push(tile);
    }
    return found;
  };
  const columnAt = (value: number) => Math.floor(value / scaleX);
  const rowAt = (value: number) => Math.floor(value / scaleY);
  if (grid.separable) {
    const columns = Int32Array.from(grid.columns, columnAt);
    const rows = Int32Array.from(grid.rows, rowAt);
    for (let row = 0; row < size; row++) {
      const sourceRow = rows[row] as number;
      if (sourceRow < 0 || sourceRow >= height) continue;
      const tileRow = Math.floor(sourceRow / tileHeight);
      const rowOffset = (sourceRow - tileRow * tileHeight) * tileWidth;
      let lastTile = -1;
      let lastSlot = -1;
      for (let column = 0; column < size; column++) {
        const pixel = row * size + column;
        if (mask && mask[pixel] === 0) continue;
        const sourceColumn = columns[column] as number;
        if (sourceColumn < 0 || sourceColumn >= width) continue;
        const tileColumn = Math.floor(sourceColumn / tileWidth);
        const tile = tileRow * across + tileColumn;
        if (tile !== lastTile) {
          lastTile = tile;
          lastSlot = slotOf(tile);
        }
        slot[pixel] = lastSlot;
        offset[pixel] = rowOffset + sourceColumn - tileColumn * tileWidth;
      }
    }
    return { slot, offset, tiles };
  }
  for (let pixel = 0; pixel < size * size; pixel++) {
    if (mask && mask[pixel] === 0) continue;
    const sourceColumn = columnAt(grid.columns[pixel] as number);
    const sourceRow = rowAt(grid.rows[pixel] as number);
    // Written so that NaN (a point the projection cannot map) is outside too.
    if (!(sourceColumn >= 0 && sourceRow >= 0 && sourceColumn < width && sourceRow < height))
      continue;
    const tileColumn = Math.floor(sourceColumn / tileWidth);
    const tileRow = Math.floor(sourceRow / tileHeight);
    slot[pixel] = slotOf(tileRow * across + tileColumn);
    offset[pixel] =
      (sourceRow - tileRow * tileHeight) * tileWidth + sourceColumn - tileColumn * tileWidth;
  }
  return { slot, offset, tiles };
}

/** The source tiles, requested in one tick so the COG reader coalesces their byte ranges. */
function readTiles(
  raster: TiledRaster,
  tiles: number[],
  signal: AbortSignal | undefined,
): Promise<RasterArray[]> {
  const across = Math.ceil(raster.width / raster.tileWidth);
  return Promise.all(
    tiles.map((tile) => raster.readTile(tile % across, Math.floor(tile / across), signal)),
  );
}

/** Colours the pixels whose source tiles are `tiles` (slots from `first`); answers how many. */
function colorPixels(
  noData: number | null,
  pixels: SourcePixels,
  first: number,
  tiles: RasterArray[],
  colorOf: (value: number) => number,
  rgba: Uint8Array,
): number {
  const { slot, offset } = pixels;
  let painted = 0;
  for (let pixel = 0; pixel < slot.length; pixel++) {
    const tile = (slot[pixel] as number) - first;
    if (tile < 0 || tile >= tiles.length) continue;
    const value = (tiles[tile] as RasterArray)[offset[pixel] as number] as number;
    if (value === noData) continue;
    const color = colorOf(value);
    if (color === 0) continue;
    const at = pixel * 4;
    rgba[at] = color & 255;
    rgba[at + 1] = (color >>> 8) & 255;
    rgba[at + 2] = (color >>> 16) & 255;
    rgba[at + 3] = color >>> 24;
    painted++;
  }
  return painted;
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
  const converter = isGeographic(raster.crs) ? null : lonLatConverter(raster.crs);
  const lonLat = converter
    ? points.map((point) => converter.inverse(point) as [number, number])
    : points;
  const lons = lonLat.map((p) => p[0]);
  const lats = lonLat.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
