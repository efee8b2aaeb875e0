/**
 * A static spatial index of boxes on a regular longitude/latitude grid: each box is listed in
 * every cell it covers (compressed rows, two typed arrays). Queries return the boxes whose cells
 * meet the query box; callers test the exact bounds. Built once at load, in milliseconds.
 */
export interface BoxGrid {
  /** Ids of the boxes that may meet [west, south, east, north], each once. */
  search(west: number, south: number, east: number, north: number): number[];
}

export function createBoxGrid(
  /** [west, south, east, north] per box, flat. */
  bounds: Float64Array,
  cellsPerDegree = 1,
): BoxGrid {
  const columns = 360 * cellsPerDegree;
  const rows = 180 * cellsPerDegree;
  const column = (x: number) =>
    Math.min(columns - 1, Math.max(0, Math.floor((x + 180) * cellsPerDegree)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y + 90) * cellsPerDegree)));
  const boxes = bounds.length / 4;

  const visit = (box: number, each: (cell: number) => void) => {
    const west = bounds[box * 4] as number;
    const south = bounds[box * 4 + 1] as number;
    const east = bounds[box * 4 + 2] as number;
    const north = bounds[box * 4 + 3] as number;
    if (!(west <= east && south <= north)) return;
    for (let r = row(south); r <= row(north); r++) {
      for (let c = column(west); c <= column(east); c++) each(r * columns + c);
    }
  };
  const cellStart = new Uint32Array(columns * rows + 1);
  for (let box = 0; box < boxes; box++)
    visit(box, (cell) => {
      cellStart[cell + 1] = (cellStart[cell + 1] as number) + 1;
    });
  for (let cell = 0; cell < columns * rows; cell++) {
    cellStart[cell + 1] = (cellStart[cell + 1] as number) + (cellStart[cell] as number);
  }
  const fill = cellStart.slice(0, -1);
  const entries = new Uint32Array(cellStart[columns * rows] as number);
  for (let box = 0; box < boxes; box++) {
    visit(box, (cell) => {
      entries[fill[cell] as number] = box;
      fill[cell] = (fill[cell] as number) + 1;
    });
  }

  const seen = new Uint32Array(boxes);
  let stamp = 0;
  return {
    search(west, south, east, north) {
      stamp++;
      const found: number[] = [];
      for (let r = row(south); r <= row(north); r++) {
        for (let c = column(west); c <= column(east); c++) {
          const cell = r * columns + c;
          for (let i = cellStart[cell] as number; i < (cellStart[cell + 1] as number); i++) {
            const box = entries[i] as number;
            if (seen[box] === stamp) continue;
            seen[box] = stamp;
            found.push(box);
          }
        }
      }
      return found;
    },
  };
}
