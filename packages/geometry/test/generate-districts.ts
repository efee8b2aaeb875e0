import type { Position } from 'geojson';
import type { ShapeCollection, ShapeFeature } from '../src/types.js';
import { seededRandom } from './seeded-random.js';

/**
 * Adjacent polygons with shared borders, like a shapefile of electoral districts (issue 12: 40
 * districts, 25,352 vertices, a Lambert conformal conic projection). The districts tile a
 * jittered grid in the projection's plane; every border between two districts is one wiggly
 * line that both use (the other way round), and the districts are brought back to longitude
 * and latitude one by one through the projection's inverse. Each district shifts its plane
 * coordinates by its own false origin and back first, as exports from different tools do, so
 * the two copies of a shared vertex differ in their last bits: a dissolve cannot count on
 * bitwise equality. Cells listed as `gaps` are left out: they are holes of the union.
 */

/** Mexico's INEGI Lambert conformal conic (spherical here: the shapes need not be exact). */
const LCC = { lat1: 17.5, lat2: 29.5, lat0: 12, lon0: -102, radius: 6_371_000 };
const RADIANS = Math.PI / 180;
const halfTan = (lat: number) => Math.tan(Math.PI / 4 + (lat * RADIANS) / 2);
const CONE =
  Math.log(Math.cos(LCC.lat1 * RADIANS) / Math.cos(LCC.lat2 * RADIANS)) /
  Math.log(halfTan(LCC.lat2) / halfTan(LCC.lat1));
const SCALE = (LCC.radius * Math.cos(LCC.lat1 * RADIANS) * halfTan(LCC.lat1) ** CONE) / CONE;
const RHO0 = SCALE / halfTan(LCC.lat0) ** CONE;

/** Longitude and latitude to metres in the conic's plane. */
export function lccForward([lon = 0, lat = 0]: Position): Position {
  const rho = SCALE / halfTan(lat) ** CONE;
  const theta = CONE * (lon - LCC.lon0) * RADIANS;
  return [rho * Math.sin(theta), RHO0 - rho * Math.cos(theta)];
}

/** Metres in the conic's plane to longitude and latitude. */
export function lccInverse([x = 0, y = 0]: Position): Position {
  const rho = Math.hypot(x, RHO0 - y);
  const theta = Math.atan2(x, RHO0 - y);
  const lat = 2 * Math.atan((SCALE / rho) ** (1 / CONE)) - Math.PI / 2;
  return [theta / CONE / RADIANS + LCC.lon0, lat / RADIANS];
}

export interface DistrictOptions {
  seed: number;
  center: Position;
  columns: number;
  rows: number;
  cellMeters: number;
  /** Inner vertices of each border line between two grid corners. */
  verticesPerBorder: number;
  /** Cells left out, as [column, row]. */
  gaps?: [number, number][];
}

/** A border from a to b: a wiggly line over the chord (one offset per step, so it is simple). */
function borderLine(random: () => number, a: Position, b: Position, inner: number): Position[] {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const length = Math.hypot(bx - ax, by - ay);
  const normal = [-(by - ay) / length, (bx - ax) / length];
  const waves = [1, 2, 3, 5, 8].map((frequency, index) => ({
    frequency,
    phase: random() * 2 * Math.PI,
    amplitude: (0.05 * (random() + 0.5)) / (index + 1),
  }));
  const line: Position[] = [a];
  for (let step = 1; step <= inner; step++) {
    const t = step / (inner + 1);
    let offset = 0;
    for (const wave of waves) offset += wave.amplitude * Math.sin(wave.frequency * Math.PI * t);
    offset = length * Math.sin(Math.PI * t) * (offset + 0.004 * (random() - 0.5));
    line.push([
      ax + t * (bx - ax) + offset * (normal[0] as number),
      ay + t * (by - ay) + offset * (normal[1] as number),
    ]);
  }
  line.push(b);
  return line;
}

/** Grid corners in the plane, inner ones jittered by up to a fifth of a cell. */
function gridCorners(random: () => number, options: DistrictOptions): Position[][] {
  const { center, columns, rows, cellMeters } = options;
  const [cx = 0, cy = 0] = lccForward(center);
  return Array.from({ length: columns + 1 }, (_, column) =>
    Array.from({ length: rows + 1 }, (_, row) => {
      const inner = column > 0 && column < columns && row > 0 && row < rows;
      const jitter = () => (inner ? (random() - 0.5) * 0.4 * cellMeters : 0);
      return [
        cx + (column - columns / 2) * cellMeters + jitter(),
        cy + (row - rows / 2) * cellMeters + jitter(),
      ];
    }),
  );
}

/** One district's ring in longitude and latitude, through its own false origin. */
function districtRing(plane: Position[], random: () => number): Position[] {
  const falseEasting = 500_000 + Math.floor(random() * 1_000_000) + 0.123;
  const falseNorthing = 2_000_000 + Math.floor(random() * 1_000_000) + 0.456;
  const ring = plane.map(([x = 0, y = 0]) =>
    lccInverse([x + falseEasting - falseEasting, y + falseNorthing - falseNorthing]),
  );
  ring.push([...(ring[0] as Position)]);
  return ring;
}

/** The districts, one feature each, counter-clockwise, named by their cell. */
export function generateDistricts(options: DistrictOptions): ShapeCollection {
  const random = seededRandom(options.seed);
  const { columns, rows, verticesPerBorder } = options;
  const corners = gridCorners(random, options);
  const corner = (column: number, row: number) => corners[column]?.[row] as Position;
  const across = (column: number, row: number) =>
    borderLine(random, corner(column, row), corner(column + 1, row), verticesPerBorder);
  const up = (column: number, row: number) =>
    borderLine(random, corner(column, row), corner(column, row + 1), verticesPerBorder);
  const horizontal = Array.from({ length: columns }, (_, c) =>
    Array.from({ length: rows + 1 }, (_, r) => across(c, r)),
  );
  const vertical = Array.from({ length: columns + 1 }, (_, c) =>
    Array.from({ length: rows }, (_, r) => up(c, r)),
  );
  const gaps = new Set((options.gaps ?? []).map(([c, r]) => `${c},${r}`));
  const features: ShapeFeature[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (gaps.has(`${column},${row}`)) continue;
      const south = horizontal[column]?.[row] as Position[];
      const east = vertical[column + 1]?.[row] as Position[];
      const north = horizontal[column]?.[row + 1] as Position[];
      const west = vertical[column]?.[row] as Position[];
      const plane = [
        ...south.slice(0, -1),
        ...east.slice(0, -1),
        ...[...north].reverse().slice(0, -1),
        ...[...west].reverse().slice(0, -1),
      ];
      features.push({
        type: 'Feature',
        properties: { district: `${column}-${row}` },
        geometry: { type: 'Polygon', coordinates: [districtRing(plane, random)] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The benchmark's adjacent polygons, sized like the file: 8 x 5 cells of
 * 25 km (~200 x 125 km, in the State of Mexico) with 162 edges a border, one cell a gap
 * (a hole of the union), 39 districts and 25,311 vertices in all.
 */
export function benchmarkDistricts(): ShapeCollection {
  return generateDistricts({
    seed: 12,
    center: [-99.6, 19.4],
    columns: 8,
    rows: 5,
    cellMeters: 25_000,
    verticesPerBorder: 161,
    gaps: [[3, 2]],
  });
}
