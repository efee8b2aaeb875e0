import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGeoJson } from './read-geojson.js';
import { readGeoJsonChunks } from './read-geojson-chunks.js';

const encode = (text: string) => new TextEncoder().encode(text);

async function* inChunks(parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield part;
}

/** `bytes` cut at each of `cuts` (positions in increasing order). */
function cut(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const bounds = [0, ...cuts, bytes.length];
  return bounds.slice(1).map((end, index) => bytes.slice(bounds[index], end));
}

/** Both readers on the same bytes, and how often the chunked one fell back to a whole read. */
async function readBoth(bytes: Uint8Array, parts: Uint8Array[]) {
  let wholeReads = 0;
  const streamed = await readGeoJsonChunks(inChunks(parts), 'a.geojson', 'a', async () => {
    wholeReads++;
    return bytes;
  });
  return { streamed, whole: readGeoJson(bytes, 'a.geojson', 'a'), wholeReads };
}

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const feature = (properties: unknown, ring = square(-105, 36, 0.01)) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
});

// Strings with brackets, quotes, escaped quotes and backslashes, multi-byte characters, nested
// arrays: what a scanner that follows only depth and strings could get wrong.
const tricky = `{ "type" : "FeatureCollection", "name": "Pa\\"rcels ]}", "bbox": [-105, 36, -104, 37],
  "features": [ ${JSON.stringify(feature({ note: 'a ] } [ { " \\ \\" end\\', name: 'Ñandú 🐄' }))} ,
  ${JSON.stringify({ ...feature({ nested: [[1, [2]], { a: [] }], n: 3 }), id: 7 })},
  {"type":"Feature","properties":null,"geometry":null}
]}`;

describe('readGeoJsonChunks', () => {
  it('reads a FeatureCollection as readGeoJson does, split anywhere, without a whole read', async () => {
    const bytes = encode(tricky);
    const expected = readGeoJson(bytes, 'a.geojson', 'a');
    expect(expected).toMatchObject({ valid: true, value: { name: 'Pa"rcels ]}' } });
    for (let at = 0; at <= bytes.length; at++) {
      const { streamed, wholeReads } = await readBoth(bytes, cut(bytes, [at]));
      expect(streamed, `cut at ${at}`).toEqual(expected);
      expect(wholeReads).toBe(0);
    }
    const bytewise = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect((await readBoth(bytes, cut(bytes, bytewise))).streamed).toEqual(expected);
  });

  it('drops a UTF-8 byte-order mark, even split across chunks', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(tricky)]);
    for (const at of [1, 2, 3, 4]) {
      const { streamed, whole, wholeReads } = await readBoth(bytes, cut(bytes, [at]));
      expect(streamed).toEqual(whole);
      expect(wholeReads).toBe(0);
    }
  });

  it('applies a crs member that comes after the features', async () => {
    const ring = square(500_000, 4_000_000, 1000);
    const text = `{"type":"FeatureCollection","features":[${JSON.stringify(feature({}, ring))}],
      "crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::32613"}}}`;
    const { streamed, whole, wholeReads } = await readBoth(encode(text), [encode(text)]);
    expect(streamed).toEqual(whole);
    expect(wholeReads).toBe(0);
    // 500 km east in UTM zone 13 north is its central meridian, 105° W.
    const corner = streamed.valid ? streamed.value.polygons[0]?.geometry.coordinates : undefined;
    expect(corner?.[0]?.[0]?.[0]).toBeCloseTo(-105, 6);
  });

  it.each([
    ['an empty collection', '{"type":"FeatureCollection","features":[ ]}'],
    ['a later duplicate name', '{"name":"x","type":"FeatureCollection","features":[5],"name":"y"}'],
    [
      'an escaped key',
      `{"type":"FeatureCollection","feat\\u0075res":[${JSON.stringify(feature({}))}]}`,
    ],
    [
      'an unsupported crs',
      '{"crs":{"properties":{"name":"EPSG:2154"}},"type":"FeatureCollection","features":[{}]}',
    ],
  ])('refuses or reads %s as readGeoJson does, without a whole read', async (_, text) => {
    const { streamed, whole, wholeReads } = await readBoth(encode(text), cut(encode(text), [9]));
    expect(streamed).toEqual(whole);
    expect(wholeReads).toBe(0);
  });

  it.each([
    ['a Feature', JSON.stringify(feature({}))],
    ['a bare geometry', JSON.stringify(feature({}).geometry)],
    ['an array', '[1, 2]'],
    ['a missing comma', '{\n  "type": "FeatureCollection"\n  "features": []\n}'],
    ['a bad element', '{\n  "type": "FeatureCollection",\n  "features": [,]\n}'],
    ['a trailing comma', '{"type":"FeatureCollection","features":[{"type":"Feature"},]}'],
    ['a broken feature', '{"type":"FeatureCollection","features":[{"type":"Feature" "a":1}]}'],
    ['a truncated file', '{"type":"FeatureCollection","features":[{"type":"Feature"}'],
    ['text after the end', '{"type":"FeatureCollection","features":[]} x'],
    ['features twice', '{"type":"FeatureCollection","features":[],"features":[{}]}'],
    ['features not an array', '{"type":"FeatureCollection","features":null}'],
    ['a Feature with features', `{"type":"Feature","features":[],"geometry":null}`],
    ['two byte-order marks', '\ufeff\ufeff{}'],
  ])('falls back to the whole read for %s, with the same answer', async (_, text) => {
    const bytes = encode(text);
    const { streamed, whole, wholeReads } = await readBoth(bytes, cut(bytes, [1]));
    expect(streamed).toEqual(whole);
    expect(wholeReads).toBe(1);
  });

  it('falls back for a UTF-16 document', async () => {
    const text = `{"type":"FeatureCollection","features":[${JSON.stringify(feature({ a: 'é' }))}]}`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index++) {
      bytes[2 + 2 * index] = text.charCodeAt(index);
    }
    const { streamed, whole, wholeReads } = await readBoth(bytes, [bytes]);
    expect(whole.valid).toBe(true);
    expect(streamed).toEqual(whole);
    expect(wholeReads).toBe(1);
  });

  it('reads every GeoJSON fixture as readGeoJson does', async () => {
    const folder = new URL('../../test/in/', import.meta.url);
    for (const name of readdirSync(folder)) {
      const bytes = new Uint8Array(readFileSync(new URL(name, folder)));
      const cuts = Array.from({ length: Math.floor(bytes.length / 97) }, (_, i) => (i + 1) * 97);
      const { streamed, whole, wholeReads } = await readBoth(bytes, cut(bytes, cuts));
      expect(streamed, name).toEqual(whole);
      expect(wholeReads).toBe(0);
    }
  });
});
