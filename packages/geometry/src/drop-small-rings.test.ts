import { describe, expect, it } from 'vitest';
import {
  clockwise,
  collectionOf,
  polygonFeature,
  ringsOf,
  squareRing,
} from '../test/test-shapes.js';
import { dropSmallRings } from './drop-small-rings.js';

describe('dropSmallRings', () => {
  const paddock = squareRing(0, 0, 1000);
  const pond = clockwise(squareRing(100, 100, 60)); // 3,600 m²
  const homestead = clockwise(squareRing(500, 500, 100)); // 10,000 m²

  it('drops holes below the minimum and keeps larger ones', () => {
    const output = dropSmallRings(collectionOf(polygonFeature([paddock, pond, homestead])), 5000);
    expect(ringsOf(output)).toEqual([paddock, homestead]);
  });

  it('drops islands below the minimum, measured once their small holes are gone', () => {
    const speck = squareRing(2000, 0, 50); // 2,500 m²
    const ringed = [squareRing(3000, 0, 80), clockwise(squareRing(3010, 10, 60))]; // 6,400 - 3,600 m²
    const multi = {
      type: 'Feature' as const,
      properties: { name: 'ranch' },
      geometry: { type: 'MultiPolygon' as const, coordinates: [[paddock], [speck], ringed] },
    };
    const output = dropSmallRings(collectionOf(multi), 5000);
    expect(output.features[0]?.properties).toEqual({ name: 'ranch' });
    // The speck goes; without its small hole the ringed island covers 6,400 m² and stays.
    expect(output.features[0]?.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [[paddock], [ringed[0]]],
    });
    expect(ringsOf(dropSmallRings(collectionOf(multi), 7000))).toEqual([paddock]);
  });

  it('never drops the last polygon: the largest stays', () => {
    const small = polygonFeature([squareRing(0, 0, 40)], { n: 1 });
    const larger = polygonFeature([squareRing(100, 0, 60), clockwise(squareRing(110, 10, 10))], {
      n: 2,
    });
    const output = dropSmallRings(collectionOf(small, larger), 5000);
    expect(output.features).toHaveLength(1);
    expect(output.features[0]?.properties).toEqual({ n: 2 });
    expect(ringsOf(output)).toEqual([squareRing(100, 0, 60)]);
  });

  it('removes features left without polygons and does not change its input', () => {
    const input = collectionOf(
      polygonFeature([paddock]),
      polygonFeature([squareRing(2000, 0, 30)]),
    );
    const before = JSON.stringify(input);
    expect(dropSmallRings(input, 5000).features).toHaveLength(1);
    expect(JSON.stringify(input)).toBe(before);
  });
});
