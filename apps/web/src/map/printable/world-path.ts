import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { mercatorX, mercatorY } from './map-extent';

/** The inset's SVG user units: one world is this wide (Web Mercator units times it). */
export const WORLD_SIZE = 1000;

const point = ([longitude = 0, latitude = 0]: Position): string =>
  `${(mercatorX(longitude) * WORLD_SIZE).toFixed(2)} ${(mercatorY(latitude) * WORLD_SIZE).toFixed(2)}`;

/**
 * One SVG path of every polygon in Web Mercator (`WORLD_SIZE` wide, y down): the inset map's
 * land, built once when the inset first shows. Rings are closed with `Z`; holes fill evenodd.
 */
export function worldPath(collection: FeatureCollection<Polygon | MultiPolygon>): string {
  const parts: string[] = [];
  for (const { geometry } of collection.features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons)
      for (const ring of polygon) {
        if (ring.length < 3) continue;
        parts.push(`M${ring.map(point).join('L')}Z`);
      }
  }
  return parts.join('');
}
