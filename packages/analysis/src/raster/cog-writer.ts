import { deflateSync } from 'node:zlib';
import { epsgCode, isGeographic } from './crs.js';
import { GeoKey, newArray, sampleLayout, Tag } from './tiff-tags.js';
import type { InMemoryRaster, RasterArray } from './types.js';

export interface EncodeCogOptions {
  /** Tile width and height in pixels, a multiple of 16 (TIFF 6.0); default 512. */
  tileSize?: number;
  compression?: 'deflate' | 'none';
  /** Horizontal differencing (Predictor 2) before compression; integer types only. */
  predictor?: boolean;
  /**
   * Internal overviews and how each is resampled from the one before: `mode` (the most
   * frequent value of each block, for classes), `average` (for continuous values), or `none` (default).
   */
  overviews?: OverviewResampling | 'none';
}

export type OverviewResampling = 'mode' | 'average';

interface Entry {
  tag: number;
  type: 2 | 3 | 4 | 12;
  values: number[] | string;
}

const TYPE_SIZE = { 2: 1, 3: 2, 4: 4, 12: 8 } as const;

/** One image of the file (the full resolution or an overview), its tiles and its IFD. */
interface EncodedImage {
  tiles: Uint8Array[];
  entries: Entry[];
  /** Bytes of the IFD and its out-of-line values. */
  ifdBytes: number;
}

/**
 * A single-band raster as a tiled GeoTIFF laid out as a Cloud-Optimized GeoTIFF (the layout of
 * GDAL's COG driver, which its validate_cloud_optimized_geotiff.py checks): the header, the full
 * resolution's IFD, then each overview's IFD from finest to coarsest (NewSubfileType 1), each
 * with its out-of-line values; then the tiles, the coarsest overview's first and the full
 * resolution's last, each image's row by row. A reader gets every IFD from the first few
 * kilobytes, and a zoomed-out view reads a few small tiles near the start. Overviews (with
 * `overviews`) halve the previous level (sizes rounded up, as GDAL's) until one fits in one tile.
 * Classic (32-bit) TIFF, little-endian. The CRS must be `EPSG:nnnn`.
 */
export function encodeCog(raster: InMemoryRaster, options: EncodeCogOptions = {}): Uint8Array {
  const tileSize = options.tileSize ?? 512;
  if (tileSize % 16 !== 0 || tileSize <= 0)
    throw new RangeError('tileSize must be a multiple of 16');
  const compress = (options.compression ?? 'deflate') === 'deflate';
  const { bits, format } = sampleLayout(raster.dataType);
  const predictor = options.predictor === true && format !== 3;
  const levels: InMemoryRaster[] = [raster];
  const resampling = options.overviews ?? 'none';
  if (resampling !== 'none') {
    // Each from the one before, as gdaladdo and GDAL's COG driver compute them.
    let last = raster;
    while (Math.max(last.width, last.height) > tileSize) {
      last = halve(last, resampling);
      levels.push(last);
    }
  }
  const images: EncodedImage[] = levels.map((level, index) => {
    const tiles = encodeTiles(level, tileSize, compress, predictor);
    const entries = tagEntries(
      level,
      index > 0,
      tileSize,
      compress,
      predictor,
      bits,
      format,
      tiles,
    );
    let ifdBytes = 2 + entries.length * 12 + 4;
    for (const entry of entries) {
      const size = valueSize(entry);
      if (size > 4) ifdBytes += size + (size % 2);
    }
    return { tiles, entries, ifdBytes };
  });

  const ifdOffsets: number[] = [];
  let offset = 8;
  for (const image of images) {
    ifdOffsets.push(offset);
    offset += image.ifdBytes;
  }
  // Tile data: the coarsest overview first, the full resolution last.
  for (const image of [...images].reverse()) {
    const offsets = image.tiles.map((tile) => {
      const at = offset;
      offset += tile.byteLength;
      return at;
    });
    const offsetsEntry = image.entries.find((entry) => entry.tag === Tag.TileOffsets);
    if (offsetsEntry) offsetsEntry.values = offsets;
  }
  if (offset > 0xffffffff) throw new RangeError('The raster is too large for a classic TIFF');

  const bytes = new Uint8Array(offset);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x49;
  bytes[1] = 0x49;
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  images.forEach((image, index) => {
    const start = ifdOffsets[index] as number;
    writeIfd(view, start, image.entries, ifdOffsets[index + 1] ?? 0);
    const offsets = image.entries.find((entry) => entry.tag === Tag.TileOffsets)
      ?.values as number[];
    image.tiles.forEach((tile, tileIndex) => {
      bytes.set(tile, offsets[tileIndex]);
    });
  });
  return bytes;
}

/** The IFD at `start`: entry count, entries, next IFD's offset, then the out-of-line values. */
function writeIfd(view: DataView, start: number, entries: Entry[], next: number): void {
  view.setUint16(start, entries.length, true);
  let extra = start + 2 + entries.length * 12 + 4;
  entries.forEach((entry, index) => {
    const at = start + 2 + index * 12;
    view.setUint16(at, entry.tag, true);
    view.setUint16(at + 2, entry.type, true);
    view.setUint32(at + 4, entry.values.length + (entry.type === 2 ? 1 : 0), true);
    const size = valueSize(entry);
    if (size <= 4) writeValues(view, at + 8, entry);
    else {
      view.setUint32(at + 8, extra, true);
      writeValues(view, extra, entry);
      extra += size + (size % 2);
    }
  });
  view.setUint32(start + 2 + entries.length * 12, next, true);
}

/**
 * The overview at half the size of a raster (the full resolution or the previous overview; sizes
 * rounded up, so the last row or column of blocks may hold one source pixel). No-data values
 * (and NaN) are left out of each 2 x 2 block; a block of only those is no-data. `mode`: the value
 * whose count first reaches the highest count, scanning the block row by row (GDAL's tie rule);
 * `average`: the mean, rounded to the nearest integer for integer types (as GDAL's AVERAGE).
 */
export function halve(raster: InMemoryRaster, resampling: OverviewResampling): InMemoryRaster {
  const width = Math.ceil(raster.width / 2);
  const height = Math.ceil(raster.height / 2);
  const source = raster.data;
  const data = newArray(
    raster.dataType,
    new ArrayBuffer(width * height * source.BYTES_PER_ELEMENT),
  ) as RasterArray;
  const { noData } = raster;
  const integer = !raster.dataType.startsWith('float');
  const empty = noData ?? Number.NaN;
  const block = new Float64Array(4);
  for (let row = 0; row < height; row++) {
    const top = row * 2;
    const bottom = Math.min(raster.height, top + 2);
    for (let column = 0; column < width; column++) {
      const left = column * 2;
      const right = Math.min(raster.width, left + 2);
      let count = 0;
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const value = source[y * raster.width + x] as number;
          if (value === noData || Number.isNaN(value)) continue;
          block[count++] = value;
        }
      }
      let value = empty;
      if (count > 0 && resampling === 'mode') value = modeOf(block, count);
      else if (count > 0) {
        let sum = 0;
        for (let index = 0; index < count; index++) sum += block[index] as number;
        value = integer ? Math.round(sum / count) : sum / count;
      }
      data[row * width + column] = value;
    }
  }
  const [x0, a, b, y0, d, e] = raster.geoTransform;
  const sx = raster.width / width;
  const sy = raster.height / height;
  return {
    width,
    height,
    geoTransform: [x0, a * sx, b * sy, y0, d * sx, e * sy],
    crs: raster.crs,
    noData,
    dataType: raster.dataType,
    data,
  };
}

/** The value whose count first reaches the highest count, in order (at most 4 values). */
function modeOf(values: Float64Array, count: number): number {
  let best = values[0] as number;
  let bestCount = 0;
  for (let index = 0; index < count; index++) {
    const value = values[index] as number;
    let seen = 0;
    for (let earlier = 0; earlier <= index; earlier++) if (values[earlier] === value) seen++;
    if (seen > bestCount) {
      best = value;
      bestCount = seen;
    }
  }
  return best;
}

function valueSize(entry: Entry): number {
  const count = entry.values.length + (entry.type === 2 ? 1 : 0);
  return count * TYPE_SIZE[entry.type];
}

function writeValues(view: DataView, at: number, entry: Entry): void {
  if (typeof entry.values === 'string') {
    for (let index = 0; index < entry.values.length; index++)
      view.setUint8(at + index, entry.values.charCodeAt(index));
    view.setUint8(at + entry.values.length, 0);
    return;
  }
  const size = TYPE_SIZE[entry.type];
  entry.values.forEach((value, index) => {
    const position = at + index * size;
    if (entry.type === 3) view.setUint16(position, value, true);
    else if (entry.type === 4) view.setUint32(position, value, true);
    else view.setFloat64(position, value, true);
  });
}

function tagEntries(
  raster: InMemoryRaster,
  overview: boolean,
  tileSize: number,
  compress: boolean,
  predictor: boolean,
  bits: number,
  format: number,
  tiles: Uint8Array[],
): Entry[] {
  const entries: Entry[] = [
    // NewSubfileType 1: a reduced-resolution version of the first image.
    ...(overview ? [{ tag: Tag.NewSubfileType, type: 4 as const, values: [1] }] : []),
    { tag: Tag.ImageWidth, type: 4, values: [raster.width] },
    { tag: Tag.ImageLength, type: 4, values: [raster.height] },
    { tag: Tag.BitsPerSample, type: 3, values: [bits] },
    { tag: Tag.Compression, type: 3, values: [compress ? 8 : 1] },
    { tag: Tag.Photometric, type: 3, values: [1] },
    { tag: Tag.SamplesPerPixel, type: 3, values: [1] },
    { tag: Tag.PlanarConfiguration, type: 3, values: [1] },
  ];
  if (predictor) entries.push({ tag: Tag.Predictor, type: 3, values: [2] });
  entries.push(
    { tag: Tag.TileWidth, type: 4, values: [tileSize] },
    { tag: Tag.TileLength, type: 4, values: [tileSize] },
    { tag: Tag.TileOffsets, type: 4, values: tiles.map(() => 0) },
    { tag: Tag.TileByteCounts, type: 4, values: tiles.map((tile) => tile.byteLength) },
    { tag: Tag.SampleFormat, type: 3, values: [format] },
    // Overviews take their georeferencing from the first image, as GDAL writes them.
    ...(overview ? [] : geoEntries(raster)),
  );
  if (raster.noData !== null)
    entries.push({ tag: Tag.GdalNoData, type: 2, values: String(raster.noData) });
  return entries.sort((a, b) => a.tag - b.tag);
}

function geoEntries(raster: InMemoryRaster): Entry[] {
  const code = epsgCode(raster.crs);
  if (code === null) throw new Error(`encodeCog needs an EPSG:nnnn CRS, not ${raster.crs}`);
  const geographic = isGeographic(raster.crs);
  const keys = [
    [GeoKey.ModelType, 0, 1, geographic ? 2 : 1],
    [GeoKey.RasterType, 0, 1, 1],
    [geographic ? GeoKey.GeographicType : GeoKey.ProjectedCSType, 0, 1, code],
  ];
  const directory = [1, 1, 0, keys.length, ...keys.flat()];
  const [x0, dx, rx, y0, ry, dy] = raster.geoTransform;
  const georeference: Entry[] =
    rx === 0 && ry === 0
      ? [
          { tag: Tag.ModelPixelScale, type: 12, values: [dx, -dy, 0] },
          { tag: Tag.ModelTiepoint, type: 12, values: [0, 0, 0, x0, y0, 0] },
        ]
      : [
          {
            tag: Tag.ModelTransformation,
            type: 12,
            values: [dx, rx, 0, x0, ry, dy, 0, y0, 0, 0, 0, 0, 0, 0, 0, 1],
          },
        ];
  return [...georeference, { tag: Tag.GeoKeyDirectory, type: 3, values: directory }];
}

/** Tiles row-major, edge tiles padded with no-data (or 0), each compressed on its own. */
function encodeTiles(
  raster: InMemoryRaster,
  tileSize: number,
  compress: boolean,
  predictor: boolean,
): Uint8Array[] {
  const across = Math.ceil(raster.width / tileSize);
  const down = Math.ceil(raster.height / tileSize);
  const bytesPerValue = raster.data.BYTES_PER_ELEMENT;
  const tiles: Uint8Array[] = [];
  for (let tileY = 0; tileY < down; tileY++) {
    for (let tileX = 0; tileX < across; tileX++) {
      const buffer = new ArrayBuffer(tileSize * tileSize * bytesPerValue);
      const tile = newArray(raster.dataType, buffer) as RasterArray;
      if (raster.noData !== null) tile.fill(raster.noData);
      const columns = Math.min(tileSize, raster.width - tileX * tileSize);
      const rows = Math.min(tileSize, raster.height - tileY * tileSize);
      for (let row = 0; row < rows; row++) {
        const start = (tileY * tileSize + row) * raster.width + tileX * tileSize;
        tile.set(raster.data.subarray(start, start + columns) as never, row * tileSize);
      }
      if (predictor) differenceRows(tile, tileSize);
      const bytes = new Uint8Array(buffer);
      tiles.push(compress ? new Uint8Array(deflateSync(bytes)) : bytes);
    }
  }
  return tiles;
}

/** Predictor 2: each value becomes its difference from its left neighbour, wrapping. */
function differenceRows(tile: RasterArray, tileSize: number): void {
  for (let start = 0; start < tile.length; start += tileSize) {
    for (let index = start + tileSize - 1; index > start; index--) {
      tile[index] = (tile[index] as number) - (tile[index - 1] as number);
    }
  }
}
