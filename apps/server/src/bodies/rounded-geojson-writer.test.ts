import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  RoundedGeoJsonWriter,
  roundedGeoJsonAnswer,
  roundedGeoJsonBytes,
} from './rounded-geojson-writer.js';

/** The rounding the writer promises: roundCoordinates' (6 decimals), then JSON.stringify. */
const round = (value: number) => Math.round(value * 1e6) / 1e6 || 0;
const roundAll = (value: unknown): unknown =>
  typeof value === 'number' ? round(value) : Array.isArray(value) ? value.map(roundAll) : value;

type Loose = Record<string, unknown>;
const roundedGeometry = (geometry: unknown): unknown => {
  if (typeof geometry !== 'object' || geometry === null || Array.isArray(geometry)) return geometry;
  const { coordinates, geometries } = geometry as Loose;
  return {
    ...geometry,
    ...('coordinates' in geometry ? { coordinates: roundAll(coordinates) } : {}),
    ...(Array.isArray(geometries) ? { geometries: geometries.map(roundedGeometry) } : {}),
  };
};
const roundedFeature = (feature: unknown): unknown =>
  typeof feature === 'object' && feature !== null && 'geometry' in feature
    ? { ...feature, geometry: roundedGeometry((feature as Loose).geometry) }
    : feature;
/** The expected text, built the slow way: the value rounded, then JSON.stringify. */
const expected = (value: Loose): string =>
  JSON.stringify(
    value.type === 'FeatureCollection'
      ? { ...value, features: (value.features as unknown[]).map(roundedFeature) }
      : value.type === 'Feature'
        ? roundedFeature(value)
        : roundedGeometry(value),
  );

const written = (value: unknown, chunkBytes?: number): string => {
  if (chunkBytes === undefined) return new TextDecoder().decode(roundedGeoJsonBytes(value));
  const chunks: Uint8Array[] = [];
  const writer = new RoundedGeoJsonWriter((chunk) => chunks.push(chunk.slice()), chunkBytes);
  writer.geoJson(value);
  writer.flush();
  return new TextDecoder().decode(Buffer.concat(chunks));
};

const collectionOf = (coordinates: number[]) => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPoint', coordinates: coordinates.map((value) => [value, -value]) },
    },
  ],
});

/** A deterministic stream of doubles (mulberry32), so a failure can be reproduced. */
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('RoundedGeoJsonWriter', () => {
  it('writes each coordinate as JSON.stringify writes it rounded to 6 decimals: edge values', () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      180,
      -180,
      90,
      -90,
      179.9999995,
      -179.9999995,
      89.99999949,
      89.9999995,
      1e-6,
      -1e-6,
      1e-7,
      -1e-7,
      5e-7,
      -5e-7,
      4.9999e-7,
      -4.9999e-7,
      0.0000015,
      -0.0000015,
      0.1 + 0.2,
      -(0.1 + 0.2),
      1.000001,
      12.3456785,
      -12.3456785,
      0.1,
      0.01,
      0.0001,
      100.5,
      999999.999999,
      1e9,
      -1e9 - 0.5e-6,
      123456789.123456,
      999999999.9999994,
      1e10,
      -1e10,
      1e15,
      1e21,
      -1e21,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      -Number.MIN_VALUE,
      Number.EPSILON,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    const value = collectionOf(edges);
    expect(written(value)).toBe(expected(value));
  });

  it('defines non-finite coordinates as their rounding written by JSON.stringify', () => {
    const value = { type: 'Point', coordinates: [Number.NaN, Number.POSITIVE_INFINITY] };
    expect(written(value)).toBe('{"type":"Point","coordinates":[0,null]}');
  });

  it('writes -0, values that round to 0 and to integers as JSON.stringify does', () => {
    const value = {
      type: 'LineString',
      coordinates: [
        [-0, -4e-7],
        [179.9999996, -89.9999999],
      ],
    };
    expect(written(value)).toBe('{"type":"LineString","coordinates":[[0,0],[180,-90]]}');
  });

  it('equals JSON.stringify of the rounded values for 200,000 random coordinates', () => {
    const next = randoms(11);
    const values: number[] = [];
    for (let index = 0; index < 50_000; index++) {
      values.push((next() - 0.5) * 360); // longitudes and latitudes
      values.push((next() - 0.5) * 10 ** (next() * 24 - 12)); // any magnitude, 1e-12 to 1e12
      // Just off a half unit of the 6th decimal, where rounding is decided.
      const half = (Math.floor((next() - 0.5) * 2e8) + 0.5) / 1e6;
      values.push(half, half + (next() - 0.5) * 1e-12);
    }
    const value = collectionOf(values);
    expect(written(value)).toBe(expected(value));
  });

  it('writes everything but coordinates as JSON.stringify does, in chunks of any size', () => {
    const value = {
      type: 'FeatureCollection',
      name: 'Parcelas del río',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
      bbox: [-105.1234567, 40.7654321, -105, 41],
      features: [
        {
          type: 'Feature',
          id: 7,
          properties: {
            name: 'Añil "norte"\n\u2028 🌳',
            coordinates: [1.23456789],
            skipped: undefined,
            when: new Date(Date.UTC(2026, 10, 24)),
            note: 'x'.repeat(5000),
          },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-105.1234567, 40.7654321],
                [-105, 40.7654321],
                [-105, 41],
                [-105.1234567, 40.7654321],
              ],
            ],
            bbox: [-105.1234567, 40.7654321, -105, 41],
          },
        },
        { type: 'Feature', properties: null, geometry: null },
        {
          type: 'Feature',
          properties: { 1: 'one', b: 2, a: 3 },
          geometry: {
            type: 'GeometryCollection',
            geometries: [
              { type: 'Point', coordinates: [0.12345678, -0.12345649] },
              { type: 'MultiPolygon', coordinates: [] },
            ],
          },
        },
        undefined,
      ],
    };
    const text = expected(value);
    expect(text).toContain('"coordinates":[1.23456789]'); // properties are not rounded
    expect(written(value)).toBe(text);
    for (const chunkBytes of [1, 7, 64, 4096]) expect(written(value, chunkBytes)).toBe(text);
  });

  it('writes a single Feature and a bare geometry', () => {
    const feature = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [1.00000049, 2.0000005] },
      properties: { a: 1 },
    };
    expect(written(feature)).toBe(expected(feature));
    expect(written(feature.geometry)).toBe('{"type":"Point","coordinates":[1,2.000001]}');
  });
});

describe('roundedGeoJsonAnswer', () => {
  const next = randoms(13);
  const square = (west: number) => ({
    type: 'Feature',
    properties: { west },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, 44.123456789],
          [west + 0.0123456789, 44.123456789],
          [west + 0.0123456789, 44.2],
          [west, 44.123456789],
        ],
      ],
    },
  });
  const collectionOfSquares = (count: number) => ({
    type: 'FeatureCollection',
    features: Array.from({ length: count }, () => square(-180 + next() * 360)),
  });

  it('carries GeoJSON of 1 MB or less as it is', () => {
    const value = collectionOfSquares(10);
    const answer = roundedGeoJsonAnswer(value);
    expect(answer.compressed).toBe(false);
    expect(new TextDecoder().decode(answer.json)).toBe(expected(value));
  });

  it('carries more as a JSON string of base64 gzip, one gzip member the browser can inflate', () => {
    const value = collectionOfSquares(10_000);
    const text = expected(value);
    expect(text.length).toBeGreaterThan(1_000_000);
    const answer = roundedGeoJsonAnswer(value);
    expect(answer.compressed).toBe(true);
    const gzip = Buffer.from(JSON.parse(new TextDecoder().decode(answer.json)), 'base64');
    expect(gunzipSync(gzip).toString('utf8')).toBe(text);
    // DecompressionStream('gzip') reads one member only: the one trailer counts every byte.
    expect(gzip.readUInt32LE(gzip.length - 4)).toBe(Buffer.byteLength(text));
  });
});
