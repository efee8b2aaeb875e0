import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../../shapes/editable-shape';
import { shapesFingerprint } from './shape-fingerprint';

const square = (id: string, corner: [number, number] = [1, 1]): EditableShape => ({
  id,
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [[[0, 0], [corner[0], 0], corner, [0, corner[1]], [0, 0]]],
  },
});

describe('shapesFingerprint', () => {
  it('is the same for equal shapes in new objects', () => {
    expect(shapesFingerprint([square('a')])).toBe(
      shapesFingerprint([structuredClone(square('a'))]),
    );
  });

  it('is empty without shapes', () => {
    expect(shapesFingerprint([])).toBe('');
  });

  it('changes when a vertex moves, even with the same id and vertex count', () => {
    expect(shapesFingerprint([square('a', [1, 1])])).not.toBe(
      shapesFingerprint([square('a', [1, 2])]),
    );
  });

  it('changes when a shape is added, removed or renamed', () => {
    const one = shapesFingerprint([square('a')]);
    expect(shapesFingerprint([square('a'), square('b')])).not.toBe(one);
    expect(shapesFingerprint([square('b')])).not.toBe(one);
  });

  it('reads multipolygons', () => {
    const multi: EditableShape = {
      id: 'm',
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [square('x').geometry.coordinates as number[][][]],
      },
    };
    expect(shapesFingerprint([multi])).toMatch(/^m:5:0,0:/);
  });

  it('stays short for a large shape', () => {
    const ring = Array.from({ length: 50_000 }, (_, index) => [index / 1e4, Math.sin(index)]);
    const big: EditableShape = {
      id: 'big',
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
    expect(shapesFingerprint([big]).length).toBeLessThan(80);
  });
});
