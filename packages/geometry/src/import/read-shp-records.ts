import { accept, type Result, refuse } from '../types.js';

/** Where each record of a .shp starts, after its 100-byte header, checked against the file. */
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

/**
 * Walks a .shp's record headers without reading geometry, so a truncated or corrupt file is
 * refused before anything is allocated for it. The header's file length (in 16-bit words) says
 * how long the file should be: shorter means the upload or copy was cut off.
 */
export function readShpRecords(bytes: Uint8Array, file: string): Result<ShpRecords> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < HEADER_BYTES) {
    return bytes.byteLength >= 4 && view.getInt32(0) === FILE_CODE
      ? refuse('SHP_TRUNCATED', {
          file,
          expectedBytes: HEADER_BYTES,
          actualBytes: bytes.byteLength,
        })
      : refuse('SHP_CORRUPT', { file });
  }
  if (view.getInt32(0) !== FILE_CODE) return refuse('SHP_CORRUPT', { file });
  const declaredBytes = view.getInt32(24) * 2;
  if (declaredBytes < HEADER_BYTES) return refuse('SHP_CORRUPT', { file });
  if (declaredBytes > bytes.byteLength) {
    return refuse('SHP_TRUNCATED', {
      file,
      expectedBytes: declaredBytes,
      actualBytes: bytes.byteLength,
    });
  }
  const offsets: number[] = [];
  const contentLengths: number[] = [];
  let offset = HEADER_BYTES;
  while (offset < declaredBytes) {
    const record = offsets.length + 1;
    if (offset + 8 > declaredBytes) return refuse('SHP_TRUNCATED_RECORD', { file, record });
    const contentLength = view.getInt32(offset + 4) * 2;
    if (contentLength < 4) return refuse('SHP_RECORD_CORRUPT', { file, record });
    if (offset + 8 + contentLength > declaredBytes) {
      return refuse('SHP_TRUNCATED_RECORD', { file, record });
    }
    offsets.push(offset);
    contentLengths.push(contentLength);
    offset += 8 + contentLength;
  }
  return accept({ view, shapeType: view.getInt32(32, true), offsets, contentLengths });
}
