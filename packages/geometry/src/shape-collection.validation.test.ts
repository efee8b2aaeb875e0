import { en, es } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { validateShapeCollection } from './shape-collection.validation.js';
import type { Refusal } from './types.js';

const square = [
  [-104.62, 38.71],
  [-104.61, 38.71],
  [-104.61, 38.72],
  [-104.62, 38.72],
  [-104.62, 38.71],
];
const polygon = { type: 'Polygon', coordinates: [square] };
const feature = (geometry: unknown, properties: unknown = { name: 'Paddock' }) => ({
  type: 'Feature',
  properties,
  geometry,
});
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });
const line = {
  type: 'LineString',
  coordinates: [
    [-104.62, 38.71],
    [-104.61, 38.72],
  ],
};
const point = { type: 'Point', coordinates: [-104.62, 38.71] };

function reasonOf(input: unknown): Refusal {
  const result = validateShapeCollection(input);
  if (result.valid) throw new Error('expected a refusal');
  return result.reason;
}

describe('validateShapeCollection accepts', () => {
  it('a FeatureCollection of polygons and multipolygons, as a copy', () => {
    const input = collection(
      feature(polygon),
      feature({ type: 'MultiPolygon', coordinates: [[square]] }),
    );
    const before = JSON.stringify(input);
    const result = validateShapeCollection(input);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.value.features).toHaveLength(2);
    expect(result.value.features[0]?.properties).toEqual({ name: 'Paddock' });
    expect(result.value.features[0]?.geometry).not.toBe(polygon);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('a bare polygon Feature or geometry, wrapped in a collection', () => {
    for (const input of [
      feature(polygon),
      polygon,
      { type: 'MultiPolygon', coordinates: [[square]] },
    ]) {
      const result = validateShapeCollection(input);
      expect(result.valid && result.value.features.length).toBe(1);
    }
  });

  it('drops altitudes, keeps ids and replaces missing properties with an empty object', () => {
    const withAltitude = { type: 'Polygon', coordinates: [square.map(([x, y]) => [x, y, 1200])] };
    const result = validateShapeCollection(collection({ ...feature(withAltitude, null), id: 7 }));
    if (!result.valid) throw new Error(result.reason.code);
    const [first] = result.value.features;
    expect(first?.id).toBe(7);
    expect(first?.properties).toEqual({});
    expect(first?.geometry.coordinates[0]?.[0]).toEqual([-104.62, 38.71]);
  });

  it('open rings and clockwise rings (repair fixes them)', () => {
    const open = { type: 'Polygon', coordinates: [[...square.slice(0, 4)].reverse()] };
    expect(validateShapeCollection(collection(feature(open))).valid).toBe(true);
  });
});

describe('validateShapeCollection refuses, with a reason', () => {
  it.each([
    ['a string', 'not json', { code: 'NOT_AN_OBJECT' }],
    ['null', null, { code: 'NOT_AN_OBJECT' }],
    ['an array', [polygon], { code: 'NOT_AN_OBJECT' }],
    [
      'a Topology',
      { type: 'Topology' },
      { code: 'NOT_A_FEATURE_COLLECTION', params: { type: 'Topology' } },
    ],
    [
      'an object without type',
      { features: [] },
      { code: 'NOT_A_FEATURE_COLLECTION', params: { type: 'undefined' } },
    ],
    [
      'a collection without a features list',
      { type: 'FeatureCollection' },
      { code: 'FEATURES_NOT_A_LIST' },
    ],
    ['an empty collection', collection(), { code: 'EMPTY' }],
    [
      'an item that is not a Feature',
      collection(feature(polygon), polygon),
      { code: 'NOT_A_FEATURE', params: { feature: 2 } },
    ],
    [
      'a null geometry',
      collection(feature(polygon), feature(null)),
      { code: 'NULL_GEOMETRY', params: { feature: 2 } },
    ],
    [
      'a GeometryCollection',
      collection(feature({ type: 'GeometryCollection', geometries: [polygon] })),
      { code: 'GEOMETRY_COLLECTION', params: { feature: 1 } },
    ],
    [
      'an unknown geometry type',
      collection(feature({ type: 'Circle', coordinates: [] })),
      { code: 'UNKNOWN_GEOMETRY_TYPE', params: { feature: 1, type: 'Circle' } },
    ],
    [
      'line features, counted',
      collection(feature(line), feature(polygon), feature(line), feature(point), feature(line)),
      { code: 'NON_POLYGON_FEATURES', params: { count: 3, type: 'LineString' } },
    ],
    [
      'a bare LineString feature',
      feature(line),
      { code: 'NON_POLYGON_FEATURES', params: { count: 1, type: 'LineString' } },
    ],
    [
      'a bare Point geometry',
      point,
      { code: 'NON_POLYGON_FEATURES', params: { count: 1, type: 'Point' } },
    ],
    [
      'a bare GeometryCollection',
      { type: 'GeometryCollection', geometries: [] },
      { code: 'GEOMETRY_COLLECTION', params: { feature: 1 } },
    ],
    [
      'coordinates that are not rings',
      collection(feature(polygon), feature({ type: 'Polygon', coordinates: [1, 2, 3] })),
      { code: 'MALFORMED_COORDINATES', params: { feature: 2 } },
    ],
    [
      'a polygon without rings',
      collection(feature({ type: 'MultiPolygon', coordinates: [[]] })),
      { code: 'MALFORMED_COORDINATES', params: { feature: 1 } },
    ],
    [
      'a coordinate that is a string',
      collection(
        feature({ type: 'Polygon', coordinates: [[['-104.6', 38.7], ...square.slice(1)]] }),
      ),
      { code: 'COORDINATE_NOT_A_NUMBER', params: { feature: 1 } },
    ],
    [
      'a coordinate that is not finite',
      collection(
        feature({ type: 'Polygon', coordinates: [[[Number.NaN, 38.7], ...square.slice(1)]] }),
      ),
      { code: 'COORDINATE_NOT_A_NUMBER', params: { feature: 1 } },
    ],
    [
      'latitude and longitude swapped (latitude 104)',
      collection(
        feature(polygon),
        feature({ type: 'Polygon', coordinates: [square.map(([x, y]) => [y, x])] }),
      ),
      {
        code: 'COORDINATE_OUT_OF_RANGE',
        params: { feature: 2, longitude: 38.71, latitude: -104.62 },
      },
    ],
    [
      'a ring of three positions',
      collection(feature({ type: 'Polygon', coordinates: [square.slice(0, 3)] })),
      { code: 'RING_TOO_SHORT', params: { feature: 1, positions: 3 } },
    ],
  ])('%s', (_case, input, reason) => {
    expect(reasonOf(input)).toEqual(reason);
  });

  it('reports non-polygon features before coordinate problems of later features', () => {
    const badPolygon = { type: 'Polygon', coordinates: [square.slice(0, 2)] };
    expect(reasonOf(collection(feature(badPolygon), feature(line))).code).toBe(
      'NON_POLYGON_FEATURES',
    );
  });
});

describe('every refusal code is in the catalogue', () => {
  const codes = [
    'EMPTY',
    'NOT_AN_OBJECT',
    'NOT_A_FEATURE_COLLECTION',
    'FEATURES_NOT_A_LIST',
    'NOT_A_FEATURE',
    'NULL_GEOMETRY',
    'GEOMETRY_COLLECTION',
    'UNKNOWN_GEOMETRY_TYPE',
    'NON_POLYGON_FEATURES',
    'MALFORMED_COORDINATES',
    'COORDINATE_NOT_A_NUMBER',
    'COORDINATE_OUT_OF_RANGE',
    'BEYOND_MAP_LATITUDE',
    'ROUND_THE_GLOBE',
    'RING_TOO_SHORT',
    'NO_AREA',
  ];
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

  it.each(codes)('%s has English and Spanish texts with the same placeholders', (code) => {
    const english = (en.geometry as Record<string, string>)[code];
    const spanish = (es.geometry as Record<string, string>)[code];
    expect(english).toBeTruthy();
    expect(spanish).toBeTruthy();
    expect(placeholders(spanish ?? '')).toEqual(placeholders(english ?? ''));
  });

  it('NON_POLYGON_FEATURES reads as the issue asks', () => {
    expect(en.geometry.NON_POLYGON_FEATURES).toContain('only polygons can define a project area');
  });
});
