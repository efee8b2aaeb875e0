/**
 * The part of clipper-lib (Clipper 6.4, a CommonJS module without its own types) that this
 * package uses. Coordinates are integers; see `clipper-grid.ts` for the scaling.
 */
declare module 'clipper-lib' {
  namespace ClipperLib {
    interface IntPoint {
      X: number;
      Y: number;
    }
    type Path = IntPoint[];
    type Paths = Path[];

    class Clipper {
      constructor(initOptions?: number);
      StrictlySimple: boolean;
      PreserveCollinear: boolean;
      AddPath(path: Path, polyType: number, closed: boolean): boolean;
      AddPaths(paths: Paths, polyType: number, closed: boolean): boolean;
      Execute(
        clipType: number,
        solution: Paths,
        subjectFillType?: number,
        clipFillType?: number,
      ): boolean;
      /** Scanbeam queue internals, replaced by `fast-clipper.ts`. */
      m_Scanbeam: unknown;
      InsertScanbeam(y: number): void;
      PopScanbeam(y: { v: number }): boolean;
      static Area(path: Path): number;
      static Orientation(path: Path): boolean;
      /** 1 inside, 0 outside, -1 on the boundary. */
      static PointInPolygon(point: IntPoint, path: Path): number;
    }

    const ClipType: {
      readonly ctIntersection: number;
      readonly ctUnion: number;
      readonly ctDifference: number;
      readonly ctXor: number;
    };
    const PolyType: { readonly ptSubject: number; readonly ptClip: number };
    const PolyFillType: {
      readonly pftEvenOdd: number;
      readonly pftNonZero: number;
      readonly pftPositive: number;
      readonly pftNegative: number;
    };
    const ClipperBase: { readonly loRange: number; readonly hiRange: number };
  }
  export = ClipperLib;
}
