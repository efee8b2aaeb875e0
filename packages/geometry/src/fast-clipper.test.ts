import { describe, expect, it } from 'vitest';
import { ClipperLib } from './clipper.js';
import { FastClipper } from './fast-clipper.js';

const ring = (count: number, radius: number, dx = 0) =>
  Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count;
    return {
      X: Math.round(dx + radius * Math.cos(angle)),
      Y: Math.round(radius * Math.sin(angle + 0.3 * Math.sin(7 * angle))),
    };
  });

function union(clipper: ClipperLib.Clipper, paths: ClipperLib.Paths): ClipperLib.Paths {
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true);
  const solution: ClipperLib.Paths = [];
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    solution,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return solution;
}

describe('FastClipper', () => {
  it('gives the same union as clipper-lib', () => {
    const paths = [ring(3000, 1e6), ring(500, 4e5, 9e5), ring(200, 1e5, -2e6)];
    const plain = new ClipperLib.Clipper();
    plain.PreserveCollinear = true;
    expect(union(new FastClipper(), paths)).toEqual(union(plain, paths));
  });

  it('leaves clipper-lib itself unchanged', () => {
    new FastClipper();
    const library = ClipperLib.ClipperBase as unknown as { prototype: { InsertScanbeam: unknown } };
    expect(ClipperLib.Clipper.prototype.InsertScanbeam).toBe(library.prototype.InsertScanbeam);
    expect(FastClipper.prototype.InsertScanbeam).not.toBe(library.prototype.InsertScanbeam);
  });
});
