import type { ShapeFeature } from '@ecotone/geometry';
import type { DecodedShapes } from './geometry-protocol';

async function gunzipBase64(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

const isShape = (value: unknown): value is ShapeFeature => {
  const candidate = value as { type?: unknown; geometry?: { type?: unknown } | null };
  return (
    candidate?.type === 'Feature' &&
    (candidate.geometry?.type === 'Polygon' || candidate.geometry?.type === 'MultiPolygon')
  );
};

/**
 * Runs when an upload or clean-up answer arrives: `geojson` is an object, JSON text, or (when
 * `compressed`) base64 of gzip-compressed JSON text. Keeps the polygon features only.
 */
export async function decode(geojson: unknown, compressed: boolean): Promise<DecodedShapes> {
  let value = geojson;
  if (compressed) {
    if (typeof geojson !== 'string') throw new Error('compressed geojson must be a base64 string');
    value = JSON.parse(await gunzipBase64(geojson));
  } else if (typeof geojson === 'string') {
    value = JSON.parse(geojson);
  }
  const candidate = value as { type?: unknown; features?: unknown };
  let features: unknown[];
  if (candidate?.type === 'FeatureCollection' && Array.isArray(candidate.features)) {
    features = candidate.features;
  } else if (candidate?.type === 'Feature') {
    features = [candidate];
  } else {
    throw new Error('The answer holds no GeoJSON features');
  }
  const shapes = features.filter(isShape);
  return {
    collection: { type: 'FeatureCollection', features: shapes },
    skippedFeatures: features.length - shapes.length,
  };
}
