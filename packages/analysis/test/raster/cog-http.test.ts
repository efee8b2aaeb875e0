import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCog, MissingSourceError, openCog } from '../../src/raster/index.js';
import type { InMemoryRaster } from '../../src/raster/types.js';
import { DataSourceError } from '../../src/sources/data-source.js';

const WIDTH = 1000;
const HEIGHT = 700;
const data = new Uint16Array(WIDTH * HEIGHT).map((_, index) => (index * 31) % 65_521);
const raster: InMemoryRaster = {
  width: WIDTH,
  height: HEIGHT,
  geoTransform: [300_000, 30, 0, 6_200_000, 0, -30],
  crs: 'EPSG:32719',
  noData: 0,
  dataType: 'uint16',
  data,
};
const file = Buffer.from(encodeCog(raster, { tileSize: 256, predictor: true }));

/** Requests seen by the server: path and Range header. */
const requests: { path: string; range: string | undefined }[] = [];
let flakyFailures = 0;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    const range = request.headers.range;
    requests.push({ path, range });
    if (path === '/missing.tif') return response.writeHead(404).end();
    if (path === '/flaky.tif' && flakyFailures++ === 0) return response.writeHead(503).end();
    if (path === '/no-range.tif')
      return response.writeHead(200, { 'Content-Length': file.length }).end(file);
    const send = () => {
      const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
      if (!match) return response.writeHead(200).end(file);
      const start = Number(match[1]);
      const end = Math.min(Number(match[2]), file.length - 1);
      response
        .writeHead(206, {
          'Content-Range': `bytes ${start}-${end}/${file.length}`,
          'Content-Length': end - start + 1,
        })
        .end(file.subarray(start, end + 1));
    };
    // Slow for tile reads (not the header at offset 0).
    if (path === '/slow.tif' && !range?.startsWith('bytes=0-')) setTimeout(send, 1000);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('openCog over HTTP range requests', () => {
  it('reads the header with one request and a row of tiles with one coalesced request', async () => {
    requests.length = 0;
    const cog = await openCog(`${base}/cog.tif`);
    expect(cog).toMatchObject({ width: WIDTH, height: HEIGHT, crs: 'EPSG:32719', noData: 0 });
    expect(cog.geoTransform).toEqual(raster.geoTransform);
    const headerRequests = requests.length;
    expect(headerRequests).toBe(1); // the first 16 KiB block holds header, IFD and tile index
    const row = await Promise.all([0, 1, 2, 3].map((tileX) => cog.readTile(tileX, 1)));
    expect(requests.length - headerRequests).toBe(1);
    expect(requests.every((seen) => /^bytes=\d+-\d+$/.test(seen.range ?? ''))).toBe(true);
    for (const [tileX, tile] of row.entries()) {
      const column = tileX * 256 + 10;
      if (column < WIDTH) expect(tile[20 * 256 + 10]).toBe(data[(256 + 20) * WIDTH + column]);
    }
  });

  it('makes a 503 a transient DataSourceError, and the retry then succeeds', async () => {
    const error = await openCog(`${base}/flaky.tif`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataSourceError);
    expect(error).toMatchObject({ transient: true, message: expect.stringContaining('503') });
    const cog = await openCog(`${base}/flaky.tif`);
    expect(cog.width).toBe(WIDTH);
  });

  it('makes a 404 a permanent error that says the file is missing, as a missing local file', async () => {
    const error = await openCog(`${base}/missing.tif`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MissingSourceError);
    expect(error).toMatchObject({ transient: false });
    const local = await openCog('/nonexistent/ecotone.tif').catch((caught: unknown) => caught);
    expect(local).toBeInstanceOf(MissingSourceError);
    // A file that is there but not a TIFF is broken, not missing.
    const broken = await openCog(import.meta.filename).catch((caught: unknown) => caught);
    expect(broken).toBeInstanceOf(DataSourceError);
    expect(broken).not.toBeInstanceOf(MissingSourceError);
  });

  it('refuses a server that ignores Range with a clear, permanent error', async () => {
    await expect(openCog(`${base}/no-range.tif`)).rejects.toMatchObject({
      name: 'DataSourceError',
      transient: false,
      message: expect.stringContaining('does not support HTTP range requests'),
    });
  });

  it('makes an unreachable host and a timeout transient', async () => {
    await expect(openCog('http://127.0.0.1:9/none.tif')).rejects.toMatchObject({ transient: true });
    const cog = await openCog(`${base}/slow.tif`, { timeoutMs: 250 });
    await expect(cog.readTile(0, 0)).rejects.toMatchObject({
      transient: true,
      message: expect.stringContaining('Timed out'),
    });
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const cog = await openCog(`${base}/slow.tif`);
    const controller = new AbortController();
    const reading = cog.readTile(1, 1, controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 20);
    await expect(reading).rejects.toThrow('cancelled by the user');
  });
});
