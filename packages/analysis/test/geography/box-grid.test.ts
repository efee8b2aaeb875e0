import { describe, expect, it } from 'vitest';
import { createBoxGrid } from '../../src/geography/box-grid.js';

describe('createBoxGrid', () => {
  const grid = createBoxGrid(
    Float64Array.from([
      // 0: a small box in Spain; 1: a wide box over the Pacific edge; 2: a point.
      -4, 40, -3, 41, 170, -20, 180, 10, 12.5, 41.9, 12.5, 41.9,
    ]),
  );

  it('finds every box whose cells meet the query, each once', () => {
    expect(grid.search(-3.5, 40.5, -3.4, 40.6)).toEqual([0]);
    expect(grid.search(175, 0, 179, 1)).toEqual([1]);
    expect(grid.search(12, 41, 13, 42)).toEqual([2]);
    expect(grid.search(-180, -90, 180, 90).sort()).toEqual([0, 1, 2]);
  });

  it('finds nothing in empty cells', () => {
    expect(grid.search(-60, -60, -59, -59)).toEqual([]);
  });
});
