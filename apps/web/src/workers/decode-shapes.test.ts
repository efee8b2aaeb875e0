import { describe, expect, it } from 'vitest';
import { decode } from './decode-shapes';

const square = {
  type: 'Feature',
  properties: { name: 'paddock' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
};
const point = { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } };
const collection = { type: 'FeatureCollection', features: [square, point] };

/** What the server sends for a large answer: base64 of the gzip-compressed JSON text. */
async function gzipBase64(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

describe('decode', () => {
  it('keeps the polygons of an object and counts what it left out', async () => {
    const decoded = await decode(collection, false);
    expect(decoded.collection).toEqual({ type: 'FeatureCollection', features: [square] });
    expect(decoded.skippedFeatures).toBe(1);
  });

  it('reads JSON text', async () => {
    const decoded = await decode(JSON.stringify(collection), false);
    expect(decoded.collection.features).toEqual([square]);
  });

  it('inflates base64 gzip text when compressed', async () => {
    const decoded = await decode(await gzipBase64(JSON.stringify(collection)), true);
    expect(decoded.collection.features).toEqual([square]);
  });

  it('takes a single feature as a collection of one', async () => {
    const decoded = await decode(square, false);
    expect(decoded.collection.features).toEqual([square]);
    expect(decoded.skippedFeatures).toBe(0);
  });

  it('refuses what is not GeoJSON features', async () => {
    await expect(decode({ type: 'Point', coordinates: [0, 0] }, false)).rejects.toThrow();
    await expect(decode({ type: 'FeatureCollection' }, true)).rejects.toThrow();
    await expect(decode('not json', false)).rejects.toThrow();
  });
});
