import { describe, expect, it } from 'vitest';
import type { ClipperLib } from './clipper.js';
import { type NestedContour, nestContours } from './contour-nesting.js';

/** A square path with corners (x, y) and (x + side, y + side): outer, or a hole when `hole`. */
const square = (x: number, y: number, side: number, hole = false): ClipperLib.Path => {
  const path = [
    { X: x, Y: y },
    { X: x + side, Y: y },
    { X: x + side, Y: y + side },
    { X: x, Y: y + side },
  ];
  return hole ? path.reverse() : path;
};

/** The nesting as [first vertex's x, children] pairs. */
const shape = (contours: NestedContour[]): unknown[] =>
  contours.map((contour) => [contour.path[0]?.X, shape(contour.children)]);

describe('nestContours', () => {
  it('puts holes in the smallest outer around them and islands in their hole', () => {
    const paths = [
      square(0, 0, 100),
      square(200, 0, 10),
      square(10, 10, 80, true),
      square(20, 20, 60),
      square(30, 30, 10, true),
      square(50, 50, 10, true),
    ];
    expect(shape(nestContours(paths))).toEqual([
      [
        0,
        [
          [
            10,
            [
              [
                20,
                [
                  [30, []],
                  [50, []],
                ],
              ],
            ],
          ],
        ],
      ],
      [200, []],
    ]);
  });

  it('keeps a hole that touches the boundary of its outer in that outer', () => {
    const paths = [square(0, 0, 100), square(0, 0, 50, true)];
    expect(shape(nestContours(paths))).toEqual([[0, [[0, []]]]]);
  });

  it('drops contours without area', () => {
    const flat = [
      { X: 0, Y: 0 },
      { X: 5, Y: 0 },
      { X: 9, Y: 0 },
    ];
    expect(nestContours([flat, square(0, 0, 10)])).toHaveLength(1);
  });
});
