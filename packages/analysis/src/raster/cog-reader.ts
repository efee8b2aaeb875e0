import { DataSourceError } from '../sources/data-source.js';
import { type ByteSource, fileByteSource, httpByteSource } from './byte-source.js';
import { type CogImage, crsOf, describeImage, geoTransformOf } from './cog-image.js';
import { BlockCache, readTiffStructure } from './tiff-ifd.js';
import { newArray } from './tiff-tags.js';
import { decodeTile } from './tile-decoder.js';
import type { GeoTransform, RasterArray, TiledRaster } from './types.js';

export interface OpenCogOptions {
  signal?: AbortSignal;
  /** For HTTP(S) locations; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Size of the LRU of header blocks, bytes; default 1 MiB. */
  cacheBytes?: number;
  /** Per HTTP request, milliseconds; default 30 s. */
  timeoutMs?: number;
}

/** A COG's full-resolution image, its overviews (finest first), and the handle to close. */
export interface CogRaster extends TiledRaster {
  readonly location: string;
  readonly overviews: TiledRaster[];
  /** Number of tiles read so far (all images), for tests and diagnostics. */
  readonly tilesRead: number;
  close(): Promise<void>;
}

/**
 * Opens a single-band Cloud-Optimized GeoTIFF from a file path or an http(s) URL: parses the
 * header and IFDs (classic TIFF and BigTIFF), then reads tiles on demand. Tile requests made in
 * the same tick (as `walkTiles` does for a tile row) are served by as few reads as possible:
 * adjacent byte ranges are coalesced into one file read or one HTTP range request.
 */
export async function openCog(location: string, options: OpenCogOptions = {}): Promise<CogRaster> {
  const remote = /^https?:\/\//i.test(location);
  const source = remote
    ? httpByteSource(location, { fetch: options.fetch, timeoutMs: options.timeoutMs })
    : await fileByteSource(location);
  try {
    const cache = new BlockCache(source, options.cacheBytes ?? 1024 * 1024);
    const structure = await readTiffStructure(cache, location, options.signal);
    const [main, ...rest] = structure.ifds;
    if (!main) throw new DataSourceError(`${location} holds no image`, { transient: false });
    const image = describeImage(main, location);
    const geoTransform = geoTransformOf(main, location);
    const crs = crsOf(main, location);
    const reader = new TileReader(source, structure.littleEndian, remote);
    const overviews = rest
      .map((ifd) => describeImage(ifd, location))
      .filter((overview) => (overview.subfileType & 1) === 1 && (overview.subfileType & 4) === 0)
      .map((overview) =>
        imageRaster(
          reader,
          { ...overview, noData: overview.noData ?? image.noData },
          overviewTransform(geoTransform, image, overview),
          crs,
        ),
      );
    const raster = imageRaster(reader, image, geoTransform, crs);
    return {
      ...raster,
      location,
      overviews,
      get tilesRead() {
        return reader.tilesRead;
      },
      close: () => source.close(),
    };
  } catch (error) {
    await source.close();
    throw error;
  }
}

function overviewTransform(t: GeoTransform, image: CogImage, overview: CogImage): GeoTransform {
  const sx = image.width / overview.width;
  const sy = image.height / overview.height;
  return [t[0], t[1] * sx, t[2] * sy, t[3], t[4] * sx, t[5] * sy];
}

function imageRaster(
  reader: TileReader,
  image: CogImage,
  geoTransform: GeoTransform,
  crs: string,
): TiledRaster {
  return {
    width: image.width,
    height: image.height,
    tileWidth: image.tileWidth,
    tileHeight: image.tileHeight,
    geoTransform,
    crs,
    noData: image.noData,
    dataType: image.dataType,
    readTile: (tileX, tileY, signal) => reader.request(image, tileX, tileY, signal),
  };
}

interface TileRequest {
  image: CogImage;
  offset: number;
  length: number;
  signal: AbortSignal | undefined;
  resolve: (tile: RasterArray) => void;
  reject: (error: unknown) => void;
}

/** Gaps up to this many bytes between wanted ranges are read through rather than split. */
const MAX_GAP = { file: 16 * 1024, http: 64 * 1024 };
const MAX_READ = 16 * 1024 * 1024;

/** Queues the tile requests of one tick, reads their bytes in coalesced ranges, decodes them. */
class TileReader {
  tilesRead = 0;
  private queue: TileRequest[] = [];
  constructor(
    private readonly source: ByteSource,
    private readonly littleEndian: boolean,
    private readonly remote: boolean,
  ) {}

  request(
    image: CogImage,
    tileX: number,
    tileY: number,
    signal?: AbortSignal,
  ): Promise<RasterArray> {
    const across = Math.ceil(image.width / image.tileWidth);
    const down = Math.ceil(image.height / image.tileHeight);
    if (tileX < 0 || tileY < 0 || tileX >= across || tileY >= down)
      return Promise.reject(new RangeError(`No tile ${tileX},${tileY}`));
    const index = tileY * across + tileX;
    const offset = image.offsets[index] as number;
    const length = image.byteCounts[index] as number;
    this.tilesRead++;
    if (length === 0) return Promise.resolve(emptyTile(image)); // a sparse COG's missing tile
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) queueMicrotask(() => this.flush());
      this.queue.push({ image, offset, length, signal, resolve, reject });
    });
  }

  private flush(): void {
    const requests = this.queue.sort((a, b) => a.offset - b.offset);
    this.queue = [];
    const maxGap = this.remote ? MAX_GAP.http : MAX_GAP.file;
    let group: TileRequest[] = [];
    let groupEnd = 0;
    for (const request of requests) {
      const start = group[0]?.offset ?? request.offset;
      const fits =
        request.offset - groupEnd <= maxGap && request.offset + request.length - start <= MAX_READ;
      if (group.length > 0 && !fits) {
        void this.readGroup(group);
        group = [];
      }
      group.push(request);
      groupEnd = Math.max(group.length === 1 ? 0 : groupEnd, request.offset + request.length);
    }
    if (group.length > 0) void this.readGroup(group);
  }

  private async readGroup(group: TileRequest[]): Promise<void> {
    const start = (group[0] as TileRequest).offset;
    const end = Math.max(...group.map((request) => request.offset + request.length));
    let bytes: Uint8Array;
    try {
      bytes = await this.source.read(start, end - start, group[0]?.signal);
    } catch (error) {
      for (const request of group) request.reject(error);
      return;
    }
    for (const request of group) {
      if (request.signal?.aborted) {
        request.reject(request.signal.reason);
        continue;
      }
      const from = request.offset - start;
      if (from + request.length > bytes.length) {
        request.reject(
          new DataSourceError(`${this.source.location} ends inside a tile`, { transient: false }),
        );
        continue;
      }
      const format = { ...request.image, littleEndian: this.littleEndian };
      await decodeTile(bytes.subarray(from, from + request.length), format).then(
        request.resolve,
        (cause) =>
          request.reject(
            new DataSourceError(
              `${this.source.location}: a tile cannot be decoded (${String(cause)})`,
              {
                transient: false,
                cause,
              },
            ),
          ),
      );
    }
  }
}

function emptyTile(image: CogImage): RasterArray {
  const tile = newArray(
    image.dataType,
    new ArrayBuffer(image.tileWidth * image.tileHeight * image.bytesPerSample),
  );
  if (image.noData !== null) tile.fill(image.noData);
  return tile;
}
