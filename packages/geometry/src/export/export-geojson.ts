import type { ShapeCollection } from '../types.js';
import { rewindRfc7946 } from './rewind-rfc7946.js';

/**
 * The collection as an RFC 7946 GeoJSON file: WGS 84 longitude/latitude, no `crs` member,
 * right-hand winding. One feature per line: readable and diffable without the size of fully
 * indented coordinates (which would put every number on its own line).
 */
export function exportGeoJson(collection: ShapeCollection): string {
  const features = collection.features.map((feature) => JSON.stringify(rewindRfc7946(feature)));
  if (features.length === 0) return '{\n  "type": "FeatureCollection",\n  "features": []\n}\n';
  return `{\n  "type": "FeatureCollection",\n  "features": [\n    ${features.join(',\n    ')}\n  ]\n}\n`;
}
