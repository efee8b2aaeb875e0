import type { MultiPolygon, Polygon } from 'geojson';
import { accept, type Result, refuse } from '../types.js';
import type { ToLonLat } from './import.types.js';
import { polygonFromRings } from './polygon-from-rings.js';
import type { ShpRecords } from './read-shp-records.js';

/** Where a polygon record's parts and points are, and where its vertices go in the flat array. */
interface RecordLayout {
  partsAt: number;
  pointsAt: number;
  parts: number;
  points: number;
  firstVertex: number;
}

type Layouts = Array<RecordLayout | null>;

/** Pass 1: reads counts and checks every record fits its length, before allocating anything. */
function layoutRecords(
  records: ShpRecords,
  file: string,
): Result<{ layouts: Layouts; vertices: number }> {
  const { view, offsets, contentLengths } = records;
  const layouts: Layouts = [];
  let vertices = 0;
  for (let index = 0; index < offsets.length; index++) {
    const content = (offsets[index] as number) + 8;
    const length = contentLengths[index] as number;
    const type = view.getInt32(content, true);
    if (type === 0) {
      layouts.push(null);
      continue;
    }
    const parts = length >= 44 && type % 10 === 5 ? view.getInt32(content + 36, true) : -1;
    const points = length >= 44 ? view.getInt32(content + 40, true) : -1;
    if (parts < 0 || points < 0 || 44 + 4 * parts + 16 * points > length) {
      return refuse('SHP_RECORD_CORRUPT', { file, record: index + 1 });
    }
    layouts.push({
      partsAt: content + 44,
      pointsAt: content + 44 + 4 * parts,
      parts,
      points,
      firstVertex: vertices,
    });
    vertices += points;
  }
  return accept({ layouts, vertices });
}

/** Part boundaries as vertex ranges in the flat array; undefined when they are out of order. */
function partRanges(view: DataView, layout: RecordLayout): Array<[number, number]> | undefined {
  const ranges: Array<[number, number]> = [];
  for (let part = 0; part < layout.parts; part++) {
    const start = view.getInt32(layout.partsAt + 4 * part, true);
    const end =
      part + 1 < layout.parts ? view.getInt32(layout.partsAt + 4 * part + 4, true) : layout.points;
    if (start < 0 || end < start || end > layout.points || (part === 0 && start !== 0))
      return undefined;
    ranges.push([layout.firstVertex + start, layout.firstVertex + end]);
  }
  return ranges;
}

/** Doubles in a .shp are little-endian: on such a machine (all current ones) they copy as bytes. */
const LITTLE_ENDIAN = new Uint8Array(Float64Array.of(1).buffer)[7] === 0x3f;

function readCoordinates(view: DataView, layouts: Layouts, vertices: number): Float64Array {
  const coordinates = new Float64Array(vertices * 2);
  const source = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const target = new Uint8Array(coordinates.buffer);
  for (const layout of layouts) {
    if (!layout) continue;
    const first = layout.firstVertex * 2;
    if (LITTLE_ENDIAN) {
      target.set(source.subarray(layout.pointsAt, layout.pointsAt + 16 * layout.points), first * 8);
      continue;
    }
    for (let k = 0; k < layout.points * 2; k++) {
      coordinates[first + k] = view.getFloat64(layout.pointsAt + 8 * k, true);
    }
  }
  return coordinates;
}

function isLonLat(coordinates: Float64Array): boolean {
  for (let i = 0; i < coordinates.length; i += 2) {
    const lon = coordinates[i] as number;
    const lat = coordinates[i + 1] as number;
    if (!(lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90)) return false;
  }
  return true;
}

export interface ShpPolygons {
  /** One per record, null for null shapes, so .dbf rows stay aligned. */
  geometries: Array<Polygon | MultiPolygon | null>;
  vertices: number;
}

/**
 * Reads a polygon .shp (2D, Z or M; Z and M are dropped) straight from its bytes: every vertex
 * into one Float64Array, reprojected in one call, then rings grouped into polygons. Refuses
 * before allocating when this file would take the call past its vertex limit.
 */
export function readShpPolygons(
  records: ShpRecords,
  toLonLat: ToLonLat,
  vertexAllowance: { used: number; max: number },
  file: string,
): Result<ShpPolygons> {
  const layout = layoutRecords(records, file);
  if (!layout.valid) return layout;
  const { layouts, vertices } = layout.value;
  if (vertexAllowance.used + vertices > vertexAllowance.max) {
    return refuse('TOO_MANY_VERTICES', { file, limit: vertexAllowance.max });
  }
  const coordinates = readCoordinates(records.view, layouts, vertices);
  toLonLat(coordinates, coordinates);
  if (!isLonLat(coordinates)) return refuse('PROJECTION_OUT_OF_RANGE', { file });
  const geometries: ShpPolygons['geometries'] = [];
  for (const [index, recordLayout] of layouts.entries()) {
    const ranges = recordLayout ? partRanges(records.view, recordLayout) : [];
    if (!ranges) return refuse('SHP_RECORD_CORRUPT', { file, record: index + 1 });
    geometries.push(polygonFromRings(coordinates, ranges));
  }
  return accept({ geometries, vertices });
}
