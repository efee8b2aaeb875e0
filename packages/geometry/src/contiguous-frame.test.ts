import { describe, expect, it } from 'vitest';
import { contiguousFrame } from './contiguous-frame.js';

const square = (west: number, south: number, size = 0.5) => [
  [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ],
];

describe('contiguousFrame', () => {
  it('moves the western part of a shape cut at the antimeridian east by 360 degrees', () => {
    const fiji = {
      type: 'MultiPolygon' as const,
      coordinates: [square(179.5, -17), square(-180, -17)],
    };
    const { shape, bbox } = contiguousFrame(fiji);
    expect(bbox).toEqual([179.5, -17, 180.5, -16.5]);
    expect(shape.coordinates[1]).toEqual(square(180, -17));
    expect(shape.coordinates[0]).toBe(fiji.coordinates[0]);
  });

  it('keeps a shape that is narrower as it is, even one with parts on both hemispheres', () => {
    const nearGreenwich = {
      type: 'MultiPolygon' as const,
      coordinates: [square(-1, 51), square(0.5, 51)],
    };
    expect(contiguousFrame(nearGreenwich)).toEqual({
      shape: nearGreenwich,
      bbox: [-1, 51, 1, 51.5],
    });
    const polygon = { type: 'Polygon' as const, coordinates: square(-107, 44) };
    expect(contiguousFrame(polygon).bbox).toEqual([-107, 44, -106.5, 44.5]);
    // Moved by 360 this one would be 1e-14 narrower (rounding): it stays where it is.
    const colorado = { type: 'Polygon' as const, coordinates: square(-105, 40, 0.01) };
    expect(contiguousFrame(colorado).shape.coordinates[0]).toBe(colorado.coordinates);
  });
});
