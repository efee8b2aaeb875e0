import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromArrayBuffer } from 'geotiff';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeCog, openCog } from '../../src/raster/index.js';
import type { InMemoryRaster, RasterArray, RasterDataType } from '../../src/raster/types.js';

const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-cog-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const WIDTH = 700;
const HEIGHT = 600;

/** Values that exercise the type's range (negatives, fractions) and differ pixel to pixel. */
function rasterOf(dataType: RasterDataType, crs = 'EPSG:32614'): InMemoryRaster {
  const arrays = {
    uint8: Uint8Array,
    int8: Int8Array,
    uint16: Uint16Array,
    int16: Int16Array,
    uint32: Uint32Array,
    int32: Int32Array,
    float32: Float32Array,
    float64: Float64Array,
  };
  const data = new arrays[dataType](WIDTH * HEIGHT) as RasterArray;
  for (let index = 0; index < data.length; index++) {
    const wave = Math.sin(index / 97) * 1000 + ((index * 7919) % 251);
    data[index] = dataType.startsWith('float') ? wave / 7 : Math.round(wave);
  }
  const geoTransform =
    crs === 'EPSG:4326'
      ? ([-60, 0.001, 0, -29, 0, -0.001] as const)
      : ([499_000, 10, 0, 3_500_000, 0, -10] as const);
  return {
    width: WIDTH,
    height: HEIGHT,
    geoTransform,
    crs,
    noData: dataType.startsWith('u') ? 255 : -99,
    dataType,
    data,
  };
}

function mismatches(a: RasterArray, b: RasterArray): number {
  let count = 0;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) count++;
  return count;
}

const types: RasterDataType[] = [
  'uint8',
  'int8',
  'uint16',
  'int16',
  'uint32',
  'int32',
  'float32',
  'float64',
];

describe('encodeCog', () => {
  it.each(types)(
    'writes %s that geotiff.js reads back exactly, with bbox, GeoKeys and no-data',
    async (dataType) => {
      const raster = rasterOf(dataType);
      const bytes = encodeCog(raster, { tileSize: 256, predictor: true });
      const image = await (await fromArrayBuffer(bytes.slice().buffer)).getImage();
      expect([image.getWidth(), image.getHeight()]).toEqual([WIDTH, HEIGHT]);
      expect(image.getTileWidth()).toBe(256);
      expect(image.getBoundingBox()).toEqual([
        499_000,
        3_500_000 - 6000,
        499_000 + 7000,
        3_500_000,
      ]);
      expect(image.getGeoKeys()).toMatchObject({
        GTModelTypeGeoKey: 1,
        ProjectedCSTypeGeoKey: 32614,
      });
      expect(image.getGDALNoData()).toBe(raster.noData);
      const [values] = (await image.readRasters()) as unknown as [RasterArray];
      expect(values.length).toBe(raster.data.length);
      expect(mismatches(values, raster.data)).toBe(0);
    },
  );

  it('writes geographic GeoKeys, uncompressed tiles and the IFD before the tile data', async () => {
    const raster = rasterOf('uint8', 'EPSG:4326');
    const bytes = encodeCog(raster, { compression: 'none', tileSize: 512 });
    const image = await (await fromArrayBuffer(bytes.slice().buffer)).getImage();
    expect(image.getGeoKeys()).toMatchObject({ GTModelTypeGeoKey: 2, GeographicTypeGeoKey: 4326 });
    expect(image.getBoundingBox()[0]).toBeCloseTo(-60, 12);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(4, true)).toBe(8); // the first IFD right after the header
    expect(bytes.length).toBeGreaterThan(4 * 512 * 512); // 2 x 2 tiles, stored raw
  });
});

describe('openCog on a local file', () => {
  it.each(types)('reads %s tiles, geotransform, CRS and no-data as written', async (dataType) => {
    const raster = rasterOf(dataType);
    const file = path.join(directory, `${dataType}.tif`);
    writeFileSync(file, encodeCog(raster, { tileSize: 256, predictor: dataType !== 'uint8' }));
    const cog = await openCog(file);
    try {
      expect(cog).toMatchObject({
        width: WIDTH,
        height: HEIGHT,
        tileWidth: 256,
        crs: 'EPSG:32614',
        dataType,
      });
      expect(cog.geoTransform).toEqual(raster.geoTransform);
      expect(cog.noData).toBe(raster.noData);
      // The edge tile (2, 2): 188 x 88 pixels of data, padded with no-data.
      const tile = await cog.readTile(2, 2);
      expect(tile.length).toBe(256 * 256);
      for (const [row, column] of [
        [0, 0],
        [87, 187],
        [40, 100],
      ] as const)
        expect(tile[row * 256 + column]).toBe(raster.data[(512 + row) * WIDTH + 512 + column]);
      expect(tile[88 * 256]).toBe(raster.noData);
    } finally {
      await cog.close();
    }
  });

  it('refuses a file that is not a TIFF, permanently', async () => {
    const file = path.join(directory, 'not.tif');
    writeFileSync(file, 'this is not a tiff at all');
    await expect(openCog(file)).rejects.toMatchObject({
      name: 'DataSourceError',
      transient: false,
    });
  });
});
