/**
 * The map-tile compute tasks (shape-pool threads; docs/map-tiles.md): a stored raster layer
 * rendered as a PNG tile, described, or sampled at a point. Each thread keeps its own small,
 * bounded caches: opened COGs (by location), decoded source tiles (by bytes) and prepared
 * shapes (by key), so neighbouring tiles of one layer read and parse each file once and a
 * shape's coordinates cross to the thread once, not with every tile. A task answers `missing`
 * rather than failing when the file is gone or it lacks the shape: errors lose their class
 * between threads, and the caller acts on both (404; the same task again with the coordinates).
 */

import { stat } from 'node:fs/promises';

import type { RasterArray, TiledRaster } from '@ecotone/analysis';
import {
  type CogRaster,
  encodePng,
  MissingSourceError,
  openCog,
  type PreparedShape,
  prepareShape,
  type RasterPyramid,
  rasterLonLatBounds,
  renderTile,
  sampleRaster,
  TILE_SIZE,
  type TileAddress,
  type TilePalette,
  transparentPng,
} from '@ecotone/analysis/node';
import { moved } from '../compute/moved.js';
import { LruCache } from './lru-cache.js';

/** A stored raster layer as a thread reads it. */
export interface MapLayerSource {
  /** A file path or a presigned URL (FileStorage.readLocation). */
  location: string;
  /**
   * The analysed shape under a stable key (its shapefile id: stored shapes never change); null:
   * no mask. `coordinates` (a MultiPolygon's) only when the thread answered `missing: 'shape'`.
   */
  shape: { key: string; coordinates?: number[][][][] } | null;
}

/** What a task did not find: the layer's file (gone: 404), or the shape under its key. */
export interface MissingInput {
  missing: 'file' | 'shape';
}

export interface MapTileInput extends MapLayerSource {
  tile: TileAddress;
  palette: TilePalette | null;
}

export type MapTileOutput =
  | {
      missing: null;
      png: Uint8Array;
      /** True when every pixel is transparent (outside the data or the shape). */
      empty: boolean;
    }
  | MissingInput;

export async function renderMapTile(input: MapTileInput): Promise<MapTileOutput> {
  const clear = { missing: null, png: transparentPng(TILE_SIZE), empty: true } as const;
  if (!input.palette) return clear;
  const { palette } = input;
  const shape = preparedShape(input.shape);
  if (shape === undefined) return { missing: 'shape' };
  return whileThere(input.location, async (raster) => {
    const rgba = await renderTile(raster, input.tile, palette, { shape });
    if (!rgba) return clear;
    const png = encodePng(rgba, TILE_SIZE, TILE_SIZE);
    return moved({ missing: null, png, empty: false }, png.buffer);
  });
}

export interface RasterDescription {
  missing: null;
  extent: [number, number, number, number];
  width: number;
  height: number;
  crs: string;
  dataType: string;
  noData: number | null;
  /** The first zoom whose map pixels are no wider than the raster's (where all its detail shows). */
  nativeZoom: number;
}

export async function describeRaster(input: {
  location: string;
}): Promise<RasterDescription | MissingInput> {
  return whileThere(input.location, async (raster) => {
    const extent = rasterLonLatBounds(raster);
    const degreesPerPixel = (extent[2] - extent[0]) / raster.width;
    const nativeZoom = Math.ceil(Math.log2(360 / (TILE_SIZE * degreesPerPixel)));
    return {
      missing: null,
      extent,
      width: raster.width,
      height: raster.height,
      crs: raster.crs,
      dataType: raster.dataType,
      noData: raster.noData,
      nativeZoom: Math.max(0, Math.min(24, nativeZoom)),
    };
  });
}

export async function sampleMapLayer(
  input: MapLayerSource & { lng: number; lat: number },
): Promise<{ missing: null; value: number | null } | MissingInput> {
  const shape = preparedShape(input.shape);
  if (shape === undefined) return { missing: 'shape' };
  return whileThere(input.location, async (raster) => ({
    missing: null,
    value: await sampleRaster(raster, input.lng, input.lat, { shape }),
  }));
}

/**
 * An opened COG and which version of the file it is: a local file is checked (one `stat`) before
 * each use, because an open handle keeps reading a deleted or replaced file; a URL is not (a
 * `HEAD` per tile is what the caller's kept read locations avoid): a deleted object shows when a
 * read answers 404.
 */
interface OpenedFile {
  version: string;
  cog: Promise<CogRaster>;
}

const closeFile = (file: OpenedFile) => {
  void file.cog.then((opened) => opened.close()).catch(() => undefined);
};
/** Few layers are on screen at once; each open COG holds a file handle and its header. */
const openCogs = new LruCache<string, OpenedFile>(8, () => 1, closeFile);
/** 32 MB of decoded source tiles (a 512 px float64 tile is 2 MB). */
const decodedTiles = new LruCache<string, RasterArray>(32 * 1024 * 1024, (tile) => tile.byteLength);
const shapes = new LruCache<string, PreparedShape>(16, () => 1);

const REMOTE = /^https?:\/\//i;

/** Runs `work` on the opened raster; `missing: 'file'` when the file is not there (any more). */
async function whileThere<T>(
  location: string,
  work: (raster: RasterPyramid) => Promise<T>,
): Promise<T | MissingInput> {
  try {
    const raster = await openedRaster(location);
    if (raster) return await work(raster);
  } catch (error) {
    if (!(error instanceof MissingSourceError)) throw error;
  }
  forget(location);
  return { missing: 'file' };
}

function forget(location: string): void {
  const file = openCogs.get(location);
  if (!file) return;
  openCogs.delete(location);
  closeFile(file);
}

/** The file's identity now: inode, size and modification time; '' for a URL; null: no file. */
async function versionOf(location: string): Promise<string | null> {
  if (REMOTE.test(location)) return '';
  try {
    const stats = await stat(location);
    return stats.isFile() ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

async function openedRaster(location: string): Promise<RasterPyramid | null> {
  const version = await versionOf(location);
  if (version === null) return null;
  let file = openCogs.get(location);
  if (file && file.version !== version) {
    forget(location);
    file = undefined;
  }
  if (!file) {
    const cog = openCog(location);
    file = { version, cog };
    openCogs.set(location, file);
    // A file that cannot be opened is not cached: the next request tries again.
    const opening = file;
    cog.catch(() => {
      if (openCogs.get(location) === opening) openCogs.delete(location);
    });
  }
  const opened = await file.cog;
  const key = `${location}@${version}`;
  return {
    ...cached(opened, `${key}#0`),
    overviews: opened.overviews.map((overview, index) => cached(overview, `${key}#${index + 1}`)),
  };
}

function cached(raster: TiledRaster, key: string): TiledRaster {
  return {
    ...raster,
    async readTile(tileX, tileY, signal) {
      const tileKey = `${key}:${tileX}:${tileY}`;
      const hit = decodedTiles.get(tileKey);
      if (hit) return hit;
      const tile = await raster.readTile(tileX, tileY, signal);
      decodedTiles.set(tileKey, tile);
      return tile;
    },
  };
}

/** The prepared shape; null: no mask; undefined: this thread lacks it and was not sent it. */
function preparedShape(shape: MapLayerSource['shape']): PreparedShape | null | undefined {
  if (!shape) return null;
  let prepared = shapes.get(shape.key);
  if (!prepared) {
    if (!shape.coordinates) return undefined;
    prepared = prepareShape(shape.coordinates);
    shapes.set(shape.key, prepared);
  }
  return prepared;
}
