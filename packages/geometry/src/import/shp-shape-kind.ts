export type ShpShapeKind = 'null' | 'point' | 'multipoint' | 'line' | 'polygon';

const KINDS: Record<number, ShpShapeKind> = {
  0: 'null',
  1: 'point',
  11: 'point',
  21: 'point',
  8: 'multipoint',
  18: 'multipoint',
  28: 'multipoint',
  3: 'line',
  13: 'line',
  23: 'line',
  5: 'polygon',
  15: 'polygon',
  25: 'polygon',
};

/** The kind of a .shp header's shape type (plain, Z or M); undefined for MultiPatch and junk. */
export const shpShapeKind = (shapeType: number): ShpShapeKind | undefined => KINDS[shapeType];
