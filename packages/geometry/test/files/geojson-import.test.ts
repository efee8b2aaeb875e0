import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { importShapeFiles } from '../../src/import/index.js';
import { seededRandom } from './helpers/parcels.js';
import { bytesOf, expectAccepted, outerRing } from './helpers/uploads.js';

const square = [
  [-105, 36],
  [-104.99, 36],
  [-104.99, 36.01],
  [-105, 36.01],
  [-105, 36],
];
const upload = (value: unknown, name = 'area.geojson') => [
  { name, bytes: bytesOf(JSON.stringify(value)) },
];
const feature = (geometry: unknown, properties: unknown = { name: 'A' }) => ({
  type: 'Feature',
  properties,
  geometry,
});

describe('importShapeFiles: GeoJSON', () => {
  it.each([
    [
      'a FeatureCollection',
      {
        type: 'FeatureCollection',
        features: [feature({ type: 'Polygon', coordinates: [square] })],
      },
    ],
    ['a Feature', feature({ type: 'Polygon', coordinates: [square] })],
    ['a bare geometry', { type: 'Polygon', coordinates: [square] }],
  ])('reads %s', async (_kind, value) => {
    const shapes = expectAccepted(await importShapeFiles(upload(value)));
    expect(shapes.collection.features).toHaveLength(1);
    expect(outerRing(shapes)).toEqual(square);
  });

  it('refuses a polygon round the pole or beyond the map, naming the file (decision 0008)', async () => {
    const pole = [
      [-180, 80],
      [-90, 80],
      [0, 80],
      [90, 80],
      [180, 80],
      [180, 90],
      [-180, 90],
      [-180, 80],
    ];
    expect(
      await importShapeFiles(
        upload(feature({ type: 'Polygon', coordinates: [pole] }), 'pole.geojson'),
      ),
    ).toEqual({
      valid: false,
      reason: {
        code: 'BEYOND_MAP_LATITUDE',
        params: { file: 'pole.geojson', latitude: 90, limit: 85.05 },
      },
    });
    // Round the pole at 60° N, every edge the short way: crosses 180 once, so it has no width.
    const band = [
      [0, 60],
      [120, 60],
      [-120, 60],
      [0, 60],
    ];
    expect(
      await importShapeFiles(
        upload(feature({ type: 'Polygon', coordinates: [band] }), 'band.geojson'),
      ),
    ).toEqual({
      valid: false,
      reason: { code: 'ROUND_THE_GLOBE', params: { file: 'band.geojson' } },
    });
  });

  it('cuts a polygon across the antimeridian into a part on each side (RFC 7946 3.1.9)', async () => {
    const fiji = [
      [179.5, -17],
      [-179.5, -17],
      [-179.5, -16],
      [179.5, -16],
      [179.5, -17],
    ];
    const shapes = expectAccepted(
      await importShapeFiles(upload(feature({ type: 'Polygon', coordinates: [fiji] }))),
    );
    const geometry = shapes.collection.features[0]?.geometry;
    expect(geometry?.type).toBe('MultiPolygon');
    const parts = geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];
    const spans = parts.map((rings) => {
      const longitudes = (rings[0] ?? []).map(([longitude = 0]) => longitude);
      return [Math.min(...longitudes), Math.max(...longitudes)];
    });
    expect(spans).toEqual(
      expect.arrayContaining([
        [179.5, 180],
        [-180, -179.5],
      ]),
    );
  });

  it('reads .json, keeps ids and properties, names the layer after the collection', async () => {
    const collection = {
      type: 'FeatureCollection',
      name: 'Potreros',
      features: [
        {
          ...feature({ type: 'MultiPolygon', coordinates: [[square]] }, { potrero: 'Norte' }),
          id: 7,
        },
      ],
    };
    const shapes = expectAccepted(await importShapeFiles(upload(collection, 'potreros.json')));
    expect(shapes.layers).toEqual([
      {
        name: 'Potreros',
        file: 'potreros.json',
        featureCount: 1,
        geometryTypes: { MultiPolygon: 1 },
      },
    ]);
    expect(shapes.collection.features[0]).toMatchObject({
      id: 7,
      properties: { potrero: 'Norte' },
    });
  });
});

/** A polygon, a point, two lines, a collection of both kinds and a feature without geometry. */
const mixed = {
  type: 'FeatureCollection',
  features: [
    feature({ type: 'Polygon', coordinates: [square] }),
    feature({ type: 'Point', coordinates: [-105, 36] }),
    feature({
      type: 'LineString',
      coordinates: [
        [-105, 36],
        [-104, 37],
      ],
    }),
    feature({
      type: 'MultiLineString',
      coordinates: [
        [
          [-105, 36],
          [-104, 37],
        ],
      ],
    }),
    feature({
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', coordinates: [square] },
        { type: 'Point', coordinates: [0, 0] },
      ],
    }),
    feature(null),
  ],
};

describe('importShapeFiles: GeoJSON geometries', () => {
  it('drops altitudes and closes open rings', async () => {
    const open = square.slice(0, 4).map(([x, y]) => [x, y, 1500]);
    const shapes = expectAccepted(
      await importShapeFiles(upload({ type: 'Polygon', coordinates: [open] })),
    );
    expect(outerRing(shapes)).toEqual(square);
  });

  it('imports the polygons of mixed features and warns about the points and lines left out', async () => {
    const shapes = expectAccepted(await importShapeFiles(upload(mixed)));
    expect(shapes.collection.features).toHaveLength(2);
    expect(shapes.warnings).toEqual([
      { code: 'POINTS_LEFT_OUT', params: { file: 'area.geojson', count: 2, kind: 'point' } },
      { code: 'LINES_LEFT_OUT', params: { file: 'area.geojson', count: 2, kind: 'line' } },
    ]);
    expect(shapes.layers[0]?.geometryTypes).toEqual({
      Polygon: 2,
      Point: 2,
      LineString: 1,
      MultiLineString: 1,
    });
  });
});

describe('importShapeFiles: GeoJSON in other coordinate systems and sizes', () => {
  it('honours a legacy crs member naming a WGS 84 UTM zone', async () => {
    const utm = [
      [500_000, 4_000_000],
      [501_000, 4_000_000],
      [501_000, 4_001_000],
      [500_000, 4_000_000],
    ];
    const value = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32613' } },
      features: [feature({ type: 'Polygon', coordinates: [utm] })],
    };
    const shapes = expectAccepted(await importShapeFiles(upload(value)));
    const expected = proj4('+proj=utm +zone=13 +datum=WGS84', 'WGS84').forward([
      501_000, 4_001_000,
    ]);
    expect(outerRing(shapes)[2]?.[0]).toBeCloseTo(expected[0] ?? 0, 9);
    expect(outerRing(shapes)[2]?.[1]).toBeCloseTo(expected[1] ?? 0, 9);
  });

  it('accepts a 50 MB FeatureCollection (time logged, not asserted)', async () => {
    const random = seededRandom(50);
    const features: string[] = [];
    let bytes = 0;
    while (bytes < 50 * 1024 * 1024) {
      const x = -110 + random() * 10;
      const y = 30 + random() * 10;
      const ring = Array.from({ length: 100 }, (_, k) => {
        const angle = (2 * Math.PI * k) / 100;
        return [x + 0.01 * Math.cos(angle), y + 0.01 * Math.sin(angle)];
      });
      ring.push(ring[0] ?? [x, y]);
      const text = JSON.stringify(
        feature({ type: 'Polygon', coordinates: [ring] }, { id: features.length }),
      );
      features.push(text);
      bytes += text.length + 1;
    }
    const file = bytesOf(`{"type":"FeatureCollection","features":[${features.join(',')}]}`);
    const started = performance.now();
    const shapes = expectAccepted(await importShapeFiles([{ name: 'big.geojson', bytes: file }]));
    const elapsed = performance.now() - started;
    console.log(
      `50 MB GeoJSON: ${(file.byteLength / 1e6).toFixed(1)} MB, ${features.length} features, imported in ${elapsed.toFixed(0)} ms`,
    );
    expect(shapes.collection.features).toHaveLength(features.length);
  }, 60_000);
});
