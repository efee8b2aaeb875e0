import { DataSourceError } from '../sources/data-source.js';
import type { ByteSource } from './byte-source.js';
import { FIELD_TYPE_SIZE } from './tiff-tags.js';

/** One image file directory: tag -> values (numbers, or a string for ASCII). */
export type Ifd = Map<number, number[] | string>;

export interface TiffStructure {
  littleEndian: boolean;
  bigTiff: boolean;
  ifds: Ifd[];
}

const BLOCK_SIZE = 16 * 1024;

/**
 * Header bytes through a small LRU of 16 KiB blocks: a COG's IFDs and tag values sit in the first
 * few blocks, so parsing them takes one or two reads.
 */
export class BlockCache {
  private readonly blocks = new Map<number, Uint8Array>();
  constructor(
    private readonly source: ByteSource,
    private readonly capacityBytes: number,
  ) {}

  async read(offset: number, length: number, signal?: AbortSignal): Promise<Uint8Array> {
    const first = Math.floor(offset / BLOCK_SIZE);
    const last = Math.floor((offset + length - 1) / BLOCK_SIZE);
    let missingFrom = -1;
    for (let block = first; block <= last; block++) {
      if (!this.blocks.has(block)) {
        missingFrom = block;
        break;
      }
    }
    if (missingFrom >= 0) {
      const bytes = await this.source.read(
        missingFrom * BLOCK_SIZE,
        (last - missingFrom + 1) * BLOCK_SIZE,
        signal,
      );
      for (let block = missingFrom; block <= last; block++) {
        const start = (block - missingFrom) * BLOCK_SIZE;
        this.remember(block, bytes.subarray(start, Math.min(bytes.length, start + BLOCK_SIZE)));
      }
    }
    const out = new Uint8Array(length);
    for (let block = first; block <= last; block++) {
      const bytes = this.blocks.get(block) as Uint8Array;
      this.blocks.delete(block); // re-insert: most recently used last
      this.blocks.set(block, bytes);
      const blockStart = block * BLOCK_SIZE;
      const from = Math.max(offset, blockStart) - blockStart;
      const to = Math.min(offset + length, blockStart + bytes.length) - blockStart;
      if (to <= from) throw malformed(this.source.location, 'ends before its header does');
      out.set(bytes.subarray(from, to), blockStart + from - offset);
    }
    return out;
  }

  private remember(block: number, bytes: Uint8Array): void {
    this.blocks.set(block, bytes);
    while (this.blocks.size * BLOCK_SIZE > Math.max(this.capacityBytes, BLOCK_SIZE * 4)) {
      const oldest = this.blocks.keys().next().value as number;
      this.blocks.delete(oldest);
    }
  }
}

export function malformed(location: string, detail: string): DataSourceError {
  return new DataSourceError(`${location} is not a readable GeoTIFF: ${detail}`, {
    transient: false,
  });
}

/** Parses the header and every IFD of a classic TIFF or BigTIFF. */
export async function readTiffStructure(
  cache: BlockCache,
  location: string,
  signal?: AbortSignal,
): Promise<TiffStructure> {
  const header = new DataView((await cache.read(0, 16, signal)).buffer);
  const order = header.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) throw malformed(location, 'no TIFF byte-order mark');
  const littleEndian = order === 0x4949;
  const version = header.getUint16(2, littleEndian);
  if (version !== 42 && version !== 43) throw malformed(location, `TIFF version ${version}`);
  const bigTiff = version === 43;
  let next = bigTiff
    ? Number(header.getBigUint64(8, littleEndian))
    : header.getUint32(4, littleEndian);
  const ifds: Ifd[] = [];
  const seen = new Set<number>();
  while (next !== 0) {
    if (seen.has(next) || ifds.length > 64) throw malformed(location, 'IFD chain loops');
    seen.add(next);
    const { ifd, nextOffset } = await readIfd(cache, next, littleEndian, bigTiff, signal);
    ifds.push(ifd);
    next = nextOffset;
  }
  if (ifds.length === 0) throw malformed(location, 'no image');
  return { littleEndian, bigTiff, ifds };
}

async function readIfd(
  cache: BlockCache,
  offset: number,
  littleEndian: boolean,
  bigTiff: boolean,
  signal?: AbortSignal,
): Promise<{ ifd: Ifd; nextOffset: number }> {
  const countSize = bigTiff ? 8 : 2;
  const entrySize = bigTiff ? 20 : 12;
  const countView = new DataView((await cache.read(offset, countSize, signal)).buffer);
  const count = bigTiff
    ? Number(countView.getBigUint64(0, littleEndian))
    : countView.getUint16(0, littleEndian);
  const bytes = await cache.read(offset + countSize, count * entrySize + countSize * 2, signal);
  const view = new DataView(bytes.buffer);
  const ifd: Ifd = new Map();
  for (let index = 0; index < count; index++) {
    const at = index * entrySize;
    const tag = view.getUint16(at, littleEndian);
    const type = view.getUint16(at + 2, littleEndian);
    const valueCount = bigTiff
      ? Number(view.getBigUint64(at + 4, littleEndian))
      : view.getUint32(at + 4, littleEndian);
    const size = (FIELD_TYPE_SIZE[type] ?? 0) * valueCount;
    if (size === 0) continue;
    const inline = size <= (bigTiff ? 8 : 4);
    const valueAt = at + (bigTiff ? 12 : 8);
    const valueBytes = inline
      ? bytes.subarray(valueAt, valueAt + size)
      : await cache.read(
          bigTiff
            ? Number(view.getBigUint64(valueAt, littleEndian))
            : view.getUint32(valueAt, littleEndian),
          size,
          signal,
        );
    ifd.set(tag, decodeValues(valueBytes, type, valueCount, littleEndian));
  }
  const nextAt = count * entrySize;
  const nextOffset = bigTiff
    ? Number(view.getBigUint64(nextAt, littleEndian))
    : view.getUint32(nextAt, littleEndian);
  return { ifd, nextOffset };
}

function decodeValues(
  bytes: Uint8Array,
  type: number,
  count: number,
  littleEndian: boolean,
): number[] | string {
  if (type === 2) {
    let text = '';
    for (const byte of bytes) if (byte !== 0) text += String.fromCharCode(byte);
    return text;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values: number[] = new Array(count);
  for (let index = 0; index < count; index++)
    values[index] = readValue(view, type, index, littleEndian);
  return values;
}

function readValue(view: DataView, type: number, index: number, littleEndian: boolean): number {
  switch (type) {
    case 1:
    case 7:
      return view.getUint8(index);
    case 6:
      return view.getInt8(index);
    case 3:
      return view.getUint16(index * 2, littleEndian);
    case 8:
      return view.getInt16(index * 2, littleEndian);
    case 4:
      return view.getUint32(index * 4, littleEndian);
    case 9:
      return view.getInt32(index * 4, littleEndian);
    case 11:
      return view.getFloat32(index * 4, littleEndian);
    case 12:
      return view.getFloat64(index * 8, littleEndian);
    case 5:
      return view.getUint32(index * 8, littleEndian) / view.getUint32(index * 8 + 4, littleEndian);
    case 10:
      return view.getInt32(index * 8, littleEndian) / view.getInt32(index * 8 + 4, littleEndian);
    case 16:
    case 18:
      return Number(view.getBigUint64(index * 8, littleEndian));
    case 17:
      return Number(view.getBigInt64(index * 8, littleEndian));
    default:
      return 0;
  }
}
