import { open } from 'node:fs/promises';
import { fromFeature } from 'flatgeobuf/lib/mjs/geojson/feature.js';
import { HttpReader, type RangeClient } from 'flatgeobuf/lib/mjs/http-reader.js';
import type { Feature } from 'geojson';
import { DataSourceError, type LonLatBBox } from '../data-source.js';
import { type HttpOptions, httpRequest, redact, toLocationUrl } from '../http.js';
import { areasInBBox, splitBBox } from './geojson-file.js';
import type { AreaFeature } from './polygon-in-bbox.js';

/**
 * The polygon features of a FlatGeobuf file or URL that intersect `bbox`, attributes unchanged.
 * Only the header, the R-tree nodes on the way to the box and the matching features are read:
 * HTTP range requests for URLs, positioned reads for files. The file must have a spatial index
 * and be in lon/lat (EPSG:4326 or no CRS recorded), which is how the layers are converted.
 */
export async function readFlatGeobufAreas(
  location: string,
  bbox: LonLatBBox,
  options: HttpOptions = {},
): Promise<AreaFeature[]> {
  const url = toLocationUrl(location);
  const source =
    url.protocol === 'file:' ? await fileRangeClient(url) : httpRangeClient(url, options);
  try {
    const reader = await openReader(source, location);
    checkLonLat(reader.header.crs?.code, location);
    const byId = new Map<number, Feature>();
    for (const box of splitBBox(bbox)) {
      const rect = { minX: box[0], minY: box[1], maxX: box[2], maxY: box[3] };
      for await (const { id, feature } of reader.selectBbox(rect)) {
        options.signal?.throwIfAborted();
        if (!byId.has(id)) byId.set(id, fromFeature(id, feature, reader.header));
      }
    }
    return areasInBBox(byId.values(), bbox);
  } finally {
    await source.close();
  }
}

async function openReader(source: RangeClient, location: string): Promise<HttpReader> {
  try {
    return await HttpReader.openSource(source);
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw new DataSourceError(`${redact(location)} is not an indexed FlatGeobuf file`, {
      transient: false,
      cause: error,
    });
  }
}

function checkLonLat(code: number | undefined, location: string): void {
  if (code === undefined || code === 0 || code === 4326) return;
  throw new DataSourceError(
    `${redact(location)} is in EPSG:${code}; vector layers must be lon/lat`,
    {
      transient: false,
    },
  );
}

type ClosableRangeClient = RangeClient & { close(): Promise<void> };

/** Range requests with the shared timeout and error rules; a server ignoring Range is tolerated. */
function httpRangeClient(url: URL, options: HttpOptions): ClosableRangeClient {
  return {
    async getRange(begin, length) {
      const response = await httpRequest(
        url.href,
        { method: 'GET', headers: { Range: `bytes=${begin}-${begin + length - 1}` } },
        options,
      );
      let bytes: ArrayBuffer;
      try {
        bytes = await response.arrayBuffer();
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new DataSourceError(`Reading ${redact(url.href)} failed`, {
          transient: true,
          cause: error,
        });
      }
      return response.status === 206 ? bytes : bytes.slice(begin, begin + length);
    },
    close: async () => {},
  };
}

/** Positioned reads on an open file, so a multi-GB layer on disk is not read whole. */
async function fileRangeClient(url: URL): Promise<ClosableRangeClient> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(url, 'r');
  } catch (error) {
    throw new DataSourceError(`Cannot open ${url.pathname}`, { transient: false, cause: error });
  }
  return {
    async getRange(begin, length) {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, begin);
      return buffer.buffer.slice(0, bytesRead);
    },
    close: () => handle.close(),
  };
}
