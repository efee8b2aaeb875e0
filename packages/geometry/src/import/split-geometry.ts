import type { Position } from 'geojson';

/** A geometry's polygons (2D, rings closed) and how many point and line parts it had. */
export interface GeometrySplit {
  polygons: Position[][][];
  points: number;
  lines: number;
  /** GeoJSON types found, collections counted by their members. */
  types: Record<string, number>;
}

const POINT_TYPES = new Set(['Point', 'MultiPoint']);
const LINE_TYPES = new Set(['LineString', 'MultiLineString']);
/** Deeper GeometryCollections are not real data; the limit keeps recursion off the stack edge. */
const MAX_DEPTH = 8;

type Ring = Position[];

/** A 2D position: the parsed array itself when it already is one (most are), else a copy. */
function position(value: unknown): Position | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const [x, y] = value;
  if (
    typeof x !== 'number' ||
    typeof y !== 'number' ||
    !Number.isFinite(x) ||
    !Number.isFinite(y)
  ) {
    return undefined;
  }
  return value.length === 2 ? (value as Position) : [x, y];
}

/** Positions of a ring, 2D (altitudes dropped), closed when the file left it open. */
function ring(value: unknown): Ring | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const positions: Ring = [];
  for (const item of value) {
    const point = position(item);
    if (!point) return undefined;
    positions.push(point);
  }
  const first = positions[0];
  const last = positions[positions.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) positions.push([...first]);
  return positions;
}

function polygon(value: unknown): Ring[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rings = value.map(ring);
  return rings.every((item): item is Ring => item !== undefined) ? rings : undefined;
}

function addInto(split: GeometrySplit, part: GeometrySplit): void {
  for (const item of part.polygons) split.polygons.push(item);
  split.points += part.points;
  split.lines += part.lines;
  for (const [type, count] of Object.entries(part.types))
    split.types[type] = (split.types[type] ?? 0) + count;
}

function collection(geometries: unknown, depth: number): GeometrySplit | undefined {
  if (!Array.isArray(geometries) || depth >= MAX_DEPTH) return undefined;
  const split: GeometrySplit = { polygons: [], points: 0, lines: 0, types: {} };
  for (const member of geometries) {
    const part = splitGeometry(member, depth + 1);
    if (!part) return undefined;
    addInto(split, part);
  }
  return split;
}

/**
 * Checks an untrusted GeoJSON geometry and keeps what can define an area: its polygons. Point
 * and line parts are only counted, so the person can be told what was left out. Undefined when
 * the object is not a valid geometry (wrong type, missing or non-numeric coordinates). Rings are
 * new arrays; 2D positions are shared with the object, which is the importer's own parse.
 */
export function splitGeometry(geometry: unknown, depth = 0): GeometrySplit | undefined {
  if (typeof geometry !== 'object' || geometry === null) return undefined;
  const { type, coordinates, geometries } = geometry as Record<string, unknown>;
  if (type === 'GeometryCollection') return collection(geometries, depth);
  if (typeof type !== 'string' || !Array.isArray(coordinates)) return undefined;
  const types = { [type]: 1 };
  if (POINT_TYPES.has(type)) return { polygons: [], points: 1, lines: 0, types };
  if (LINE_TYPES.has(type)) return { polygons: [], points: 0, lines: 1, types };
  if (type === 'Polygon') {
    const rings = polygon(coordinates);
    return rings && { polygons: rings.length > 0 ? [rings] : [], points: 0, lines: 0, types };
  }
  if (type !== 'MultiPolygon') return undefined;
  const polygons = coordinates.map(polygon);
  return polygons.every((item): item is Ring[] => item !== undefined)
    ? { polygons: polygons.filter((rings) => rings.length > 0), points: 0, lines: 0, types }
    : undefined;
}
