import { describe, expect, it } from 'vitest';
import { segmentConflicts } from './segment-conflicts.js';

const flat = (ring: number[][]) => ring.flat();
const conflictsOf = (...rings: number[][][]) => segmentConflicts(rings.map(flat)).length;

describe('segmentConflicts', () => {
  it('finds nothing for a simple ring and a hole inside it', () => {
    expect(
      conflictsOf(
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [1, 2],
          [2, 2],
          [2, 1],
          [1, 1],
        ],
      ),
    ).toBe(0);
  });

  it('finds a crossing (bow-tie) and a fold-back (spike)', () => {
    expect(
      conflictsOf([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ]),
    ).toBe(1);
    expect(
      conflictsOf([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBeGreaterThan(0);
  });

  it('finds a ring touching itself, and a vertex on another ring’s edge', () => {
    expect(
      conflictsOf([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
        [0, 0],
      ]),
    ).toBeGreaterThan(0);
    expect(
      conflictsOf(
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [0, 2],
          [1, 3],
          [1, 1],
          [0, 2],
        ],
      ),
    ).toBeGreaterThan(0);
  });

  it('allows different rings to share a vertex', () => {
    expect(
      conflictsOf(
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 2],
          [1, 1],
        ],
      ),
    ).toBe(0);
  });

  it('finds overlapping collinear edges of different rings', () => {
    expect(
      conflictsOf(
        [
          [0, 0],
          [2, 0],
          [2, 1],
          [0, 1],
          [0, 0],
        ],
        [
          [1, 1],
          [3, 1],
          [3, 2],
          [1, 2],
          [1, 1],
        ],
      ),
    ).toBeGreaterThan(0);
  });
});
