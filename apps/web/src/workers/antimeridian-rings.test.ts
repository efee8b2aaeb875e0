import { describe, expect, it } from 'vitest';
import { unwrapAntimeridianRings } from './antimeridian-rings';
import type { CountryCollection } from './geometry-protocol';

const country = (coordinates: number[][][]): CountryCollection => ({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: 'x' }, geometry: { type: 'Polygon', coordinates } },
  ],
});
const longitudes = (collection: CountryCollection) => {
  const geometry = collection.features[0]?.geometry;
  const ring = (geometry?.type === 'Polygon' ? geometry.coordinates[0] : undefined) ?? [];
  return ring.map((point) => point[0]);
};

describe('unwrapAntimeridianRings', () => {
  it("makes world-atlas's Fiji island continuous past 180 (no band round the world)", () => {
    // The ring as world-atlas 50m has it: across 180, with +180 quantised to −180.
    const fiji = country([
      [
        [180, -16.54],
        [179.9856, -16.5417],
        [179.9856, -16.5227],
        [-180, -16.4897],
        [-179.9424, -16.4411],
        [-179.9279, -16.5036],
        [-180, -16.54],
        [180, -16.54],
      ],
    ]);
    const unwrapped = longitudes(unwrapAntimeridianRings(fiji));
    expect(unwrapped.map((x = 0) => Number(x.toFixed(4)))).toEqual([
      180, 179.9856, 179.9856, 180, 180.0576, 180.0721, 180, 180,
    ]);
    // No two neighbours more than a degree apart: nothing spans the world.
    const steps = unwrapped.slice(1).map((x = 0, i) => Math.abs(x - (unwrapped[i] ?? 0)));
    expect(Math.max(...steps)).toBeLessThan(1);
  });

  it('leaves a ring round a pole (Antarctica) and rings away from 180 as they are', () => {
    const antarctica = country([
      [
        [-180, -89.9],
        [178.6, -89.9],
        [90, -70],
        [0, -70],
        [-90, -70],
        [-180, -89.9],
      ],
    ]);
    expect(unwrapAntimeridianRings(antarctica)).toEqual(antarctica);
    const square = country([
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    ]);
    expect(unwrapAntimeridianRings(square)).toEqual(square);
  });
});
