import { constants, deflateRawSync } from 'node:zlib';

interface RawEntry {
  name: string;
  data: Uint8Array;
  method: 0 | 8;
  declaredSize: number;
}

const u16 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff);
const u32 = (value: number) =>
  Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/** A zip written by hand, so its headers can declare any size (CRCs are zero: JSZip does not check). */
function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const common = [
      u16(20),
      u16(0),
      u16(entry.method),
      u16(0),
      u16(0),
      u32(0),
      u32(entry.data.byteLength),
      u32(entry.declaredSize),
      u16(name.byteLength),
      u16(0),
    ];
    const local = concat([u32(0x04034b50), ...common, name, entry.data]);
    centrals.push(
      concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.byteLength;
  }
  const directory = concat(centrals);
  const end = concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.byteLength),
    u32(offset),
    u16(0),
  ]);
  return concat([...locals, directory, end]);
}

/**
 * A deflate stream of `megabytes` MB of zeros built in milliseconds: one sync-flushed block of
 * 1 MB of zeros (about 1 KB compressed) repeated, then an empty final block. 1 GB is ~1 MB.
 */
export function zerosDeflated(megabytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(1 << 20), { finishFlush: constants.Z_SYNC_FLUSH });
  return concat([...Array.from({ length: megabytes }, () => block), Uint8Array.of(0x03, 0x00)]);
}

/**
 * A zipped "shapefile" whose .shp is `megabytes` MB of zeros and claims `declaredBytes`: declare
 * the truth to test the directory check, or lie (small) to test the count while inflating.
 */
export function zipBomb(megabytes: number, declaredBytes: number, prj: string): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  return rawZip([
    {
      name: 'bomb/parcels.shp',
      data: zerosDeflated(megabytes),
      method: 8,
      declaredSize: declaredBytes,
    },
    { name: 'bomb/parcels.shx', data: new Uint8Array(100), method: 0, declaredSize: 100 },
    { name: 'bomb/parcels.prj', data: text(prj), method: 0, declaredSize: text(prj).byteLength },
  ]);
}

/** A zip with `count` tiny stored entries, for the entry-count limit. */
export function zipWithEntries(count: number): Uint8Array {
  return rawZip(
    Array.from({ length: count }, (_, index) => ({
      name: `f${index}.txt`,
      data: Uint8Array.of(1),
      method: 0 as const,
      declaredSize: 1,
    })),
  );
}
