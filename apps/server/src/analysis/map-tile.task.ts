/**
 * The map-tile compute tasks (shape-pool threads; docs/map-tiles.md): a stored raster layer
 * rendered as a PNG tile, described, or sampled at a point. Each thread keeps its own small,
 * bounded caches: opened COGs (by location), decoded source tiles (by bytes) and prepared
 * shapes, so neighbouring tiles of one layer read and parse each file once.
 */

import type { RasterArray, TiledRaster } from '@ecotone/analysis';
import {
  type CogRaster,
  encodePng,
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
  /** The analysed shape (a MultiPolygon's coordinates) under a stable key; null: no mask. */
  shape: { key: string; coordinates: number[][][][] } | null;
}

export interface MapTileInput extends MapLayerSource {
  tile: TileAddress;
  palette: TilePalette | null;
}

export interface MapTileOutput {
  png: Uint8Array;
  /** True when every pixel is transparent (outside the data or the shape). */
  empty: boolean;
}

export async function renderMapTile(input: MapTileInput): Promise<MapTileOutput> {
  if (!input.palette) return { png: transparentPng(TILE_SIZE), empty: true };
  const raster = await openedRaster(input.location);
  const rgba = await renderTile(raster, input.tile, input.palette, {
    shape: preparedShape(input.shape),
  });
  if (!rgba) return { png: transparentPng(TILE_SIZE), empty: true };
  const png = encodePng(rgba, TILE_SIZE, TILE_SIZE);
  return moved({ png, empty: false }, png.buffer);
}

export interface RasterDescription {
  extent: [number, number, number, number];
  width: number;
  height: number;
  crs: string;
  dataType: string;
  noData: number | null;
  /** The first zoom whose map pixels are no wider than the raster's (where all its detail shows). */
  nativeZoom: number;
}

export async function describeRaster(input: { location: string }): Promise<RasterDescription> {
  const raster = await openedRaster(input.location);
  const extent = rasterLonLatBounds(raster);
  const degreesPerPixel = (extent[2] - extent[0]) / raster.width;
  const nativeZoom = Math.ceil(Math.log2(360 / (TILE_SIZE * degreesPerPixel)));
  return {
    extent,
    width: raster.width,
    height: raster.height,
    crs: raster.crs,
    dataType: raster.dataType,
    noData: raster.noData,
    nativeZoom: Math.max(0, Math.min(24, nativeZoom)),
  };
}

export async function sampleMapLayer(
  input: MapLayerSource & { lng: number; lat: number },
): Promise<{ value: number | null }> {
  const raster = await openedRaster(input.location);
  const value = await sampleRaster(raster, input.lng, input.lat, {
    shape: preparedShape(input.shape),
  });
  return { value };
}

/** Few layers are on screen at once; each open COG holds a file handle and its header. */
const openCogs = new LruCache<string, Promise<CogRaster>>(
  8,
  () => 1,
  (cog) => {
    void cog.then((opened) => opened.close()).catch(() => undefined);
  },
);
/** 32 MB of decoded source tiles (a 512 px float64 tile is 2 MB). */
const decodedTiles = new LruCache<string, RasterArray>(32 * 1024 * 1024, (tile) => tile.byteLength);
const shapes = new LruCache<string, PreparedShape>(16, () => 1);

async function openedRaster(location: string): Promise<RasterPyramid> {
  let cog = openCogs.get(location);
  if (!cog) {
    cog = openCog(location);
    openCogs.set(location, cog);
    // A file that cannot be opened is not cached: the next request tries again.
    cog.catch(() => openCogs.delete(location));
  }
  const opened = await cog;
  return {
    ...cached(opened, `${location}#0`),
    overviews: opened.overviews.map((overview, index) =>
      cached(overview, `${location}#${index + 1}`),
    ),
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

function preparedShape(shape: MapLayerSource['shape']): PreparedShape | null {
  if (!shape) return null;
  let prepared = shapes.get(shape.key);
  if (!prepared) {
    prepared = prepareShape(shape.coordinates);
    shapes.set(shape.key, prepared);
  }
  return prepared;
}
