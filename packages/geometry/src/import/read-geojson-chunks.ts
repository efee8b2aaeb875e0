import type { Result } from '../types.js';
import type { ReadLayer } from './import.types.js';
import { layerOfDocument, readGeoJson } from './read-geojson.js';
import { scanFeatureCollection } from './scan-feature-collection.js';

/**
 * A large GeoJSON upload read from its chunks: a FeatureCollection is parsed feature by
 * feature (scan-feature-collection.ts), so its whole text is never held, only its features as
 * objects. Anything else (a single Feature or geometry, UTF-16, a syntax error) is read whole
 * with `readWhole`, as readGeoJson reads it: the answer, warnings and refusals are the same
 * either way, only the memory differs.
 */
export async function readGeoJsonChunks(
  chunks: AsyncIterable<Uint8Array>,
  file: string,
  fallbackName: string,
  readWhole: () => Promise<Uint8Array>,
): Promise<Result<ReadLayer>> {
  const scanned = await scanFeatureCollection(chunks);
  if (scanned?.features && scanned.members.get('type') === 'FeatureCollection') {
    const { members, features } = scanned;
    // Only the members readGeoJson looks at: `features` itself is passed apart.
    const root = { type: members.get('type'), crs: members.get('crs'), name: members.get('name') };
    return layerOfDocument(root, features, file, fallbackName);
  }
  return readGeoJson(await readWhole(), file, fallbackName);
}
