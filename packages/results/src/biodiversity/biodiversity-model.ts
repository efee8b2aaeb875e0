import {
  type BiodiversityContextValues,
  type BiodiversityMsaValues,
  MSA_PRESSURES,
  type MsaByPressure,
  type MsaPressure,
  RED_LIST_CATEGORIES,
  type RedListCategory,
  type SpeciesRecord,
  STAR_TAXA,
  type StarTaxon,
  THREAT_CATEGORIES,
  type ThreatScore,
} from '@ecotone/analysis';
import {
  ACRES_PER_HECTARE,
  type Locale,
  NOT_AVAILABLE,
  SHOWN_AS_ZERO_BELOW,
  type UnitSystem,
} from '@ecotone/i18n';

/**
 * The biodiversity tab's view model: which tools it serves, the MSA comparison (before, after,
 * difference per pressure), the STAR rows by threat category with their sub-categories, and the
 * species by Red List category (specs/3: "Red list severity orders the species table",
 * "Threatened means CR, EN or VU; near-threatened adds NT", "threat scores shown with 4
 * decimals"). Reads the stored values of packages/analysis biodiversity-values.ts defensively.
 */

// --- Numbers ----------------------------------------------------------------------------------

/** specs/3 section 9: "threat scores shown with 4 decimals". */
export const THREAT_SCORE_DECIMALS = 4;

const fixedFormatters = new Map<string, Intl.NumberFormat>();

/**
 * `value` with exactly `decimals` decimals in the reader's locale ("0.0123", "0,0123"); below
 * 0.0001 it is 0 (specs/3 section 9: "values below 0.0001 show 0"), so 0.00006 reads 0.0000.
 */
export function formatFixed(value: number, locale: Locale, decimals = THREAT_SCORE_DECIMALS) {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const key = `${locale}:${decimals}`;
  let formatter = fixedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    fixedFormatters.set(key, formatter);
  }
  // -0.00001 would read "-0.0000": a sign on a zero says nothing.
  const text = formatter.format(Math.abs(value) < SHOWN_AS_ZERO_BELOW ? 0 : value);
  return /^-[0.,\s]+$/.test(text) ? text.slice(1) : text;
}

/** A difference reads "+0.12": the sign is the point of a difference column. */
export const signed = (text: string, value: number): string =>
  value > 0 && /[1-9]/.test(text) ? `+${text}` : text;

// --- MSA --------------------------------------------------------------------------------------

export interface MsaRow {
  pressure: MsaPressure;
  before: number | null;
  after: number | null;
  /** after − before; null when either is missing (a pressure that does not apply here). */
  difference: number | null;
}

/** One row per pressure in the spec's order, the total last. */
export function msaRows(before: MsaByPressure, after: MsaByPressure): MsaRow[] {
  return MSA_PRESSURES.map((pressure) => {
    const b = before[pressure];
    const a = after[pressure];
    return {
      pressure,
      before: b,
      after: a,
      difference: b === null || a === null ? null : a - b,
    };
  });
}

/** MSA-loss hectares the activity avoids: before minus after (negative when it adds loss). */
export const msaLossAvoidedHa = (values: BiodiversityMsaValues): number =>
  values.msaLossHaBefore - values.msaLossHaAfter;

// --- STAR -------------------------------------------------------------------------------------

/** The catalogue key of a threat category or sub-category ('2.3' -> threats.2_3). */
export const threatKey = (scoreType: string): string =>
  `biodiversityResults.threats.${scoreType.replaceAll('.', '_')}`;

const isThreatCategory = (scoreType: string): boolean =>
  (THREAT_CATEGORIES as readonly string[]).includes(scoreType);

/** '2.10' after '2.9': threat codes compare number by number. */
export function compareThreatCodes(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? -1) - (right[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface ThreatRows {
  /** The top-level categories the result reports, 1 to 12, sub-categories in code order. */
  categories: ThreatScore[];
  total: ThreatScore | null;
}

export function threatRows(scores: readonly ThreatScore[]): ThreatRows {
  const categories = scores
    .filter((score) => isThreatCategory(score.scoreType))
    .sort((a, b) => compareThreatCodes(a.scoreType, b.scoreType))
    .map((score) => ({
      ...score,
      subcategories: [...(score.subcategories ?? [])].sort((a, b) =>
        compareThreatCodes(a.scoreType, b.scoreType),
      ),
    }));
  return { categories, total: scores.find((score) => score.scoreType === 'total') ?? null };
}

/** A per-hectare mean in the reader's unit system: per acre it is 2.47105 times smaller. */
export function perAreaMean(
  perHectare: number,
  units: UnitSystem,
): { value: number; area: 'ha' | 'acre' } {
  return units === 'imperial'
    ? { value: perHectare / ACRES_PER_HECTARE, area: 'acre' }
    : { value: perHectare, area: 'ha' };
}

// --- Species ----------------------------------------------------------------------------------

/** specs/3 section 5: "Threatened means CR, EN or VU; near-threatened adds NT". */
export const THREATENED_CATEGORIES = ['CR', 'EN', 'VU'] as const satisfies RedListCategory[];
export const NEAR_THREATENED_CATEGORIES = [
  ...THREATENED_CATEGORIES,
  'NT',
] as const satisfies RedListCategory[];

/** 0 for the most severe (EX) to 8 for Not Evaluated. */
export const severityRank = (category: RedListCategory): number =>
  RED_LIST_CATEGORIES.indexOf(category);

export const isRedListCategory = (value: unknown): value is RedListCategory =>
  typeof value === 'string' && (RED_LIST_CATEGORIES as readonly string[]).includes(value);

/** Species counted in `categories` (the threatened ones, or with NT the near-threatened too). */
export function countIn(
  counts: Record<RedListCategory, number>,
  categories: readonly RedListCategory[],
): number {
  return categories.reduce((sum, category) => sum + counts[category], 0);
}

/** Counts per category, every category present, from a species list. */
export function countByCategory(
  species: readonly SpeciesRecord[],
): Record<RedListCategory, number> {
  const counts = Object.fromEntries(RED_LIST_CATEGORIES.map((category) => [category, 0])) as Record<
    RedListCategory,
    number
  >;
  for (const record of species) counts[record.threatCategory] += 1;
  return counts;
}

export type SpeciesSortKey = 'scientificName' | 'threatCategory' | 'class' | 'shareOfRange';

export interface SpeciesSort {
  key: SpeciesSortKey;
  /** 'asc' on the category is most severe first. */
  direction: 'asc' | 'desc';
}

/** specs/3: the species table opens ordered by Red List severity (then by name). */
export const DEFAULT_SPECIES_SORT: SpeciesSort = { key: 'threatCategory', direction: 'asc' };

/** Clicking the sorted column flips it; another column starts ascending (A to Z, most severe). */
export const nextSpeciesSort = (current: SpeciesSort, key: SpeciesSortKey): SpeciesSort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'shareOfRange' ? 'desc' : 'asc' };

/**
 * A sorted copy. The category sorts by severity, never alphabetically; ties fall back to the
 * severity and then the scientific name, so the order is the same on every load.
 */
export function sortSpecies(
  species: readonly SpeciesRecord[],
  sort: SpeciesSort,
  locale: string,
): SpeciesRecord[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const bySeverityThenName = (a: SpeciesRecord, b: SpeciesRecord) =>
    severityRank(a.threatCategory) - severityRank(b.threatCategory) ||
    collator.compare(a.scientificName, b.scientificName);
  const primary = (a: SpeciesRecord, b: SpeciesRecord): number => {
    switch (sort.key) {
      case 'threatCategory':
        return severityRank(a.threatCategory) - severityRank(b.threatCategory);
      case 'scientificName':
        return collator.compare(a.scientificName, b.scientificName);
      case 'class':
        return collator.compare(a.class, b.class);
      case 'shareOfRange':
        // Unknown shares go last in either direction.
        if (a.shareOfRange === undefined || b.shareOfRange === undefined)
          return (a.shareOfRange === undefined ? 1 : 0) - (b.shareOfRange === undefined ? 1 : 0);
        return sign * (a.shareOfRange - b.shareOfRange);
    }
  };
  return [...species].sort((a, b) => {
    const order = primary(a, b);
    if (order !== 0) return sort.key === 'shareOfRange' ? order : sign * order;
    return bySeverityThenName(a, b);
  });
}

/** The filters drawer's choices; an empty list means "any". */
export interface SpeciesFilters {
  categories: RedListCategory[];
  classes: string[];
}

export const NO_SPECIES_FILTERS: SpeciesFilters = { categories: [], classes: [] };

export const activeFilterCount = (filters: SpeciesFilters): number =>
  filters.categories.length + filters.classes.length;

export function filterSpecies(
  species: readonly SpeciesRecord[],
  filters: SpeciesFilters,
): SpeciesRecord[] {
  return species.filter(
    (record) =>
      (filters.categories.length === 0 || filters.categories.includes(record.threatCategory)) &&
      (filters.classes.length === 0 || filters.classes.includes(record.class)),
  );
}

/** The classes present, for the class filter, A to Z. */
export function speciesClasses(species: readonly SpeciesRecord[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...new Set(species.map((record) => record.class))].sort(collator.compare);
}

// --- Reading the stored JSON -------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOr = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

function msaByPressure(value: unknown): MsaByPressure | null {
  if (!isRecord(value)) return null;
  const entries = MSA_PRESSURES.map((pressure) => [pressure, numberOr(value[pressure])] as const);
  return Object.fromEntries(entries) as MsaByPressure;
}

/** BiodiversityMsaValues, or null without the area or the before and after MSA. */
export function parseMsaValues(values: Record<string, unknown>): BiodiversityMsaValues | null {
  const studyAreaHa = numberOr(values.studyAreaHa);
  const before = msaByPressure(values.msaMeanBefore);
  const after = msaByPressure(values.msaMeanAfter);
  const lossBefore = numberOr(values.msaLossHaBefore);
  const lossAfter = numberOr(values.msaLossHaAfter);
  if (studyAreaHa === null || !before || !after || lossBefore === null || lossAfter === null)
    return null;
  if (MSA_PRESSURES.every((pressure) => before[pressure] === null && after[pressure] === null))
    return null;
  return {
    studyAreaHa,
    activityType: textOr(values.activityType) ?? '',
    projectDuration: numberOr(values.projectDuration) ?? 0,
    msaMeanBefore: before,
    msaMeanAfter: after,
    msaLossHaBefore: lossBefore,
    msaLossHaAfter: lossAfter,
  };
}

function threatScoreOf(value: unknown): ThreatScore | null {
  if (!isRecord(value)) return null;
  const scoreType = textOr(value.scoreType);
  const threatAbatementPercent = numberOr(value.threatAbatementPercent);
  const threatAbatementScore = numberOr(value.threatAbatementScore);
  const restorationScore = numberOr(value.restorationScore);
  if (
    scoreType === null ||
    threatAbatementPercent === null ||
    threatAbatementScore === null ||
    restorationScore === null
  )
    return null;
  const subcategories = Array.isArray(value.subcategories)
    ? value.subcategories.map(threatScoreOf).filter((score): score is ThreatScore => !!score)
    : [];
  return {
    scoreType,
    threatAbatementPercent,
    threatAbatementScore,
    restorationScore,
    ...(subcategories.length > 0 ? { subcategories } : {}),
  };
}

const TAXONOMY = ['kingdom', 'phylum', 'class', 'order', 'family', 'genus'] as const;

function speciesOf(value: unknown): SpeciesRecord | null {
  if (!isRecord(value) || !isRedListCategory(value.threatCategory)) return null;
  const scientificName = textOr(value.scientificName);
  if (scientificName === null) return null;
  const taxonomy = Object.fromEntries(TAXONOMY.map((rank) => [rank, textOr(value[rank]) ?? '']));
  const commonName = textOr(value.commonName);
  const shareOfRange = numberOr(value.shareOfRange);
  return {
    scientificName,
    threatCategory: value.threatCategory,
    ...(taxonomy as Pick<SpeciesRecord, (typeof TAXONOMY)[number]>),
    ...(commonName ? { commonName } : {}),
    ...(shareOfRange !== null ? { shareOfRange } : {}),
  };
}

/**
 * BiodiversityContextValues, or null without the study area. A malformed score or species is
 * left out; counts missing from the stored values are counted from the species read.
 */
export function parseContextValues(
  values: Record<string, unknown>,
): BiodiversityContextValues | null {
  const studyAreaHa = numberOr(values.studyAreaHa);
  if (studyAreaHa === null) return null;
  const scores = Array.isArray(values.starThreatScores)
    ? values.starThreatScores.map(threatScoreOf).filter((score): score is ThreatScore => !!score)
    : [];
  const species = Array.isArray(values.species)
    ? values.species.map(speciesOf).filter((record): record is SpeciesRecord => !!record)
    : [];
  const counted = countByCategory(species);
  const stored = isRecord(values.speciesCountByCategory) ? values.speciesCountByCategory : {};
  const speciesCountByCategory = Object.fromEntries(
    RED_LIST_CATEGORIES.map((category) => [
      category,
      numberOr(stored[category]) ?? counted[category],
    ]),
  ) as Record<RedListCategory, number>;
  const taxa = isRecord(values.starByTaxon) ? values.starByTaxon : {};
  const starByTaxon = Object.fromEntries(
    STAR_TAXA.map((taxon) => {
      const entry = isRecord(taxa[taxon]) ? (taxa[taxon] as Record<string, unknown>) : {};
      return [
        taxon,
        {
          threatAbatementScore: numberOr(entry.threatAbatementScore) ?? 0,
          restorationScore: numberOr(entry.restorationScore) ?? 0,
        },
      ];
    }),
  ) as Record<StarTaxon, { threatAbatementScore: number; restorationScore: number }>;
  return {
    studyAreaHa,
    starThreatScores: scores,
    starByTaxon,
    starThreatMean: numberOr(values.starThreatMean) ?? Number.NaN,
    starRestoreMean: numberOr(values.starRestoreMean) ?? Number.NaN,
    starThreatClass: textOr(values.starThreatClass) ?? '',
    starRestoreClass: textOr(values.starRestoreClass) ?? '',
    speciesCountByCategory,
    threatenedSpeciesCount:
      numberOr(values.threatenedSpeciesCount) ??
      countIn(speciesCountByCategory, THREATENED_CATEGORIES),
    species: sortSpecies(species, DEFAULT_SPECIES_SORT, 'en'),
  };
}
