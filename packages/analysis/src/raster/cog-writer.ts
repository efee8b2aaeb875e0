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
}

interface Entry {
  tag: number;
  type: 2 | 3 | 4 | 12;
  values: number[] | string;
}

const TYPE_SIZE = { 2: 1, 3: 2, 4: 4, 12: 8 } as const;

/**
 * A single-band raster as a tiled GeoTIFF laid out as a Cloud-Optimized GeoTIFF: header, the one
 * IFD and its out-of-line values first, then the tiles row by row, so a reader gets everything it
 * needs to plan range requests from the first few kilobytes. Classic (32-bit) TIFF, little-endian.
 * Writes no overviews. The CRS must be `EPSG:nnnn`.
 */
export function encodeCog(raster: InMemoryRaster, options: EncodeCogOptions = {}): Uint8Array {
  const tileSize = options.tileSize ?? 512;
  if (tileSize % 16 !== 0 || tileSize <= 0)
    throw new RangeError('tileSize must be a multiple of 16');
  const compress = (options.compression ?? 'deflate') === 'deflate';
  const { bits, format } = sampleLayout(raster.dataType);
  const predictor = options.predictor === true && format !== 3;
  const tiles = encodeTiles(raster, tileSize, compress, predictor);

  const entries = tagEntries(raster, tileSize, compress, predictor, bits, format, tiles);
  const ifdSize = 2 + entries.length * 12 + 4;
  let extraSize = 0;
  for (const entry of entries) {
    const size = valueSize(entry);
    if (size > 4) extraSize += size + (size % 2);
  }
  const dataStart = 8 + ifdSize + extraSize;
  let offset = dataStart;
  const offsets = tiles.map((tile) => {
    const at = offset;
    offset += tile.byteLength;
    return at;
  });
  if (offset > 0xffffffff) throw new RangeError('The raster is too large for a classic TIFF');
  const offsetsEntry = entries.find((entry) => entry.tag === Tag.TileOffsets);
  if (offsetsEntry) offsetsEntry.values = offsets;

  const bytes = new Uint8Array(offset);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x49;
  bytes[1] = 0x49;
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries.length, true);
  let extra = 8 + ifdSize;
  entries.forEach((entry, index) => {
    const at = 10 + index * 12;
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
  view.setUint32(10 + entries.length * 12, 0, true);
  tiles.forEach((tile, index) => {
    bytes.set(tile, offsets[index]);
  });
  return bytes;
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
  tileSize: number,
  compress: boolean,
  predictor: boolean,
  bits: number,
  format: number,
  tiles: Uint8Array[],
): Entry[] {
  const entries: Entry[] = [
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
    ...geoEntries(raster),
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
