import { accept, type Result, refuse } from '../types.js';
import type { NamedPart } from './group-shapefile-parts.js';

/** Where each record of a .shp is, in the order its .shx lists them. */
export interface ShpRecords {
  view: DataView;
  /** The header's shape type (0 null, 1 point, 3 polyline, 5 polygon, 8 multipoint; +10 Z, +20 M). */
  shapeType: number;
  /** Byte offset of each record header (record number and content length, big-endian). */
  offsets: number[];
  /** Content length in bytes of each record (after its 8-byte header). */
  contentLengths: number[];
}

const HEADER_BYTES = 100;
const FILE_CODE = 9994;

const viewOf = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The .shp's header: its file code, and the length it says the file has (in bytes). */
function shpHeader(shp: NamedPart): Result<{ view: DataView; declaredBytes: number }> {
  const { bytes, label: file } = shp;
  const view = viewOf(bytes);
  const hasFileCode = bytes.byteLength >= 4 && view.getInt32(0) === FILE_CODE;
  if (bytes.byteLength < HEADER_BYTES) {
    return hasFileCode
      ? refuse('SHP_TRUNCATED', {
          file,
          expectedBytes: HEADER_BYTES,
          actualBytes: bytes.byteLength,
        })
      : refuse('SHP_CORRUPT', { file });
  }
  if (!hasFileCode) return refuse('SHP_CORRUPT', { file });
  return accept({ view, declaredBytes: view.getInt32(24) * 2 });
}

/** A .shx's entries: offset and length in bytes of record `index` (0-based). */
interface ShxIndex {
  count: number;
  entry: (index: number) => { offset: number; length: number };
}

/**
 * The .shx's entries, as many as its header announces and its bytes hold; trailing all-zero
 * entries are padding, not records at offset 0. Read in place: nothing per record is allocated.
 */
function shxIndex(shx: NamedPart): Result<ShxIndex> {
  const view = viewOf(shx.bytes);
  if (shx.bytes.byteLength < HEADER_BYTES || view.getInt32(0) !== FILE_CODE) {
    return refuse('SHX_CORRUPT', { file: shx.label });
  }
  const indexedBytes = Math.min(view.getInt32(24) * 2, shx.bytes.byteLength);
  const at = (index: number) => HEADER_BYTES + 8 * index;
  let count = Math.max(0, Math.floor((indexedBytes - HEADER_BYTES) / 8));
  while (count > 0 && view.getInt32(at(count - 1)) === 0 && view.getInt32(at(count - 1) + 4) === 0)
    count--;
  return accept({
    count,
    entry: (index) => ({
      offset: view.getInt32(at(index)) * 2,
      length: view.getInt32(at(index) + 4) * 2,
    }),
  });
}

/**
 * Records after the last indexed one that look like records (a content length that fits, a
 * null shape or the header's type): a .shx that leaves them out comes from another export.
 * Zero bytes or junk after the records end the walk, as GDAL ignores them.
 */
function unindexedRecords(view: DataView, from: number, shapeType: number): number {
  let count = 0;
  for (let at = from; at + 12 <= view.byteLength; count++) {
    const contentLength = view.getInt32(at + 4) * 2;
    const type = view.getInt32(at + 8, true);
    if (contentLength < 4 || at + 8 + contentLength > view.byteLength) break;
    if (type !== 0 && type !== shapeType) break;
    at += 8 + contentLength;
  }
  return count;
}

interface Located {
  contentLength: number;
}

/**
 * Checks one .shx entry against the record header it points at. An entry past the end of a
 * .shp whose header agrees with its length indexes shapes the .shp never had (another export);
 * one past the end of a .shp shorter than its header says means the copy was cut short.
 */
function locateRecord(
  view: DataView,
  entry: { offset: number; length: number },
  record: number,
  context: { shp: string; shx: string; declaredBytes: number; shxRecords: number },
): Result<Located> {
  const { offset, length } = entry;
  const actualBytes = view.byteLength;
  const { shp: file, declaredBytes } = context;
  const cutShort = () =>
    declaredBytes > actualBytes
      ? refuse<Located>('SHP_TRUNCATED', { file, expectedBytes: declaredBytes, actualBytes })
      : refuse<Located>('SHP_TRUNCATED_RECORD', { file, record });
  if (offset < HEADER_BYTES) return refuse('SHX_OFFSET_MISMATCH', { file: context.shx, record });
  if (offset >= actualBytes && declaredBytes <= actualBytes) {
    const { shxRecords } = context;
    return refuse('SHX_RECORD_COUNT_MISMATCH', {
      file: context.shx,
      shxRecords,
      shpRecords: record - 1,
    });
  }
  if (offset + 8 > actualBytes) return cutShort();
  const contentLength = view.getInt32(offset + 4) * 2;
  if (contentLength !== length && contentLength + 8 !== length)
    return refuse('SHX_OFFSET_MISMATCH', { file: context.shx, record });
  if (contentLength < 4) return refuse('SHP_RECORD_CORRUPT', { file, record });
  if (offset + 8 + contentLength > actualBytes) return cutShort();
  return accept({ contentLength });
}

/**
 * Finds every record of a .shp through its .shx, as GDAL's shapelib does (`SHPOpenLL` takes
 * offsets and lengths from the .shx, `SHPReadObject` reads each record there), without reading
 * geometry: so zero bytes after the last record, a wrong file length in the .shp's header and
 * records stored out of order are all read. Each record header must agree with its .shx entry
 * (shapelib's one tolerance included: a .shx length that counts the 8-byte record header), or
 * the .shx belongs to another export. Nothing is allocated for the shapes before every record
 * is checked.
 */
export function readShpRecords(shp: NamedPart, shx: NamedPart): Result<ShpRecords> {
  const header = shpHeader(shp);
  if (!header.valid) return header;
  const { view, declaredBytes } = header.value;
  const index = shxIndex(shx);
  if (!index.valid) return index;
  const { count, entry } = index.value;
  const shapeType = view.getInt32(32, true);
  const context = {
    shp: shp.label,
    shx: shx.label,
    declaredBytes,
    shxRecords: count,
  };
  const offsets: number[] = [];
  const contentLengths: number[] = [];
  let end = HEADER_BYTES;
  for (let record = 1; record <= count; record++) {
    const { offset, length } = entry(record - 1);
    const located = locateRecord(view, { offset, length }, record, context);
    if (!located.valid) return located;
    offsets.push(offset);
    contentLengths.push(located.value.contentLength);
    end = Math.max(end, offset + 8 + located.value.contentLength);
  }
  const more = unindexedRecords(view, end, shapeType);
  if (more > 0) {
    const shxRecords = offsets.length;
    return refuse('SHX_RECORD_COUNT_MISMATCH', {
      file: shx.label,
      shxRecords,
      shpRecords: shxRecords + more,
    });
  }
  return accept({ view, shapeType, offsets, contentLengths });
}
