import { classOf, LAND_COVER_DATASETS, lastYearOf } from '../land-cover/legends.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import type { LabelRef, MethodRef, ResultLayer, ToolContext, ToolResult } from '../tools/tool.js';
import {
  type BoundTotals,
  boundTotals,
  type CarbonAggregate,
  type CellCarbon,
  withTableRanges,
} from './carbon-aggregate.js';
import type { CarbonGrid, CarbonRequest } from './carbon-grid.js';
import {
  FAO_ECOLOGICAL_ZONES,
  type FaoEcologicalZone,
  IPCC_CLIMATE_ZONES,
  IPCC_SOIL_CLASSES,
  type IpccClimateZone,
  type IpccSoilClass,
} from './carbon-zones.js';
import {
  type GrowthRow,
  growthRow,
  type IpccContinent,
  ipccContinentOf,
} from './tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';
import type { TableBound } from './tables/table-bounds.js';
import type { TableSource } from './tables/table-source.js';

/** The land cover the carbon tools read: MODIS MCD12Q1 (the land-cover tool's default), last year. */
export const CARBON_LAND_COVER = LAND_COVER_DATASETS.modis;

export function landCoverRequest(now: Date): CarbonRequest {
  const year = Math.min(now.getUTCFullYear() - 1, lastYearOf(CARBON_LAND_COVER, now));
  return { role: 'landCover', dataset: CARBON_LAND_COVER.id, year };
}

/** The UNCCD common class of a land-cover code, or null (no data, clouds). */
export function commonClass(code: number) {
  return Number.isFinite(code) ? (classOf(CARBON_LAND_COVER, code)?.common ?? null) : null;
}

const lookup =
  <T>(table: Record<number, T>) =>
  (value: number | undefined): T | undefined =>
    value === undefined || !Number.isFinite(value) ? undefined : table[Math.round(value)];

export const climateZoneOf: (code: number | undefined) => IpccClimateZone | undefined =
  lookup(IPCC_CLIMATE_ZONES);
export const ecoZoneOf: (code: number | undefined) => FaoEcologicalZone | undefined =
  lookup(FAO_ECOLOGICAL_ZONES);
export const soilClassOf: (code: number | undefined) => IpccSoilClass | undefined =
  lookup(IPCC_SOIL_CLASSES);

/**
 * Table 4.9's continent for the study area: that of the country holding most of it (the offline
 * admin boundaries; a shape at sea has none). With the boundaries' lineage.
 */
export async function studyContinent(
  context: Pick<ToolContext, 'admin' | 'shape' | 'signal'>,
): Promise<{ continent: IpccContinent | null; lineage: Lineage[] }> {
  const areas = await context.admin.areasOf(context.shape, context.signal);
  const main = areas.countries.reduce<(typeof areas.countries)[number] | undefined>(
    (largest, country) => (!largest || country.overlapHa > largest.overlapHa ? country : largest),
    undefined,
  );
  return {
    continent: main ? ipccContinentOf(main.code2, main.continent) : null,
    lineage: areas.lineage,
  };
}

/**
 * The Table 4.9 rows of the study area's continent by zone, remembering the zones that had none
 * (their pixels have no growth rate: `noGrowthRateWarnings`).
 */
export function growthRowsFor(continent: IpccContinent | null) {
  const missing = new Set<FaoEcologicalZone>();
  return {
    rowOf(zone: FaoEcologicalZone): GrowthRow | null {
      const row = growthRow(zone, continent);
      if (!row) missing.add(zone);
      return row;
    },
    /** Zones of eligible pixels Table 4.9 has no row for on this continent. */
    missing: (): FaoEcologicalZone[] => [...missing].sort(),
  };
}

/** The warning for land whose zone has no Table 4.9 row on the study area's continent. */
export function noGrowthRateWarnings(missing: readonly FaoEcologicalZone[]): LabelRef[] {
  return missing.length > 0 ? [{ key: 'carbonMethods.warnings.noGrowthRate' }] : [];
}

/** A whole number of years within the catalogue's bounds (0..50), else the tool's default. */
export function durationInput(value: unknown, fallback: number): number {
  const years = typeof value === 'string' ? Number(value) : value;
  if (typeof years !== 'number' || !Number.isFinite(years)) return fallback;
  return Math.min(50, Math.max(0, Math.round(years)));
}

export function numberInput(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export const IPCC_2006_CITATION =
  'IPCC (2006). 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 4: Agriculture, Forestry and Other Land Use. IGES, Hayama.';
export const IPCC_2019_CITATION =
  'IPCC (2019). 2019 Refinement to the 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 4: Agriculture, Forestry and Other Land Use. IPCC, Switzerland.';
export const WETLANDS_SUPPLEMENT_CITATION =
  'IPCC (2014). 2013 Supplement to the 2006 IPCC Guidelines for National Greenhouse Gas Inventories: Wetlands. IPCC, Switzerland.';

/**
 * The totals at the tables' low and high ends (docs/analyses/carbon.md "Uncertainty"): the
 * kernels again over the grid with every table read at that end. `cellAt(bound)` is the tool's
 * per-pixel kernel at a bound (a fresh cell cache each).
 */
export function tableRanges(
  grid: CarbonGrid,
  duration: number,
  cellAt: (bound: TableBound) => (index: number) => CellCarbon | null,
): { low: BoundTotals; high: BoundTotals } {
  return {
    low: boundTotals(grid, duration, cellAt('low')),
    high: boundTotals(grid, duration, cellAt('high')),
  };
}

/** Results of tools whose tables were not checked against the source say so. */
export function tableWarnings(tables: TableSource[]): LabelRef[] {
  const unverified = tables.filter((table) => !table.verified);
  return unverified.length > 0
    ? [
        {
          key: 'carbonMethods.warnings.unverifiedConstants',
          params: { tables: unverified.map((table) => table.citation).join('; ') },
        },
      ]
    : [];
}

/** One carbon tool's ToolResult from its aggregate. */
export function carbonResult(
  aggregate: CarbonAggregate,
  options: {
    lineage: Lineage[];
    methods: MethodRef[];
    tables: TableSource[];
    layers: ResultLayer[];
    extraValues?: Record<string, unknown>;
    warnings?: LabelRef[];
    /** The totals at the tables' low and high ends (`tableRanges`): the results' ranges. */
    ranges?: { low: BoundTotals; high: BoundTotals };
  },
): ToolResult {
  const lineage = uniqueLineage(options.lineage);
  const warnings = [...tableWarnings(options.tables), ...(options.warnings ?? [])];
  const values = options.ranges
    ? withTableRanges(aggregate.values, options.ranges.low, options.ranges.high)
    : aggregate.values;
  const share = values.studyAreaHa > 0 ? (100 * aggregate.noDataHa) / values.studyAreaHa : 0;
  if (share >= 1)
    warnings.push({
      key: 'carbonMethods.warnings.noDataArea',
      params: { percent: Math.round(share * 10) / 10 },
    });
  if (values.carbonChangeDatasets.length === 0 && options.layers.length > 0)
    warnings.push({ key: 'carbonMethods.warnings.noEligibleLand' });
  return {
    values: {
      ...values,
      noDataHa: Math.round(aggregate.noDataHa * 1e6) / 1e6,
      tables: options.tables.map(({ citation, verified }) => ({ citation, verified })),
      ...options.extraValues,
    },
    layers: options.layers,
    lineage,
    methods: options.methods,
    synthetic: isSynthetic(lineage),
    warnings,
  };
}
