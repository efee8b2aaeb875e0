/**
 * The values every carbon tool stores (specs/3 section 3, "Carbon pools" and "Carbon change
 * dataset"). One contract for the kernels (packages/analysis/src/carbon), the results page's
 * carbon tab and the summary. Stocks and changes are stored in tonnes of carbon (tC), totals over
 * the study area and per hectare; readers convert to tCO2e (x 44/12) and per acre through the
 * units module. Years count from the project's start (year 0 = baseline).
 */

/** Carbon per tonne of CO2 equivalent: tCO2e = tC x 44/12 (molecular weights of CO2 and C). */
export const CO2_PER_C = 44 / 12;

/** The carbon pools of specs/3 section 3, in that order (charts and tables follow it). */
export const CARBON_POOLS = [
  'aboveGroundBiomass',
  'belowGroundBiomass',
  'deadwoodAndLitter',
  'deadwood',
  'soilOrganicCarbon',
  'rootsBiomass',
  'loggedBiomass',
] as const;
export type CarbonPool = (typeof CARBON_POOLS)[number];

/** tC in each pool a method reports (a pool it does not model is absent), and their total. */
export type CarbonPoolValues = Partial<Record<CarbonPool, number>> & { totalCarbon: number };

/**
 * Activity datasets (specs/3: afforestation, reforestation, sgm, ifm), plus the wetlands tool's
 * two restoration activities, which the spec's list does not name.
 */
export const CARBON_CHANGE_TYPES = [
  'afforestation',
  'reforestation',
  'sgm',
  'ifm',
  'wetlandRestoration',
  'mangroveRestoration',
] as const;
export type CarbonChangeType = (typeof CARBON_CHANGE_TYPES)[number];

/** A low-high range (the method's uncertainty, e.g. the range of a Tier 1 table), same unit. */
export interface CarbonRange {
  low: number;
  high: number;
}

/** One year of a change series: the cumulative change since year 0, total and by pool (tC). */
export interface CarbonChangePoint {
  year: number;
  change: number;
  byPool: Partial<Record<CarbonPool, number>>;
}

/** One activity's change over the project (specs/3 "Carbon change dataset"). */
export interface CarbonChangeDataset {
  type: CarbonChangeType;
  /** Area the activity applies to (ha): the eligible part of the study area. */
  areaHa: number;
  /** Years 0..projectDuration. */
  changeTimeSeries: CarbonChangePoint[];
  /** Change by pool at the end of the project (tC); negative = loss. */
  pools: CarbonPoolValues;
  /** tC over the area at the end of the project. */
  totalCarbonChange: number;
  /** tC per hectare of `areaHa`. */
  totalUnitCarbonChange: number;
  /** totalCarbonChange / project years. */
  averageAnnualCarbonChange: number;
  averageAnnualUnitCarbonChange: number;
  /** Change as a percent of the baseline stock of the same area. */
  percent: number;
  /** Range of totalCarbonChange where the method has one. */
  uncertainty?: CarbonRange;
}

/** One year of the stock series: the stock by pool (tC over the study area). */
export interface CarbonStockPoint {
  year: number;
  pools: CarbonPoolValues;
}

/** The `values` of a carbon tool's result. */
export interface CarbonValues {
  /** Study area (ha) and the years reported (specs/3: a 30-year horizon by default). */
  studyAreaHa: number;
  projectDuration: number;
  /** Stock at year 0, over the study area (tC) and per hectare (tC/ha). */
  baselineCarbon: CarbonPoolValues;
  baselineUnitCarbon: CarbonPoolValues;
  /** Range of baselineCarbon.totalCarbon where the method has one. */
  baselineUncertainty?: CarbonRange;
  /** 0..projectDuration. */
  carbonYears: number[];
  yearlyCarbonStocks: CarbonStockPoint[];
  /** Empty for baseline-only tools (carbon inputs). */
  carbonChangeDatasets: CarbonChangeDataset[];
  /** Sums over the change datasets (tC; per ha of the study area; per year). */
  totalCarbonChange: number;
  totalUnitCarbonChange: number;
  averageAnnualCarbonChange: number;
  averageAnnualUnitCarbonChange: number;
  uncertainty?: CarbonRange;
}
