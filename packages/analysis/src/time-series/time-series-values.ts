import type { PerformanceLevel } from '../indices/performance-levels.js';
import type { LabelRef } from '../tools/tool.js';
import type { TimeSeriesChart } from './time-series-chart.js';

/**
 * The `values` the time-series tools store (specs/3 section 3: yearlySpi, the water balance
 * series, areaHaByDegradationLevel and meanPerformanceDegradationLevel, fire events and monthly
 * values). One contract for the tools (issue 16), the results page's time-series tab and the
 * summary. Quantities are metric, named by the units module's ids (`mm`, `ha`); the page converts.
 * Dates are ISO: a month 'YYYY-MM', a day 'YYYY-MM-DD'.
 */

/** A headline of the tab's summary: a value with its unit, or a class (its label key). */
export interface SeriesHeadline {
  id: string;
  label: LabelRef;
  value: number | null;
  /** A units module id; none for an index (NDVI, SPI). */
  unit?: string;
  /** The class the value falls in (a drought class, a degradation level), when there is one. */
  classLabel?: LabelRef;
  /** Colour of that class (the legend's). */
  color?: string;
}

/** What every time-series tool stores; the tab draws the headlines and the charts as they are. */
export interface TimeSeriesValuesBase {
  studyAreaHa: number;
  /** First and last time step of the series ('YYYY-MM' or the year as 'YYYY'). */
  startDate: string;
  endDate: string;
  headlines: SeriesHeadline[];
  charts: TimeSeriesChart[];
}

/** Droughts and floods (McKee et al. 1993). */
export interface DroughtsAndFloodsValues extends TimeSeriesValuesBase {
  /** The SPI's aggregation in months: 3, 6, 12, 24, 36 or 48. */
  timestep: number;
  /** Mean SPI of each calendar year, and its class (SPI_CLASSES of spi.ts). */
  yearlySpi: { year: number; spi: number | null; spiClass: string | null }[];
  monthlySpi: { date: string; spi: number | null }[];
  /** Runs of SPI <= -1 (droughtEvents of spi.ts), with their dates. */
  droughts: { startDate: string; endDate: string; months: number; peakSpi: number }[];
}

/** Soil moisture potential: the soil's water holding capacity against recent precipitation. */
export interface SoilMoisturePotentialValues extends TimeSeriesValuesBase {
  /** Mean yearly precipitation of the last 5 full years (specs/3 section 9), mm. */
  precipitation5YearAverageMm: number;
  [measure: string]: unknown;
}

/** One step of the water balance (Thornthwaite-Mather), mm. */
export interface WaterBalancePoint {
  precipitation: number;
  potentialEvapotranspiration: number;
  actualEvapotranspiration: number;
  runoff: number;
  /** Soil water at the end of the step (yearly: mean of the months). */
  soilMoisture: number;
}

export interface WaterBalanceValues extends TimeSeriesValuesBase {
  /** Water holding capacity of the root zone used by the bucket, mm. */
  waterHoldingCapacityMm: number;
  yearlyValues: ({ year: number } & WaterBalancePoint)[];
  monthlyValues: ({ date: string } & WaterBalancePoint)[];
}

/** Vegetation change: NDVI and EVI over the study area, with their trends. */
export interface VegetationChangeValues extends TimeSeriesValuesBase {
  instrumentName: string;
  vegetationIndex: string;
  yearlyValues: { year: number; ndvi: number | null; evi: number | null }[];
  monthlyValues: { date: string; ndvi: number | null; evi: number | null }[];
}

/** The five performance degradation levels (specs/3): indices/performance-levels.ts. */
export type DegradationLevel = PerformanceLevel;

export interface PerformanceDegradationValues extends TimeSeriesValuesBase {
  instrumentName: string;
  /** Per year: area per level (sums to the area with data) and the area-weighted mean level (1..5). */
  yearlyValues: {
    year: number;
    areaHaByDegradationLevel: Record<DegradationLevel, number>;
    meanPerformanceDegradationLevel: number | null;
    /** Area-weighted mean performance (productivity / P90 of the land unit). */
    meanPerformance: number | null;
  }[];
  /** The study year's areas (the last year), for the summary. */
  areaHaByDegradationLevel: Record<DegradationLevel, number>;
  meanPerformance: number | null;
}

/** Burn severity levels 1..7 (specs/3; dNBR classes of Key and Benson: burnSeverityLevel). */
export type BurnSeverityLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface FireEvent {
  /** Day the event began and ended (ISO dates). */
  startDate: string;
  endDate: string;
  /** Burned area inside the study area, ha, and its share of the study area (0..1). */
  areaHa: number;
  shareOfStudyArea: number;
  /** Burned area by severity level; the levels sum to `areaHa`. */
  areaHaByBurnSeverity: Partial<Record<`${BurnSeverityLevel}`, number>>;
}

export interface FireContextValues extends TimeSeriesValuesBase {
  /** Newest first; empty when no fire burned in the study area. */
  events: FireEvent[];
  /** Area burned in each month of the period, ha. */
  monthlyValues: { date: string; fireExtentHa: number }[];
}
