/**
 * Mask geometry that needs no kernel (docs/masks-server.md): request polygons (a shape, an
 * uploaded mask) validated, repaired and dissolved into one MultiPolygon, and the GeoJSON file a
 * mask is stored as. Pure and synchronous: it runs on shape-pool threads (body readers, mask
 * tasks).
 */
import { dissolveShapes, type Refusal, type ShapeCollection } from '@ecotone/geometry';
import type { MultiPolygon, Polygon } from 'geojson';
import { repairedOrRefusal, validOrRefusal } from './valid-shape.js';

/** A shape or mask as one MultiPolygon (the union of its features); null when nothing is left. */
export function multiPolygonOf(collection: ShapeCollection): MultiPolygon | null {
  const [feature] = dissolveShapes(collection).features;
  if (!feature) return null;
  const { geometry } = feature;
  return geometry.type === 'MultiPolygon'
    ? geometry
    : { type: 'MultiPolygon', coordinates: [geometry.coordinates] };
}

/**
 * A request's polygons (a shape, or an uploaded mask) validated, repaired and dissolved into one
 * MultiPolygon, as JSON text; the refusal says why not.
 */
export function polygonsText(
  geojson: unknown,
): { ok: true; text: string } | { ok: false; reason: Refusal } {
  const checked = validOrRefusal(geojson);
  if (!checked.valid) return { ok: false, reason: checked.reason };
  const repaired = repairedOrRefusal(checked.value);
  if (!repaired.valid) return { ok: false, reason: repaired.reason };
  const polygons = multiPolygonOf(repaired.value);
  if (!polygons) return { ok: false, reason: { code: 'NO_AREA' } };
  return { ok: true, text: JSON.stringify(polygons) };
}

/** A shape as the tasks are given it: a MultiPolygon, or a stored FeatureCollection (dissolved). */
export function shapeOfText(text: string): MultiPolygon {
  const parsed = JSON.parse(text) as MultiPolygon | ShapeCollection;
  if (parsed.type === 'MultiPolygon') return parsed;
  const polygons = multiPolygonOf(parsed);
  if (!polygons) throw new Error('the shape has no area');
  return polygons;
}

/** A mask geometry as the file stored for it: a FeatureCollection (empty when no mask). */
export function maskFileText(
  geometry: MultiPolygon | Polygon | null,
  properties: Record<string, unknown>,
): string {
  const features = geometry ? [{ type: 'Feature', properties, geometry }] : [];
  return JSON.stringify({ type: 'FeatureCollection', features });
}
