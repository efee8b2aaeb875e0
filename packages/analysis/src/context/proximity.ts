import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import geodesic from 'geographiclib-geodesic';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { intersection } from 'polyclip-ts';
import type { LonLatBBox } from '../sources/data-source.js';
import {
  type LocalPlane,
  localPlane,
  type PlanarMultiPolygon,
  projectGeometry,
  unprojectGeometry,
} from './local-plane.js';
import { planarDistance } from './planar-distance.js';

/** specs/3 section 9: protected areas and KBAs are listed within 50 km of the study area. */
export const PROXIMITY_KM = 50;
const METERS_PER_DEGREE_LATITUDE = 110_574; // at the equator, the smallest: a safe margin
const SQUARE_METERS_PER_HECTARE = 10_000;

type AreaFeature = Feature<Polygon | MultiPolygon>;

export interface FeatureDistance {
  feature: Feature<Polygon | MultiPolygon>;
  /** Geodesic distance from the study area, km; 0 when they overlap or touch. */
  distanceKm: number;
  /** Ellipsoidal area of the overlap with the study area, hectares. */
  overlapHa: number;
}

/** [west, south, east, north] of a multipolygon's positions. */
export function bboxOfGeometry(geometry: Polygon | MultiPolygon): LonLatBBox {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons)
    for (const ring of rings)
      for (const [lon = 0, lat = 0] of ring) {
        west = Math.min(west, lon);
        east = Math.max(east, lon);
        south = Math.min(south, lat);
        north = Math.max(north, lat);
      }
  return [west, south, east, north];
}

/** `bbox` grown by at least `km` on every side (degrees of longitude widen towards the poles). */
export function expandBBox(bbox: LonLatBBox, km: number): LonLatBBox {
  const [west, south, east, north] = bbox;
  const latitudeDegrees = (km * 1000) / METERS_PER_DEGREE_LATITUDE;
  const widest = Math.min(89, Math.max(Math.abs(south), Math.abs(north)) + latitudeDegrees);
  const longitudeDegrees = latitudeDegrees / Math.cos((widest * Math.PI) / 180);
  return [
    Math.max(-180, west - longitudeDegrees),
    Math.max(-90, south - latitudeDegrees),
    Math.min(180, east + longitudeDegrees),
    Math.min(90, north + latitudeDegrees),
  ];
}

const boxesMeet = (a: LonLatBBox, b: LonLatBBox) =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The plane centred on the middle of the study area's bounding box. */
export function planeFor(shape: MultiPolygon): LocalPlane {
  const [west, south, east, north] = bboxOfGeometry(shape);
  return localPlane((west + east) / 2, (south + north) / 2);
}

/** Overlap area in hectares: planar intersection, unprojected, then its ellipsoidal area. */
export function overlapHectares(
  shape: PlanarMultiPolygon,
  other: PlanarMultiPolygon,
  plane: LocalPlane,
): number {
  const overlap = intersection(shape, other) as PlanarMultiPolygon;
  if (overlap.length === 0) return 0;
  return geodesicAreaSquareMeters(unprojectGeometry(overlap, plane)) / SQUARE_METERS_PER_HECTARE;
}

/**
 * Features within `maxKm` of the study area, nearest first, with their distance and overlap.
 * The closest pair of points is found in the local azimuthal equidistant plane, then measured
 * on the ellipsoid with GeographicLib (Karney 2013), so the distance is geodesic.
 */
export function featuresWithin(
  shape: MultiPolygon,
  features: readonly AreaFeature[],
  maxKm: number = PROXIMITY_KM,
): FeatureDistance[] {
  const plane = planeFor(shape);
  const searchBox = expandBBox(bboxOfGeometry(shape), maxKm);
  const planarShape = projectGeometry(shape, plane);
  const found: FeatureDistance[] = [];
  for (const feature of features) {
    if (!boxesMeet(searchBox, bboxOfGeometry(feature.geometry))) continue;
    const planarFeature = projectGeometry(feature.geometry, plane);
    const closest = planarDistance(planarShape, planarFeature);
    let distanceKm = 0;
    if (closest.distance > 0) {
      const [lon1, lat1] = plane.inverse(closest.from);
      const [lon2, lat2] = plane.inverse(closest.to);
      distanceKm = (geodesic.Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2).s12 ?? 0) / 1000;
    }
    if (distanceKm > maxKm) continue;
    const overlapHa = distanceKm === 0 ? overlapHectares(planarShape, planarFeature, plane) : 0;
    found.push({ feature, distanceKm, overlapHa });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm || b.overlapHa - a.overlapHa);
}

/** Features overlapping the study area, largest overlap first (ecoregions, river basins). */
export function overlappingFeatures(
  shape: MultiPolygon,
  features: readonly AreaFeature[],
): FeatureDistance[] {
  const plane = planeFor(shape);
  const shapeBox = bboxOfGeometry(shape);
  const planarShape = projectGeometry(shape, plane);
  const found: FeatureDistance[] = [];
  for (const feature of features) {
    if (!boxesMeet(shapeBox, bboxOfGeometry(feature.geometry))) continue;
    const overlapHa = overlapHectares(planarShape, projectGeometry(feature.geometry, plane), plane);
    if (overlapHa > 0) found.push({ feature, distanceKm: 0, overlapHa });
  }
  return found.sort((a, b) => b.overlapHa - a.overlapHa);
}
