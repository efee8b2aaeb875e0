import { describe, expect, it } from 'vitest';
import type { GeoTransform, TiledRaster } from '../../src/raster/types.js';
import { expandCogTemplate } from '../../src/sources/catalogue/cog-template.js';
import { mosaicTiledRaster } from '../../src/sources/catalogue/mosaic-raster.js';

/** A float32 raster of `width` x `height` cut into `tile` x `tile` tiles, edge tiles padded. */
function tiled(
  values: number[][],
  geoTransform: GeoTransform,
  tile: number,
  noData: number | null = -1,
  crs = 'EPSG:32613',
): TiledRaster {
  const height = values.length;
  const width = values[0]?.length ?? 0;
  return {
    width,
    height,
    tileWidth: tile,
    tileHeight: tile,
    geoTransform,
    crs,
    noData,
    dataType: 'float32',
    async readTile(tileX, tileY) {
      const out = new Float32Array(tile * tile).fill(-999); // padding must never be copied
      for (let y = 0; y < tile; y++) {
        for (let x = 0; x < tile; x++) {
          const value = values[tileY * tile + y]?.[tileX * tile + x];
          if (value !== undefined) out[y * tile + x] = value;
        }
      }
      return out;
    },
  };
}

/** Every pixel of a tiled raster, row by row. */
async function pixels(raster: TiledRaster): Promise<number[][]> {
  const rows = Array.from({ length: raster.height }, () => new Array<number>(raster.width));
  for (let tileY = 0; tileY * raster.tileHeight < raster.height; tileY++) {
    for (let tileX = 0; tileX * raster.tileWidth < raster.width; tileX++) {
      const tile = await raster.readTile(tileX, tileY);
      for (let y = 0; y < raster.tileHeight; y++) {
        for (let x = 0; x < raster.tileWidth; x++) {
          const row = rows[tileY * raster.tileHeight + y];
          const column = tileX * raster.tileWidth + x;
          if (row && column < raster.width) row[column] = tile[y * raster.tileWidth + x] as number;
        }
      }
    }
  }
  return rows;
}

// 30 m UTM pixels; A's top-left corner at (500000, 4000000).
const A = [
  [1, 2, 3, 4],
  [5, -1, 7, 8],
  [9, 10, 11, 12],
];
const B = [
  [21, 22, 23],
  [24, 25, 26],
];

describe('mosaicTiledRaster', () => {
  it('places side-by-side tiles on one grid', async () => {
    const a = tiled(A, [500_000, 30, 0, 4_000_000, 0, -30], 3);
    const b = tiled(B, [500_120, 30, 0, 4_000_000, 0, -30], 2); // starts 4 pixels east
    const mosaic = mosaicTiledRaster([a, b]);
    expect([mosaic.width, mosaic.height, mosaic.tileWidth]).toEqual([7, 3, 3]);
    expect(mosaic.geoTransform).toEqual([500_000, 30, 0, 4_000_000, 0, -30]);
    expect(await pixels(mosaic)).toEqual([
      [1, 2, 3, 4, 21, 22, 23],
      [5, -1, 7, 8, 24, 25, 26],
      [9, 10, 11, 12, -1, -1, -1],
    ]);
  });

  it('lets the first source with data win where they overlap', async () => {
    const a = tiled(A, [500_000, 30, 0, 4_000_000, 0, -30], 2);
    // B one pixel east and one south of A's top-left: over A's no-data pixel at (1, 1).
    const b = tiled(B, [500_030, 30, 0, 3_999_970, 0, -30], 2);
    expect(await pixels(mosaicTiledRaster([a, b]))).toEqual([
      [1, 2, 3, 4],
      [5, 21, 7, 8],
      [9, 10, 11, 12],
    ]);
    expect((await pixels(mosaicTiledRaster([b, a])))[1]).toEqual([5, 21, 22, 23]);
  });

  it('fills pixels no source covers with the chosen no-data value', async () => {
    const a = tiled([[1]], [0, 1, 0, 2, 0, -1], 1, null, 'EPSG:4326');
    const b = tiled([[2]], [1, 1, 0, 1, 0, -1], 1, null, 'EPSG:4326');
    const gapless = mosaicTiledRaster([a, b]);
    expect(gapless.noData).toBeNull();
    expect(await pixels(gapless)).toEqual([
      [1, 0],
      [0, 2],
    ]);
    const marked = mosaicTiledRaster([a, b], { noData: 255 });
    expect(marked.noData).toBe(255);
    expect(await pixels(marked)).toEqual([
      [1, 255],
      [255, 2],
    ]);
  });

  it('refuses sources on different CRS, pixel sizes or lattices', () => {
    const a = tiled(A, [500_000, 30, 0, 4_000_000, 0, -30], 3);
    const otherZone = tiled(B, [500_000, 30, 0, 4_000_000, 0, -30], 3, -1, 'EPSG:32614');
    const coarser = tiled(B, [500_000, 60, 0, 4_000_000, 0, -60], 3);
    const halfPixel = tiled(B, [500_015, 30, 0, 4_000_000, 0, -30], 3);
    expect(() => mosaicTiledRaster([a, otherZone])).toThrow(
      'Cannot mosaic rasters with CRS EPSG:32614 and EPSG:32613',
    );
    expect(() => mosaicTiledRaster([a, coarser])).toThrow('pixel sizes 60 x -60 and 30 x -30');
    expect(() => mosaicTiledRaster([a, halfPixel])).toThrow('offset by 0.5000 pixels');
  });
});

describe('expandCogTemplate', () => {
  const dem =
    'https://copernicus-dem-30m.s3.amazonaws.com/Copernicus_DSM_COG_10_{lat}_00_{lon}_00_DEM/Copernicus_DSM_COG_10_{lat}_00_{lon}_00_DEM.tif';

  it('names the 1-degree Copernicus DEM tiles under a box, north first', () => {
    const urls = expandCogTemplate(dem, [-75.5, 44.8, -74.5, 45.2], undefined, 1);
    expect(urls.map((url) => url.split('/')[3])).toEqual([
      'Copernicus_DSM_COG_10_N45_00_W076_00_DEM',
      'Copernicus_DSM_COG_10_N45_00_W075_00_DEM',
      'Copernicus_DSM_COG_10_N44_00_W076_00_DEM',
      'Copernicus_DSM_COG_10_N44_00_W075_00_DEM',
    ]);
  });

  it('names 3-degree WorldCover tiles south of the equator and east of Greenwich', () => {
    const template = 'v200/{year}/map/ESA_WorldCover_10m_{year}_v200_{tile}_Map.tif';
    expect(expandCogTemplate(template, [13.2, -4.5, 13.4, -4.1], 2021, 3)).toEqual([
      'v200/2021/map/ESA_WorldCover_10m_2021_v200_S06E012_Map.tif',
    ]);
  });

  it('splits a box across the antimeridian and refuses a continent', () => {
    expect(expandCogTemplate('{tile}', [179.5, -17.5, -179.5, -17.2], undefined, 1)).toEqual([
      'S18E179',
      'S18W180',
    ]);
    expect(() => expandCogTemplate('{tile}', [-20, -35, 50, 35], undefined, 1)).toThrow(
      'The area needs 4900 tiles of 1 degrees; the limit is 256',
    );
  });

  it('fills a monthly template (CHIRPS-style names) with the year and a two-digit month', () => {
    const template = 'https://data.example/chirps-v2.0.{year}.{month}.cog';
    expect(expandCogTemplate(template, [-107.5, 44.4, -107.4, 44.6], 1993, undefined, 3)).toEqual([
      'https://data.example/chirps-v2.0.1993.03.cog',
    ]);
    expect(expandCogTemplate(template, [-107.5, 44.4, -107.4, 44.6], 1993, undefined, 11)).toEqual([
      'https://data.example/chirps-v2.0.1993.11.cog',
    ]);
  });
});
