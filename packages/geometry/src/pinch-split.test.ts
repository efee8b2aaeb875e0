import { describe, expect, it } from 'vitest';
import { hasPinch, splitPinches } from './pinch-split.js';

const path = (points: number[][]) => points.map(([X = 0, Y = 0]) => ({ X, Y }));

describe('splitPinches', () => {
  it('leaves a simple contour whole', () => {
    const square = path([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(hasPinch(square)).toBe(false);
    expect(splitPinches(square)).toEqual([square]);
  });

  it('cuts a figure eight at the point it passes twice', () => {
    const eight = path([
      [0, 0],
      [1, 1],
      [2, 0],
      [2, 2],
      [1, 1],
      [0, 2],
    ]);
    expect(hasPinch(eight)).toBe(true);
    expect(splitPinches(eight)).toEqual([
      path([
        [1, 1],
        [2, 0],
        [2, 2],
      ]),
      path([
        [0, 0],
        [1, 1],
        [0, 2],
      ]),
    ]);
  });

  it('drops loops that collapse to a spike', () => {
    const spiked = path([
      [0, 0],
      [2, 0],
      [3, 0],
      [2, 0],
      [2, 2],
    ]);
    expect(splitPinches(spiked)).toEqual([
      path([
        [0, 0],
        [2, 0],
        [2, 2],
      ]),
    ]);
  });
});
