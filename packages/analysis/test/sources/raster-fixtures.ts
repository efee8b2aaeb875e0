import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeCog } from '../../src/raster/cog-writer.js';
import type { InMemoryRaster } from '../../src/raster/types.js';

export const STAC_FIXTURES = fileURLToPath(new URL('../fixtures/stac/', import.meta.url));

/** Pixel value of every tile of the fixture catalogue, by item id. */
export const TILE_VALUES = {
  'lulc-2020-N31W106': 10,
  'lulc-2020-N31W105': 20,
  'lulc-2019-N31W106': 30,
  'lulc-2020-N30W106': 40,
} as const;
export type TileId = keyof typeof TILE_VALUES;

export const NO_DATA = 255;

/**
 * A 1-degree uint8 tile of 100 x 100 pixels of 0.01 degree with its south-west corner at
 * (west, south), all `value`, except its last column (`value + 1`, to see the seam of a
 * mosaic) and its top-left pixel (no data).
 */
export function oneDegreeTile(west: number, south: number, value: number): InMemoryRaster {
  const data = new Uint8Array(100 * 100).fill(value);
  for (let row = 0; row < 100; row++) data[row * 100 + 99] = value + 1;
  data[0] = NO_DATA;
  return {
    width: 100,
    height: 100,
    geoTransform: [west, 0.01, 0, south + 1, 0, -0.01],
    crs: 'EPSG:4326',
    noData: NO_DATA,
    dataType: 'uint8',
    data,
  };
}

/** The fixture catalogue's tile `id` as COG bytes (32-pixel internal tiles). */
export function tileCog(id: TileId): Uint8Array {
  const match = /N(\d+)W(\d+)$/.exec(id);
  const south = Number(match?.[1]);
  const west = -Number(match?.[2]);
  return encodeCog(oneDegreeTile(west, south, TILE_VALUES[id]), { tileSize: 32 });
}

/** A copy of the STAC fixture catalogue in a temporary folder, with each item's COG beside it. */
export async function stacCatalogueOnDisk(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ecotone-stac-'));
  await cp(STAC_FIXTURES, folder, { recursive: true });
  for (const id of Object.keys(TILE_VALUES) as TileId[]) {
    await writeFile(join(folder, 'demo-lulc', id, `${id}.tif`), tileCog(id));
  }
  return folder;
}
