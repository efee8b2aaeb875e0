import geodesic from 'geographiclib-geodesic';
import type { Position } from 'geojson';
import type { RedListCategory, StarTaxon } from '../../biodiversity/biodiversity-values.js';
import { THREAT_SCOPES, THREAT_SEVERITIES, threatShares } from '../../biodiversity/star-weights.js';
import type { CommonClass } from '../../land-cover/legends.js';
import { syntheticLandscape } from '../../land-cover/synthetic-land-cover.js';
import type { LonLatBBox } from '../data-source.js';
import { latticeValue, seedOf } from './noise.js';
import { syntheticElevation } from './synthetic-climate.js';
import type { SyntheticFeature } from './synthetic-vectors.js';

/**
 * Synthetic IUCN-like species ranges (docs/synthetic-demo-data.md): SPECIES_PER_CELL (40) invented
 * species per 2° lattice cell, each a star-shaped range of ~20-220 km radius round a point in its
 * cell, with obviously synthetic names, a Red List mix close to the assessed vertebrates', IUCN
 * threat codes with scope and severity (shares from Mair et al. 2021 Supp. Table 2), habitats
 * and elevation limits, and a global Area of Habitat measured on a lattice of ~1/25 of the range's width (0.05-0.25°) of the synthetic
 * landscape. Everything depends on the cell and the species' index only.
 */
const CELL_DEGREES = 2;
const SPECIES_PER_CELL = 40;
const MAX_RADIUS_KM = 300;
const MIN_RADIUS_KM = 30;
const KM_PER_DEGREE = 111.32;
/** Global AOH sample spacing: ~25 samples across the range, within these bounds (degrees). */
const AOH_SAMPLE_MIN_DEGREES = 0.05;
const AOH_SAMPLE_MAX_DEGREES = 0.25;
const SEED = seedOf('speciesRanges');

/** Cumulative shares of the Red List categories drawn (EX and EW ranges are drawn as extinct). */
const CATEGORY_MIX: readonly [RedListCategory, number][] = [
  ['LC', 0.52],
  ['NT', 0.62],
  ['VU', 0.72],
  ['EN', 0.8],
  ['CR', 0.85],
  ['DD', 0.94],
  ['NE', 0.97],
  ['EX', 0.985],
  ['EW', 1],
];

interface TaxonNames {
  className: string;
  orders: readonly string[];
  genera: readonly string[];
  common: string;
}
const TAXA: Record<StarTaxon, TaxonNames> = {
  birds: {
    className: 'AVES',
    orders: ['PASSERIFORMES', 'ACCIPITRIFORMES', 'GALLIFORMES'],
    genera: ['Synthornis', 'Fictospiza', 'Demoaquila'],
    common: 'demo bird',
  },
  mammals: {
    className: 'MAMMALIA',
    orders: ['RODENTIA', 'CARNIVORA', 'CHIROPTERA'],
    genera: ['Synthomys', 'Fictofelis', 'Demonycteris'],
    common: 'demo mammal',
  },
  amphibians: {
    className: 'AMPHIBIA',
    orders: ['ANURA', 'CAUDATA'],
    genera: ['Synthobatrachus', 'Fictotriton'],
    common: 'demo amphibian',
  },
};
const EPITHETS = ['syntheticus', 'fictus', 'demonstrans', 'simulatus', 'inventus', 'exemplaris'];
/** Real IUCN Threats Classification Scheme 3.3 sub-categories. */
const THREAT_CODES = [
  '1.1',
  '1.2',
  '2.1',
  '2.3',
  '3.2',
  '4.1',
  '5.1',
  '5.3',
  '6.1',
  '7.1',
  '7.2',
  '8.1',
  '8.2',
  '9.3',
  '10.1',
  '11.1',
  '11.4',
  '12.1',
] as const;
const HABITAT_SETS: readonly CommonClass[][] = [
  ['treeCovered'],
  ['grassland'],
  ['treeCovered', 'grassland'],
  ['wetland', 'water'],
  ['grassland', 'otherLand'],
];

function rangeRing(lon: number, lat: number, radiusKm: number, draw: (i: number) => number) {
  const ring: Position[] = [];
  for (let vertex = 0; vertex < 24; vertex++) {
    const azimuth = 360 - (vertex * 360) / 24;
    const radius = radiusKm * (0.65 + 0.35 * draw(40 + vertex)) * 1000;
    const { lat2 = lat, lon2 = lon } = geodesic.Geodesic.WGS84.Direct(lat, lon, azimuth, radius);
    ring.push([
      Math.round(lon2 * 1e6) / 1e6,
      Math.max(-89.9, Math.min(89.9, Math.round(lat2 * 1e6) / 1e6)),
    ]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

const pick = <T>(items: readonly T[], draw: number): T =>
  items[Math.min(items.length - 1, Math.floor(draw * items.length))] as T;

function inside(ring: Position[], lon: number, lat: number): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] as Position;
    const [xj = 0, yj = 0] = ring[j] as Position;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** Global AOH (km²): lattice samples of the range whose landscape class and elevation suit it. */
function globalAohKm2(
  ring: Position[],
  habitats: readonly CommonClass[],
  low: number,
  high: number,
) {
  const lons = ring.map((p) => p[0] as number);
  const lats = ring.map((p) => p[1] as number);
  const width = Math.max(Math.max(...lats) - Math.min(...lats), 0.01);
  const step = Math.min(AOH_SAMPLE_MAX_DEGREES, Math.max(AOH_SAMPLE_MIN_DEGREES, width / 25));
  let km2 = 0;
  for (
    let lat = Math.floor(Math.min(...lats) / step) * step + step / 2;
    lat < Math.max(...lats);
    lat += step
  )
    for (
      let lon = Math.floor(Math.min(...lons) / step) * step + step / 2;
      lon < Math.max(...lons);
      lon += step
    ) {
      if (!inside(ring, lon, lat)) continue;
      const height = syntheticElevation(lon, lat);
      if (height < low || height > high) continue;
      if (!habitats.includes(syntheticLandscape(lon, lat).original)) continue;
      km2 += step * KM_PER_DEGREE * step * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    }
  return km2;
}

const cache = new Map<string, SyntheticFeature | null>();

/** Species `index` of lattice cell (column, row), or null on the poles' rows. */
export function syntheticSpecies(
  column: number,
  row: number,
  index: number,
): SyntheticFeature | null {
  const key = `${column}:${row}:${index}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const draw = (i: number) => latticeValue(column * 64 + index, row, (SEED + i * 7919) >>> 0);
  const lon = -180 + (column + draw(1)) * CELL_DEGREES;
  const lat = -90 + (row + draw(2)) * CELL_DEGREES;
  if (Math.abs(lat) > 80) {
    cache.set(key, null);
    return null;
  }
  const id = (row * 180 + column) * SPECIES_PER_CELL + index + 1;
  const taxon = pick(['birds', 'birds', 'mammals', 'amphibians'] as const, draw(3));
  const names = TAXA[taxon];
  const genus = pick(names.genera, draw(4));
  const orderName = pick(names.orders, draw(5));
  const categoryDraw = draw(6);
  const category = (CATEGORY_MIX.find(([, upTo]) => categoryDraw < upTo) ?? ['LC', 1])[0];
  const extinct = category === 'EX' || category === 'EW';
  const habitats = pick(HABITAT_SETS, draw(7));
  const base = syntheticElevation(lon, lat);
  const elevationLower = Math.max(0, Math.round((base - 400 - 1200 * draw(8)) / 100) * 100);
  const elevationUpper = Math.round((base + 400 + 2000 * draw(9)) / 100) * 100;
  const threatCount = category === 'LC' ? Math.floor(draw(10) * 2) : 1 + Math.floor(draw(10) * 4);
  const records = Array.from({ length: threatCount }, (_, t) => ({
    code: THREAT_CODES[Math.floor(draw(11 + t) * THREAT_CODES.length)] as string,
    scope: pick(THREAT_SCOPES, draw(16 + t)),
    severity: pick(THREAT_SEVERITIES.slice(0, 3), draw(21 + t)),
  }));
  const merged = new Map<string, number>();
  for (const { code, share } of threatShares(records))
    merged.set(code, (merged.get(code) ?? 0) + share);
  const radiusKm = MIN_RADIUS_KM + (MAX_RADIUS_KM / 1.35 - MIN_RADIUS_KM) * draw(30) ** 2;
  const ring = rangeRing(lon, lat, radiusKm, draw);
  const epithet = `${pick(EPITHETS, draw(31))}${id}`;
  const feature: SyntheticFeature = {
    type: 'Feature',
    id,
    properties: {
      id: `synthetic-${id}`,
      scientificName: `${genus} ${epithet}`,
      commonName: `${names.common} ${id} (synthetic)`,
      kingdom: 'ANIMALIA',
      phylum: 'CHORDATA',
      class: names.className,
      order: orderName,
      family: `${genus.toUpperCase()}IDAE`,
      genus,
      category,
      taxon,
      // IUCN codes: presence 1 extant, 2 probably extant, 3 possibly extant, 5 extinct; origin 1
      // native, 3 introduced; seasonality 1 resident, 2 breeding, 3 non-breeding, 4 passage.
      presence: extinct ? 5 : draw(32) < 0.9 ? 1 : draw(33) < 0.5 ? 2 : 3,
      origin: draw(34) < 0.95 ? 1 : 3,
      seasonality: taxon === 'birds' ? pick([1, 1, 2, 3, 4], draw(35)) : 1,
      threats: JSON.stringify([...merged]),
      habitats: JSON.stringify(habitats),
      elevationLower,
      elevationUpper,
      aohKm2: Math.round(globalAohKm2(ring, habitats, elevationLower, elevationUpper)),
      synthetic: true,
    },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
  if (cache.size > 20_000) cache.clear();
  cache.set(key, feature);
  return feature;
}

/** The synthetic ranges whose bounding box meets `bbox`. */
export function syntheticSpeciesRanges(bbox: LonLatBBox): SyntheticFeature[] {
  const margin = MAX_RADIUS_KM / KM_PER_DEGREE;
  const widest = Math.min(80, Math.max(Math.abs(bbox[1]), Math.abs(bbox[3])) + margin);
  const marginLon = margin / Math.cos((widest * Math.PI) / 180);
  const columns = [
    Math.floor((bbox[0] - marginLon + 180) / CELL_DEGREES),
    Math.floor((bbox[2] + marginLon + 180) / CELL_DEGREES),
  ] as const;
  const rows = [
    Math.max(0, Math.floor((bbox[1] - margin + 90) / CELL_DEGREES)),
    Math.min(89, Math.floor((bbox[3] + margin + 90) / CELL_DEGREES)),
  ] as const;
  const features: SyntheticFeature[] = [];
  for (let row = rows[0]; row <= rows[1]; row++)
    for (let column = columns[0]; column <= columns[1]; column++) {
      const wrapped = ((column % 180) + 180) % 180;
      for (let index = 0; index < SPECIES_PER_CELL; index++) {
        const feature = syntheticSpecies(wrapped, row, index);
        if (!feature) continue;
        const ring = feature.geometry.coordinates[0] as Position[];
        const lons = ring.map((p) => p[0] as number);
        const lats = ring.map((p) => p[1] as number);
        if (
          Math.min(...lons) <= bbox[2] &&
          Math.max(...lons) >= bbox[0] &&
          Math.min(...lats) <= bbox[3] &&
          Math.max(...lats) >= bbox[1]
        )
          features.push(feature);
      }
    }
  return features;
}
