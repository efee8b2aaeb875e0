/**
 * Burned pixels grouped into fire events (docs/analyses/fire.md, "Events"). A simplified form of
 * the flood fill of the Global Fire Atlas (Andela et al. 2019), which follows MCD64A1 burn dates
 * from pixel to neighbouring pixel: two burned pixels belong to the same event when they are
 * 8-neighbours (or the same pixel) and their burn dates are at most EVENT_WINDOW_DAYS apart; an
 * event is a connected group under that rule. The same pixel seen burned again within the window
 * is one burn (a re-detection), counted once.
 */

/** Days two neighbouring burn dates may differ and still be one fire (MCD64A1's 16-day window). */
export const EVENT_WINDOW_DAYS = 16;

/** One burned pixel: its cell (index in the grid's cell list) and day (UTC days since 1970). */
export interface BurnObservation {
  cell: number;
  day: number;
}

export interface CellLattice {
  /** Raster width and height of the grid the cells lie on. */
  width: number;
  height: number;
  /** Raster index (row × width + column) of each cell. */
  cells: Int32Array;
}

/** Day number (UTC days since 1970-01-01) of day-of-year `dayOfYear` (1..366) of `year`. */
export const dayNumber = (year: number, dayOfYear: number) =>
  Date.UTC(year, 0, 1) / 86_400_000 + dayOfYear - 1;

/** The ISO date ('YYYY-MM-DD') of a day number. */
export const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Observations with re-detections removed, sorted by cell then day. */
export function distinctBurns(
  observations: readonly BurnObservation[],
  windowDays = EVENT_WINDOW_DAYS,
): BurnObservation[] {
  const sorted = [...observations].sort((a, b) => a.cell - b.cell || a.day - b.day);
  const kept: BurnObservation[] = [];
  for (const observation of sorted) {
    const last = kept[kept.length - 1];
    if (last && last.cell === observation.cell && observation.day - last.day <= windowDays)
      continue;
    kept.push(observation);
  }
  return kept;
}

function find(parents: Int32Array, index: number): number {
  let root = index;
  while (parents[root] !== root) root = parents[root] as number;
  let at = index;
  while (parents[at] !== root) {
    const next = parents[at] as number;
    parents[at] = root;
    at = next;
  }
  return root;
}

/**
 * The event of each burn (`burns` as `distinctBurns` returns them): an event number per burn,
 * 0.. in order of first appearance. Linear in burns times the burns of a pixel's neighbours.
 */
export function groupBurns(
  lattice: CellLattice,
  burns: readonly BurnObservation[],
  windowDays = EVENT_WINDOW_DAYS,
): Int32Array {
  const cellAt = new Int32Array(lattice.width * lattice.height).fill(-1);
  lattice.cells.forEach((rasterIndex, cell) => {
    cellAt[rasterIndex] = cell;
  });
  // The burns of each cell: a run [first, end) of the sorted list.
  const firstOfCell = new Map<number, [number, number]>();
  burns.forEach((burn, index) => {
    const run = firstOfCell.get(burn.cell);
    if (run) run[1] = index + 1;
    else firstOfCell.set(burn.cell, [index, index + 1]);
  });
  const parents = Int32Array.from(burns, (_burn, index) => index);
  burns.forEach((burn, index) => {
    const rasterIndex = lattice.cells[burn.cell] as number;
    const column = rasterIndex % lattice.width;
    const row = (rasterIndex - column) / lattice.width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = column + dx;
        const y = row + dy;
        if (x < 0 || y < 0 || x >= lattice.width || y >= lattice.height) continue;
        const neighbour = cellAt[y * lattice.width + x] as number;
        const run = neighbour < 0 ? undefined : firstOfCell.get(neighbour);
        if (!run) continue;
        for (let other = run[0]; other < run[1]; other++) {
          if (Math.abs((burns[other] as BurnObservation).day - burn.day) > windowDays) continue;
          const a = find(parents, index);
          const b = find(parents, other);
          if (a !== b) parents[Math.max(a, b)] = Math.min(a, b);
        }
      }
  });
  const numbers = new Map<number, number>();
  return Int32Array.from(burns, (_burn, index) => {
    const root = find(parents, index);
    let number = numbers.get(root);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(root, number);
    }
    return number;
  });
}
