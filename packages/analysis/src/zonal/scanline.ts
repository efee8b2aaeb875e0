import type { PixelRings } from './pixel-shape.js';

/**
 * The pixels of a shape, row by row: row `rowStart + i` holds the column runs
 * `spans[offsets[i]] .. spans[offsets[i + 1]]` as [from, to) pairs. Columns and rows are not
 * clipped to the raster (pixels outside it count as no-data).
 */
export interface RowSpans {
  rowStart: number;
  rowEnd: number;
  offsets: Int32Array;
  spans: Int32Array;
}

/**
 * Scanline rasterisation with the pixel-centre rule: pixel (column, row) belongs to the shape when
 * its centre (column + 0.5, row + 0.5) is inside, by the even-odd rule over all rings (holes and
 * the parts of a multipolygon alike). An edge crosses row r when y1 <= r + 0.5 < y2 (half-open),
 * so a vertex on a centre line is counted once, and a centre exactly on a left edge is inside,
 * on a right edge outside: neighbouring shapes that share an edge never share a pixel.
 */
export function rowSpans(rings: PixelRings): RowSpans {
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const ring of rings) {
    for (let index = 1; index < ring.length; index += 2) {
      const y = ring[index] as number;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (!(maxY > minY))
    return { rowStart: 0, rowEnd: 0, offsets: new Int32Array(1), spans: new Int32Array(0) };
  const rowStart = Math.ceil(minY - 0.5);
  const rowEnd = Math.max(rowStart, Math.ceil(maxY - 0.5));
  const rows = rowEnd - rowStart;
  const counts = new Int32Array(rows + 1);
  forEachEdgeRows(rings, rowStart, (first, last) => {
    for (let row = first; row < last; row++) counts[row] = (counts[row] as number) + 1;
  });
  const starts = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row++)
    starts[row + 1] = (starts[row] as number) + (counts[row] as number);
  const crossings = new Float64Array(starts[rows] as number);
  const fill = starts.slice();
  forEachEdgeRows(rings, rowStart, (first, last, x1, y1, slope) => {
    for (let row = first; row < last; row++) {
      const slot = fill[row] as number;
      crossings[slot] = x1 + (rowStart + row + 0.5 - y1) * slope;
      fill[row] = slot + 1;
    }
  });
  return collectSpans(crossings, starts, rowStart, rowEnd);
}

type EdgeRows = (first: number, last: number, x1: number, y1: number, slope: number) => void;

/** Calls `visit` with the rows (relative to rowStart) each non-horizontal edge crosses. */
function forEachEdgeRows(rings: PixelRings, rowStart: number, visit: EdgeRows): void {
  for (const ring of rings) {
    const count = ring.length / 2;
    let x1 = ring[(count - 1) * 2] as number;
    let y1 = ring[(count - 1) * 2 + 1] as number;
    for (let index = 0; index < count; index++) {
      const x2 = ring[index * 2] as number;
      const y2 = ring[index * 2 + 1] as number;
      if (y1 !== y2) {
        const low = Math.min(y1, y2);
        const high = Math.max(y1, y2);
        const first = Math.ceil(low - 0.5) - rowStart;
        const last = Math.ceil(high - 0.5) - rowStart;
        if (last > first) visit(first, last, x1, y1, (x2 - x1) / (y2 - y1));
      }
      x1 = x2;
      y1 = y2;
    }
  }
}

function collectSpans(
  crossings: Float64Array,
  starts: Int32Array,
  rowStart: number,
  rowEnd: number,
): RowSpans {
  const rows = rowEnd - rowStart;
  const offsets = new Int32Array(rows + 1);
  const spans: number[] = [];
  for (let row = 0; row < rows; row++) {
    const from = starts[row] as number;
    const to = starts[row + 1] as number;
    crossings.subarray(from, to).sort();
    for (let index = from; index + 1 < to; index += 2) {
      const first = Math.ceil((crossings[index] as number) - 0.5);
      const last = Math.ceil((crossings[index + 1] as number) - 0.5);
      if (last > first) {
        const previous = spans.length;
        // Touching runs (a multipolygon's parts side by side) merge into one.
        if (previous > (offsets[row] as number) && spans[previous - 1] === first)
          spans[previous - 1] = last;
        else spans.push(first, last);
      }
    }
    offsets[row + 1] = spans.length;
  }
  return { rowStart, rowEnd, offsets, spans: Int32Array.from(spans) };
}
