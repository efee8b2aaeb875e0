import { accept, type Result, refuse } from '../types.js';

/** One entry of a zip's central directory: what it claims, before anything is inflated. */
export interface ZipDirectoryEntry {
  name: string;
  /** Declared size once inflated; Infinity when the zip64 field is missing. */
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const ENTRY = 0x02014b50;
/** JSZip decodes every name as UTF-8 unless told otherwise; names here must match its keys. */
const utf8 = new TextDecoder('utf-8');

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** Entry count, directory offset and size, from the zip64 record when the classic one overflows. */
function directoryBounds(view: DataView, end: number) {
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    locator >= 0 &&
    view.getUint32(locator, true) === ZIP64_LOCATOR
  ) {
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 <= view.byteLength && view.getUint32(record, true) === ZIP64_END) {
      return {
        count: Number(view.getBigUint64(record + 32, true)),
        size: Number(view.getBigUint64(record + 40, true)),
        offset: Number(view.getBigUint64(record + 48, true)),
      };
    }
  }
  return { count, size, offset };
}

/** Uncompressed size, looking in the zip64 extra field (id 1) when the 32-bit one is full. */
function declaredSize(
  view: DataView,
  entry: number,
  nameLength: number,
  extraLength: number,
): number {
  const size = view.getUint32(entry + 24, true);
  if (size !== 0xffffffff) return size;
  for (let at = entry + 46 + nameLength; at + 4 <= entry + 46 + nameLength + extraLength; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 1 && length >= 8 && at + 12 <= view.byteLength)
      return Number(view.getBigUint64(at + 4, true));
    at += 4 + length;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Reads a zip's central directory (names and declared sizes) without inflating anything, so a
 * zip with too many entries or a declared zip bomb is refused before JSZip builds its objects.
 */
export function readZipDirectory(
  bytes: Uint8Array,
  file: string,
  maxEntries: number,
): Result<ZipDirectoryEntry[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength >= 22 ? findEndOfDirectory(view) : -1;
  if (end < 0) return refuse('ZIP_CORRUPT', { file });
  const { count, size, offset } = directoryBounds(view, end);
  if (count > maxEntries) return refuse('ZIP_TOO_MANY_ENTRIES', { file, count, limit: maxEntries });
  if (offset + size > bytes.byteLength) return refuse('ZIP_CORRUPT', { file });
  const entries: ZipDirectoryEntry[] = [];
  for (let at = offset, index = 0; index < count; index++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== ENTRY)
      return refuse('ZIP_CORRUPT', { file });
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = utf8.decode(nameBytes);
    entries.push({ name, uncompressedSize: declaredSize(view, at, nameLength, extraLength) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return accept(entries);
}
