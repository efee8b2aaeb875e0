import { accept, type Result, refuse } from '../types.js';
import type { ShpRecords } from './read-shp-records.js';

const HEADER_BYTES = 100;

/**
 * A .shx is the .shp's index: one 8-byte entry (offset and length in 16-bit words) per record.
 * One that disagrees usually comes from another export of the same layer, so the set is refused
 * rather than trusting either file.
 */
export function checkShx(shx: Uint8Array, records: ShpRecords, file: string): Result<true> {
  const view = new DataView(shx.buffer, shx.byteOffset, shx.byteLength);
  if (shx.byteLength < HEADER_BYTES || view.getInt32(0) !== 9994) {
    return refuse('SHX_CORRUPT', { file });
  }
  const indexedBytes = Math.min(view.getInt32(24) * 2, shx.byteLength);
  const shxRecords = Math.floor((indexedBytes - HEADER_BYTES) / 8);
  const shpRecords = records.offsets.length;
  if (shxRecords !== shpRecords) {
    return refuse('SHX_RECORD_COUNT_MISMATCH', { file, shxRecords, shpRecords });
  }
  for (let index = 0; index < shpRecords; index++) {
    const entry = HEADER_BYTES + index * 8;
    const offset = view.getInt32(entry) * 2;
    const length = view.getInt32(entry + 4) * 2;
    if (offset !== records.offsets[index] || length !== records.contentLengths[index]) {
      return refuse('SHX_OFFSET_MISMATCH', { file, record: index + 1 });
    }
  }
  return accept(true);
}
