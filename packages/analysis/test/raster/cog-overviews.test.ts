import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { halve } from '../../src/raster/cog-writer.js';
import { encodeCog, openCog } from '../../src/raster/index.js';
import type { InMemoryRaster, RasterArray } from '../../src/raster/types.js';

const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-cog-overviews-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const grid = (width: number, height: number, data: RasterArray, noData: number | null) =>
  ({
    width,
    height,
    geoTransform: [-105, 0.001, 0, 40, 0, -0.001],
    crs: 'EPSG:4326',
    noData,
    dataType: data instanceof Float32Array ? 'float32' : 'uint8',
    data,
  }) as InMemoryRaster;

/** Classes in patches of 7 x 5 pixels, a no-data corner: 100 x 90 pixels. */
function classes(): InMemoryRaster {
  const data = new Uint8Array(100 * 90);
  for (let row = 0; row < 90; row++)
    for (let column = 0; column < 100; column++)
      data[row * 100 + column] =
        row < 10 && column < 10 ? 0 : 1 + ((Math.floor(column / 7) + Math.floor(row / 5)) % 4);
  return grid(100, 90, data, 0);
}

/**
 * The header and IFD chain of a classic little-endian TIFF, read here byte by byte (not with the
 * package's reader): each IFD's offset, NewSubfileType, size and tile offsets.
 */
function layout(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ifds: { at: number; subfile: number; width: number; height: number; tiles: number[] }[] =
    [];
  let at = view.getUint32(4, true);
  while (at !== 0) {
    const count = view.getUint16(at, true);
    const ifd = { at, subfile: 0, width: 0, height: 0, tiles: [] as number[] };
    for (let index = 0; index < count; index++) {
      const entry = at + 2 + index * 12;
      const tag = view.getUint16(entry, true);
      const type = view.getUint16(entry + 2, true);
      const values = view.getUint32(entry + 4, true);
      const inline = type === 3 ? view.getUint16(entry + 8, true) : view.getUint32(entry + 8, true);
      if (tag === 254) ifd.subfile = inline;
      if (tag === 256) ifd.width = inline;
      if (tag === 257) ifd.height = inline;
      if (tag === 324) {
        const from = values === 1 ? entry + 8 : inline;
        for (let value = 0; value < values; value++)
          ifd.tiles.push(view.getUint32(from + value * 4, true));
      }
    }
    ifds.push(ifd);
    at = view.getUint32(at + 2 + count * 12, true);
  }
  return ifds;
}

describe('overviews of a COG', () => {
  it('halves a class raster by the mode of each 2 x 2 block, skipping no-data', () => {
    // 5 x 3: blocks of 2 x 2, 1 x 2 at the east edge, 2 x 1 and 1 x 1 at the south edge.
    // biome-ignore format: the grid as it lies
    const data = Uint8Array.from([
      3, 3, 1, 2, 9,
      3, 1, 2, 1, 0,
      0, 0, 5, 7, 0,
    ]);
    const half = halve(grid(5, 3, data, 0), 'mode');
    expect([half.width, half.height]).toEqual([3, 2]);
    // 3,3,3,1 -> 3; 1,2,2,1: 2 reaches two first -> 2; 9 and no-data -> 9; no-data only -> 0;
    // 5,7: a tie, 5 first -> 5; no-data -> 0.
    expect(Array.from(half.data)).toEqual([3, 2, 9, 0, 5, 0]);
    expect(half.geoTransform).toEqual([-105, (0.001 * 5) / 3, 0, 40, 0, (-0.001 * 3) / 2]);
  });

  it('halves a continuous raster by the mean of the values that are data', () => {
    // biome-ignore format: the grid as it lies
    const data = Float32Array.from([
      1, 2, 10, Number.NaN,
      3, 5, Number.NaN, Number.NaN,
    ]);
    const half = halve(grid(4, 2, data, null), 'average');
    expect(Array.from(half.data)).toEqual([2.75, 10]);
    const integers = halve(grid(2, 2, Uint8Array.from([1, 2, 2, 2]), null), 'average');
    expect(Array.from(integers.data)).toEqual([2]); // 1.75 rounded
  });

  it('writes the COG layout: every IFD first, finest to coarsest, then tiles coarsest first', async () => {
    const raster = classes();
    const bytes = encodeCog(raster, { tileSize: 16, overviews: 'mode' });
    const ifds = layout(bytes);
    // 100 x 90 -> 50 x 45 -> 25 x 23 -> 13 x 12 (fits in one 16 px tile).
    expect(ifds.map((ifd) => [ifd.width, ifd.height, ifd.subfile])).toEqual([
      [100, 90, 0],
      [50, 45, 1],
      [25, 23, 1],
      [13, 12, 1],
    ]);
    expect(ifds[0]?.at).toBe(8);
    const firstTile = Math.min(...ifds.flatMap((ifd) => ifd.tiles));
    for (const [index, ifd] of ifds.entries()) {
      if (index > 0) expect(ifd.at).toBeGreaterThan(ifds[index - 1]?.at as number);
      expect(ifd.at).toBeLessThan(firstTile);
      // Row by row within an image; each image's tiles before the next finer image's.
      expect(ifd.tiles).toEqual([...ifd.tiles].sort((a, b) => a - b));
      const finer = ifds[index - 1];
      if (finer) expect(Math.max(...ifd.tiles)).toBeLessThan(Math.min(...finer.tiles));
    }

    const file = path.join(directory, 'classes.tif');
    writeFileSync(file, bytes);
    const cog = await openCog(file);
    try {
      expect(cog.overviews.map((overview) => [overview.width, overview.height])).toEqual([
        [50, 45],
        [25, 23],
        [13, 12],
      ]);
      let expected = raster;
      for (const overview of cog.overviews) {
        expected = halve(expected, 'mode');
        // Each overview's geotransform spans the same ground as the full resolution.
        expect(overview.geoTransform[1] * overview.width).toBeCloseTo(0.1, 12);
        for (let tileY = 0; tileY * 16 < overview.height; tileY++) {
          for (let tileX = 0; tileX * 16 < overview.width; tileX++) {
            const tile = await overview.readTile(tileX, tileY);
            for (let row = 0; row < 16 && tileY * 16 + row < overview.height; row++)
              for (let column = 0; column < 16 && tileX * 16 + column < overview.width; column++)
                expect(tile[row * 16 + column]).toBe(
                  expected.data[(tileY * 16 + row) * expected.width + tileX * 16 + column],
                );
          }
        }
      }
    } finally {
      await cog.close();
    }
    // Without the option: no overviews, one IFD.
    expect(layout(encodeCog(raster, { tileSize: 16 }))).toHaveLength(1);
  });

  const gdalinfo = spawnSync('gdalinfo', ['--version'], { encoding: 'utf8' });
  const validator =
    '/usr/lib/python3/dist-packages/osgeo_utils/samples/validate_cloud_optimized_geotiff.py';
  it.runIf(!gdalinfo.error && gdalinfo.status === 0)(
    "is read by GDAL with its overviews and passes GDAL's COG validator",
    () => {
      const file = path.join(directory, 'gdal.tif');
      writeFileSync(
        file,
        encodeCog(
          grid(
            1100,
            600,
            Float32Array.from({ length: 1100 * 600 }, (_, index) => index % 1100),
            null,
          ),
          { tileSize: 256, overviews: 'average' },
        ),
      );
      const info = spawnSync('gdalinfo', [file], { encoding: 'utf8' });
      expect(info.stdout).toContain('Overviews: 550x300, 275x150');
      if (existsSync(validator) && existsSync('/usr/bin/python3')) {
        const valid = spawnSync('/usr/bin/python3', [validator, file], { encoding: 'utf8' });
        expect(valid.stdout + valid.stderr).toContain('is a valid cloud optimized GeoTIFF');
      }
    },
  );
});
