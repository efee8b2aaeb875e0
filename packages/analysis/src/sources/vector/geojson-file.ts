import type { Feature, FeatureCollection } from 'geojson';
import { DataSourceError, type LonLatBBox } from '../data-source.js';
import { type HttpOptions, parseJson, readBytes } from '../http.js';
import { type AreaFeature, areaIntersectsBBox, isAreaFeature } from './polygon-in-bbox.js';

/**
 * The polygon features of a GeoJSON file or URL that intersect `bbox`, attributes unchanged.
 * The whole document is read, so this suits small layers (a few MB); large global layers belong
 * in FlatGeobuf, which reads only the features near the box.
 */
export async function readGeoJsonAreas(
  location: string,
  bbox: LonLatBBox,
  options: HttpOptions = {},
): Promise<AreaFeature[]> {
  const bytes = await readBytes(location, options);
  const document = parseJson(new TextDecoder().decode(bytes), location);
  return areasInBBox(featuresOf(document, location), bbox);
}

function featuresOf(document: unknown, location: string): Feature[] {
  const typed = document as Partial<FeatureCollection> & Partial<Feature>;
  if (typed?.type === 'FeatureCollection' && Array.isArray(typed.features)) return typed.features;
  if (typed?.type === 'Feature') return [typed as Feature];
  throw new DataSourceError(`${location} is not a GeoJSON Feature or FeatureCollection`, {
    transient: false,
  });
}

/** Polygon features meeting the box; a box crossing the antimeridian is tested in two halves. */
export function areasInBBox(features: Iterable<Feature>, bbox: LonLatBBox): AreaFeature[] {
  const boxes = splitBBox(bbox);
  const kept: AreaFeature[] = [];
  for (const feature of features) {
    if (!isAreaFeature(feature)) continue;
    if (boxes.some((box) => areaIntersectsBBox(feature, box))) kept.push(feature);
  }
  return kept;
}

/** [west, south, east, north] boxes that do not cross the antimeridian. */
export function splitBBox(bbox: LonLatBBox): LonLatBBox[] {
  if (bbox[0] <= bbox[2]) return [bbox];
  return [
    [bbox[0], bbox[1], 180, bbox[3]],
    [-180, bbox[1], bbox[2], bbox[3]],
  ];
}
