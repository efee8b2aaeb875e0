import { describe, expect, it } from 'vitest';
import type { ShapeCollection } from '../types.js';
import { exportGeoJson } from './export-geojson.js';

const clockwise = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
  [0, 0],
];
const counterClockwiseHole = [
  [0.2, 0.2],
  [0.8, 0.2],
  [0.8, 0.8],
  [0.2, 0.2],
];
const collection: ShapeCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Potrero' },
      geometry: { type: 'Polygon', coordinates: [clockwise, counterClockwiseHole] },
    },
  ],
};

describe('exportGeoJson', () => {
  it('writes RFC 7946 winding (outer counter-clockwise, holes clockwise) without changing its input', () => {
    const before = structuredClone(collection);
    const written = JSON.parse(exportGeoJson(collection));
    expect(written.features[0].geometry.coordinates).toEqual([
      clockwise.toReversed(),
      counterClockwiseHole.toReversed(),
    ]);
    expect(written.features[0].properties).toEqual({ name: 'Potrero' });
    expect(collection).toEqual(before);
  });

  it('puts one feature per line and writes no crs member', () => {
    const text = exportGeoJson({
      ...collection,
      features: [...collection.features, ...collection.features],
    });
    expect(text.trimEnd().split('\n')).toHaveLength(7);
    expect(text).not.toContain('"crs"');
    expect(exportGeoJson({ type: 'FeatureCollection', features: [] })).toBe(
      '{\n  "type": "FeatureCollection",\n  "features": []\n}\n',
    );
  });
});
