import type { Position } from 'geojson';
import { latticeValue } from './noise.js';

/**
 * Voronoi-like cells for the synthetic ecoregions and river basins: one seed point per cell of a
 * coarse lattice (jittered inside its cell), each region being the Voronoi cell of its seed in
 * plate carrée degrees. A cell depends only on the seeds around it, so the same region comes
 * back whatever box was asked for, and neighbouring cells share their edges (no gaps).
 */

export interface LatticeCell {
  column: number;
  row: number;
}

/** The seed of lattice cell (column, row), spacing in degrees: jittered within 15..85 % of it. */
export function cellSeed(cell: LatticeCell, spacing: number, seed: number): [number, number] {
  const u = latticeValue(cell.column, cell.row, seed);
  const v = latticeValue(cell.column, cell.row, (seed ^ 0x5bd1e995) >>> 0);
  return [
    -180 + (cell.column + 0.15 + 0.7 * u) * spacing,
    -90 + (cell.row + 0.15 + 0.7 * v) * spacing,
  ];
}

/** Keeps the part of a convex polygon where (p - m)·n <= 0 (Sutherland-Hodgman, one edge). */
function clipHalfPlane(polygon: Position[], midpoint: Position, normal: Position): Position[] {
  const side = (p: Position) =>
    ((p[0] as number) - (midpoint[0] as number)) * (normal[0] as number) +
    ((p[1] as number) - (midpoint[1] as number)) * (normal[1] as number);
  const out: Position[] = [];
  for (let index = 0; index < polygon.length; index++) {
    const current = polygon[index] as Position;
    const next = polygon[(index + 1) % polygon.length] as Position;
    const a = side(current);
    const b = side(next);
    if (a <= 0) out.push(current);
    if ((a < 0 && b > 0) || (a > 0 && b < 0)) {
      const t = a / (a - b);
      out.push([
        (current[0] as number) + t * ((next[0] as number) - (current[0] as number)),
        (current[1] as number) + t * ((next[1] as number) - (current[1] as number)),
      ]);
    }
  }
  return out;
}

/**
 * The closed, counter-clockwise exterior ring of the cell's region, clipped to the globe. The
 * 5 × 5 neighbourhood is enough: seeds stay within 15..85 % of their cells, so a region never
 * reaches past its 3 × 3 block.
 */
export function voronoiRing(cell: LatticeCell, spacing: number, seed: number): Position[] {
  const [x, y] = cellSeed(cell, spacing, seed);
  const west = Math.max(-180, -180 + (cell.column - 1) * spacing);
  const east = Math.min(180, -180 + (cell.column + 2) * spacing);
  const south = Math.max(-90, -90 + (cell.row - 1) * spacing);
  const north = Math.min(90, -90 + (cell.row + 2) * spacing);
  let polygon: Position[] = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
  const rows = Math.round(180 / spacing);
  for (let dRow = -2; dRow <= 2; dRow++)
    for (let dColumn = -2; dColumn <= 2; dColumn++) {
      const row = cell.row + dRow;
      if ((dRow === 0 && dColumn === 0) || row < 0 || row >= rows) continue;
      const [nx, ny] = cellSeed({ column: cell.column + dColumn, row }, spacing, seed);
      polygon = clipHalfPlane(polygon, [(x + nx) / 2, (y + ny) / 2], [nx - x, ny - y]);
    }
  const ring = polygon.map(([lon = 0, lat = 0]) => [round(lon), round(lat)]);
  if (ring[0]) ring.push(ring[0]);
  return ring;
}

/** Nanodegree rounding, so the two cells of an edge write the same coordinates. */
const round = (degrees: number) => Math.round(degrees * 1e9) / 1e9;

/** Lattice cells whose region may meet [west, south, east, north] (one cell of margin). */
export function cellsNear(
  bbox: readonly [number, number, number, number],
  spacing: number,
): LatticeCell[] {
  const columns = Math.round(360 / spacing);
  const rows = Math.round(180 / spacing);
  const first = Math.max(0, Math.floor((bbox[0] + 180) / spacing) - 1);
  const last = Math.min(columns - 1, Math.floor((bbox[2] + 180) / spacing) + 1);
  const bottom = Math.max(0, Math.floor((bbox[1] + 90) / spacing) - 1);
  const top = Math.min(rows - 1, Math.floor((bbox[3] + 90) / spacing) + 1);
  const cells: LatticeCell[] = [];
  for (let row = bottom; row <= top; row++)
    for (let column = first; column <= last; column++) cells.push({ column, row });
  return cells;
}

/** A stable id for a lattice cell: 1 + row-major index over the globe. */
export function cellId(cell: LatticeCell, spacing: number): number {
  return 1 + cell.row * Math.round(360 / spacing) + cell.column;
}
