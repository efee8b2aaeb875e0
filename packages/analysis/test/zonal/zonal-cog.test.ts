import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import proj4 from 'proj4';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeCog, openCog } from '../../src/raster/index.js';
import { tiledFromMemory } from '../../src/raster/types.js';
import { zonalClassAreas } from '../../src/zonal/index.js';
import { multiPolygon, pixelRectangleRing, rasterOf } from './fixtures.js';

const UTM = 'EPSG:32721';
const grid = [300_000, 5, 0, 6_500_000, 0, -5] as const;
const raster = rasterOf(1000, 900, grid, UTM, (column, row) => ((column >> 5) + (row >> 6)) % 6);
const bytes = encodeCog(raster, { tileSize: 256 });
const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-zonal-'));
const file = path.join(directory, 'classes.tif');
writeFileSync(file, bytes);
const server = createServer((request, response) => {
  const [, start = 0, end = 0] =
    /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '')?.map(Number) ?? [];
  const last = Math.min(end, bytes.length - 1);
  response.writeHead(206, { 'Content-Range': `bytes ${start}-${last}/${bytes.length}` });
  response.end(bytes.subarray(start, last + 1));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/classes.tif`;
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

// An irregular pentagon with a hole, over tiles (0..3, 0..2) but not all of them.
const toLonLat = proj4(UTM, 'EPSG:4326');
const pentagon = [
  [300_400, 6_499_600],
  [304_200, 6_499_200],
  [304_600, 6_497_000],
  [302_000, 6_496_000],
  [300_300, 6_497_500],
  [300_400, 6_499_600],
].map((point) => toLonLat.forward(point));
const shape = multiPolygon([
  pentagon,
  pixelRectangleRing(UTM, grid, [300, 300, 400, 500], 10).reverse(),
]);

describe('zonal statistics over a COG', () => {
  it('gives the same areas from memory, a local file and HTTP range requests', async () => {
    const expected = await zonalClassAreas(tiledFromMemory(raster), shape);
    expect(expected.pixelCounts.size).toBe(6);
    for (const location of [file, url]) {
      const cog = await openCog(location);
      const result = await zonalClassAreas(cog, shape);
      expect(result.pixelCounts).toEqual(expected.pixelCounts);
      expect(result.exactAreaHa).toBe(expected.exactAreaHa);
      // Blocks follow the tiles (one 1000 px = 5 km tile in memory, 1.3 km in the COG), and
      // 200 km off the central meridian the UTM scale changes by 2.5e-5 across 5 km: the
      // block-mean pixel areas then differ by a few 1e-7 for classes that sit in columns.
      for (const [value, area] of expected.areasHa)
        expect(Math.abs((result.areasHa.get(value) as number) / area - 1)).toBeLessThan(1e-6);
      // 4 x 4 tiles; the shape's columns 80..920 and rows 80..700 miss tile row 3 entirely.
      expect(cog.tilesRead).toBeLessThan(16);
      await cog.close();
    }
  });
});
