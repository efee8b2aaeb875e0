/**
 * The `renderMaskTile` compute task (a shape-pool thread; docs/masks-server.md "API"): a mask's
 * polygons (a preview layer, a stored set's mask or merged union) rasterised onto a 256 px map
 * tile in the layer's fixed colour, transparent elsewhere; the web shows it at
 * MASK_PREVIEW_OPACITY. Each thread keeps the few masks on screen prepared, keyed by storage key
 * and version, so neighbouring tiles read and parse the file once.
 */
import { readFile } from 'node:fs/promises';
import {
  encodePng,
  type PreparedShape,
  parseHexColor,
  prepareShape,
  shapeMask,
  TILE_SIZE,
  type TileAddress,
  tilePixelCentres,
  transparentPng,
} from '@ecotone/analysis/node';
import type { MultiPolygon, Polygon } from 'geojson';
import { LruCache } from '../analysis/lru-cache.js';
import { moved } from '../compute/moved.js';

export interface MaskTileInput {
  /** The mask file's storage key and version: stable while the file is unchanged. */
  key: string;
  /** A file path or a presigned URL (FileStorage.readLocation). */
  location: string;
  tile: TileAddress;
  /** `#rrggbb` (MASK_COLORS). */
  color: string;
}

export type MaskTileOutput =
  | { missing: null; png: Uint8Array; empty: boolean }
  | { missing: 'file' };

// Per thread: prepared masks (null: an empty mask), a handful at once.
const prepared = new LruCache<string, PreparedShape | null>(8, () => 1);

async function maskFile(location: string): Promise<string | null> {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`mask file answered ${response.status}`);
    return response.text();
  }
  try {
    return await readFile(location, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** The mask's polygons as one list of polygon coordinates, prepared for rasterising. */
function preparedMask(text: string): PreparedShape | null {
  const collection = JSON.parse(text) as { features: { geometry: MultiPolygon | Polygon }[] };
  const polygons: number[][][][] = [];
  for (const { geometry } of collection.features) {
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    else polygons.push(...geometry.coordinates);
  }
  return polygons.length > 0 ? prepareShape(polygons) : null;
}

export async function renderMaskTile(input: MaskTileInput): Promise<MaskTileOutput> {
  let shape = prepared.get(input.key);
  if (shape === undefined) {
    const text = await maskFile(input.location);
    if (text === null) return { missing: 'file' };
    shape = preparedMask(text);
    prepared.set(input.key, shape);
  }
  const clear = { missing: null, png: transparentPng(TILE_SIZE), empty: true } as const;
  const color = parseHexColor(input.color);
  if (!shape || !color) return clear;
  const { longitudes, latitudes } = tilePixelCentres(input.tile);
  const inside = shapeMask(shape, longitudes, latitudes);
  if (!inside) return clear;
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4);
  for (let pixel = 0; pixel < inside.length; pixel++) {
    if (inside[pixel]) rgba.set(color, pixel * 4);
  }
  const png = encodePng(rgba, TILE_SIZE, TILE_SIZE);
  return moved({ missing: null, png, empty: false }, png.buffer);
}
