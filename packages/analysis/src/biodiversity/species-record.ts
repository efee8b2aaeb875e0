import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { COMMON_CLASSES, type CommonClass } from '../land-cover/legends.js';
import {
  RED_LIST_CATEGORIES,
  type RedListCategory,
  type SpeciesRecord,
  STAR_TAXA,
  type StarTaxon,
} from './biodiversity-values.js';

/**
 * One species range of the `speciesRanges` vector role (IUCN Red List spatial data fields, see
 * docs/data-sources.md) as the biodiversity tools read it.
 */
export interface SpeciesRange {
  id: string;
  record: SpeciesRecord;
  /** STAR taxon, or null for groups STAR does not cover (reptiles, plants ...). */
  taxon: StarTaxon | null;
  presence: number;
  origin: number;
  seasonality: number;
  /** C_{s,t}: threat code (category `2` or sub-category `2.1`) and share, shares summing to 1. */
  threats: { code: string; share: number }[];
  /** The species' global current Area of Habitat, km² (Brooks et al. 2019). */
  aohKm2: number;
  /** Land-cover common classes that are the species' habitat (IUCN habitats through a crosswalk). */
  habitats: CommonClass[];
  elevationLower: number;
  elevationUpper: number;
}

const text = (value: unknown, fallback = '') =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? fallback
      : String(value);
const int = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number) : fallback;
};
const list = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return value.split('|');
  }
};

function categoryOf(value: unknown): RedListCategory {
  const code = text(value).toUpperCase();
  return (RED_LIST_CATEGORIES as readonly string[]).includes(code)
    ? (code as RedListCategory)
    : 'NE';
}

function taxonOf(value: unknown): StarTaxon | null {
  const taxon = text(value).toLowerCase();
  return (STAR_TAXA as readonly string[]).includes(taxon) ? (taxon as StarTaxon) : null;
}

/** `[["2.1", 0.6], ["5.3", 0.4]]` or `[{code, share}]`: shares renormalised to sum to 1. */
function threatsOf(value: unknown): { code: string; share: number }[] {
  const threats = list(value).flatMap((entry) => {
    const [code, share] = Array.isArray(entry)
      ? [entry[0], entry[1]]
      : [(entry as { code?: unknown })?.code, (entry as { share?: unknown })?.share];
    const weight = Number(share);
    return typeof code === 'string' && /^\d+(\.\d+)*$/.test(code) && weight > 0
      ? [{ code, share: weight }]
      : [];
  });
  const total = threats.reduce((sum, threat) => sum + threat.share, 0);
  return threats.map((threat) => ({ code: threat.code, share: threat.share / total }));
}

function habitatsOf(value: unknown): CommonClass[] {
  return list(value).filter((entry): entry is CommonClass =>
    (COMMON_CLASSES as readonly unknown[]).includes(entry),
  );
}

/** The species of one range feature (missing taxonomy fields are empty strings). */
export function speciesRangeOf(feature: Feature<Polygon | MultiPolygon>): SpeciesRange {
  const p = feature.properties ?? {};
  const commonName = text(p.commonName);
  const record: SpeciesRecord = {
    scientificName: text(p.scientificName),
    ...(commonName === '' ? {} : { commonName }),
    threatCategory: categoryOf(p.category),
    kingdom: text(p.kingdom),
    phylum: text(p.phylum),
    class: text(p.class),
    order: text(p.order),
    family: text(p.family),
    genus: text(p.genus),
  };
  return {
    id: text(p.id, text(feature.id)),
    record,
    taxon: taxonOf(p.taxon),
    presence: int(p.presence, 1),
    origin: int(p.origin, 1),
    seasonality: int(p.seasonality, 1),
    threats: threatsOf(p.threats),
    aohKm2: Number(p.aohKm2) > 0 ? Number(p.aohKm2) : 0,
    habitats: habitatsOf(p.habitats),
    elevationLower: Number.isFinite(Number(p.elevationLower)) ? Number(p.elevationLower) : -500,
    elevationUpper: Number.isFinite(Number(p.elevationUpper)) ? Number(p.elevationUpper) : 9000,
  };
}

/**
 * The range filter of data-methods B.8 (and of the STAR pipeline): presence 1-2 (extant, probably
 * extant), origin 1-2 (native, reintroduced), seasonality 1-3 (resident, breeding, non-breeding).
 */
export function inRangeFilter(species: SpeciesRange): boolean {
  return (
    species.presence >= 1 &&
    species.presence <= 2 &&
    species.origin >= 1 &&
    species.origin <= 2 &&
    species.seasonality >= 1 &&
    species.seasonality <= 3
  );
}

const SEVERITY = new Map(RED_LIST_CATEGORIES.map((category, index) => [category, index]));

/** Red List severity (EX first ... NE last), then scientific name. */
export function compareSpecies(a: SpeciesRecord, b: SpeciesRecord): number {
  return (
    (SEVERITY.get(a.threatCategory) ?? 99) - (SEVERITY.get(b.threatCategory) ?? 99) ||
    a.scientificName.localeCompare(b.scientificName, 'en')
  );
}

/** Count per Red List category, every category present. */
export function countByCategory(
  species: readonly SpeciesRecord[],
): Record<RedListCategory, number> {
  const counts = Object.fromEntries(RED_LIST_CATEGORIES.map((category) => [category, 0])) as Record<
    RedListCategory,
    number
  >;
  for (const entry of species) counts[entry.threatCategory] += 1;
  return counts;
}

/** specs/3: threatened means CR, EN or VU. */
export const THREATENED_CATEGORIES: readonly RedListCategory[] = ['CR', 'EN', 'VU'];
/** specs/3: near-threatened adds NT. */
export const NEAR_THREATENED_CATEGORIES: readonly RedListCategory[] = [
  ...THREATENED_CATEGORIES,
  'NT',
];

export function threatenedCount(counts: Record<RedListCategory, number>): number {
  return THREATENED_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
}

/**
 * One species per scientific name: IUCN ranges come as several polygons (seasons, presence
 * codes); the filtered ones of a species are merged.
 */
export function uniqueByName<T>(species: readonly T[], nameOf: (entry: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const entry of species) if (!seen.has(nameOf(entry))) seen.set(nameOf(entry), entry);
  return [...seen.values()];
}
