import { foldersToKML, toKML } from '@placemarkio/tokml';
import type { ShapeCollection } from '../types.js';

/**
 * The collection as KML 2.2 (Google Earth, GIS tools). With a name, the placemarks sit in a
 * folder of that name, which is how Google Earth shows a layer's title; feature properties
 * become ExtendedData, `name` and `description` the placemark's own.
 */
export function exportKml(collection: ShapeCollection, name?: string): string {
  if (name === undefined || name.trim() === '') return toKML(collection);
  return foldersToKML({
    type: 'root',
    children: [{ type: 'folder', meta: { name }, children: collection.features }],
  });
}
