import type { CarbonGrid } from '../carbon/carbon-grid.js';
import { areaMean } from '../time-series/series-reader.js';
import type { TimeSeriesChart } from '../time-series/time-series-chart.js';
import type { SoilMoisturePotentialValues } from '../time-series/time-series-values.js';
import { DEFAULT_SOIL_CAPACITY_MM } from '../time-series/water-balance.js';
import type { AnalysisTool, LabelRef, ToolContext, ToolResult } from '../tools/tool.js';
import { monthlyThornthwaitePet } from './monthly-pet.js';
import { capacityOf, runBalance } from './water-balance.tool.js';
import {
  CITATIONS,
  cellLayer,
  method,
  monthDate,
  rangeOf,
  WATER_COLORS,
  WATER_METHOD_VERSION,
  waterResult,
} from './water-common.js';
import { areaMeans, readWaterSeries, type WaterSeries, waterPeriod } from './water-series.js';

/** specs/3 section 9: "Soil moisture precipitation: 5-year average". */
/** The mean soil water of the period per pixel (mm): the tool's one map layer. */
export const SOIL_MOISTURE_LAYER_ID = 'soilMoisturePotential';

export const SOIL_MOISTURE_YEARS = 5;
/** Soil water within this share of the capacity counts as a full bucket (rounding). */
const FULL = 1 - 1e-9;
const SOIL_GRADIENT = ['#ffffcc', '#c7e9b4', '#7fcdbb', '#41b6c4', '#2c7fb8', '#253494'];

export interface CellSoilWater {
  /** Mean end-of-month soil water of each cell, mm. */
  meanSoilMm: Float64Array;
  /** Mean soil water over capacity, 0..1. */
  relative: Float64Array;
  /** Share of months ending with a full bucket, 0..1. */
  fullShare: Float64Array;
}

const sameGrid = (a: CarbonGrid, b: CarbonGrid) =>
  a.cells.length === b.cells.length &&
  a.reference.width === b.reference.width &&
  a.reference.geoTransform.every((value, index) => value === b.reference.geoTransform[index]);

/**
 * The Thornthwaite-Mather bucket of every cell over the period: its own precipitation and water
 * holding capacity (the default 150 mm where the soil map has none), PET by Thornthwaite from
 * its own temperatures when they are on the same grid, else from the area's mean temperature.
 */
export function cellSoilWater(read: WaterSeries): CellSoilWater {
  const { grid, precipitation, temperature } = read;
  const cells = grid.cells.length;
  const steps = precipitation.values.length;
  const perCellTemperature = temperature !== undefined && sameGrid(grid, temperature.grid);
  const areaPet = temperature ? monthlyThornthwaitePet(areaMeans(temperature), read.latitude) : [];
  const out: CellSoilWater = {
    meanSoilMm: new Float64Array(cells),
    relative: new Float64Array(cells),
    fullShare: new Float64Array(cells),
  };
  const p = new Array<number>(steps);
  const t = new Array<number>(steps);
  for (let cell = 0; cell < cells; cell++) {
    for (let step = 0; step < steps; step++) {
      p[step] = (precipitation.values[step] as Float32Array)[cell] as number;
      if (perCellTemperature) t[step] = (temperature.values[step] as Float32Array)[cell] as number;
    }
    if (p.some((value) => !Number.isFinite(value))) {
      out.meanSoilMm[cell] = Number.NaN;
      out.relative[cell] = Number.NaN;
      out.fullShare[cell] = Number.NaN;
      continue;
    }
    const pet = perCellTemperature ? monthlyThornthwaitePet(t, read.latitude) : areaPet;
    const own = read.capacity?.[cell] ?? Number.NaN;
    const capacity = Number.isFinite(own) && own > 0 ? own : DEFAULT_SOIL_CAPACITY_MM;
    const { months } = runBalance(p, pet, capacity);
    let soil = 0;
    let full = 0;
    for (const month of months) {
      soil += month.soilMoisture;
      if (month.soilMoisture >= capacity * FULL) full++;
    }
    out.meanSoilMm[cell] = soil / months.length;
    out.relative[cell] = soil / months.length / capacity;
    out.fullShare[cell] = full / months.length;
  }
  return out;
}

function chart(
  yearly: { year: number; precipitation: number }[],
  average: number,
): TimeSeriesChart {
  return {
    timeSeriesId: 'soilMoisturePotential/precipitation-yearly',
    title: { key: 'waterMethods.charts.precipitation5Years' },
    timeField: { label: { key: 'waterMethods.fields.year' }, axisType: 'time', unit: 'year' },
    dataFields: [
      {
        dataFieldId: 'precipitation',
        label: { key: 'waterMethods.fields.precipitation' },
        unit: 'mm',
        color: WATER_COLORS.precipitation,
      },
      {
        dataFieldId: 'average',
        label: { key: 'waterMethods.fields.precipitation5YearAverage' },
        unit: 'mm',
        color: WATER_COLORS.average,
      },
    ],
    dataPoints: yearly.map(({ year, precipitation }) => ({
      timePoint: year,
      values: { precipitation, average },
    })),
    chartType: 'line',
  };
}

/**
 * specs/3 `soilMoisturePotential`: the last five years' precipitation against the soil's water
 * holding capacity, through the Thornthwaite-Mather bucket (Thornthwaite & Mather 1955; the
 * soil moisture of TerraClimate, Abatzoglou et al. 2018, comes from the same kind of bucket):
 * how much water the soil keeps on average and how often it is full (docs/analyses/water.md).
 */
async function run(context: ToolContext): Promise<ToolResult> {
  const read = await readWaterSeries(context, waterPeriod(context.now, SOIL_MOISTURE_YEARS), {
    temperature: true,
    capacity: true,
    years: SOIL_MOISTURE_YEARS,
  });
  const { period, grid } = read;
  const monthly = areaMeans(read.precipitation);
  const yearly = [];
  for (let year = period.firstYear; year <= period.lastYear; year++) {
    const from = (year - period.firstYear) * 12;
    yearly.push({ year, precipitation: monthly.slice(from, from + 12).reduce((a, b) => a + b, 0) });
  }
  const average = yearly.reduce((sum, year) => sum + year.precipitation, 0) / yearly.length;
  const capacity = capacityOf(read);
  const cells = cellSoilWater(read);
  context.progress(0.9);
  const meanSoilMoistureMm = areaMean(grid, cells.meanSoilMm);
  const relativeSoilMoisturePercent = 100 * areaMean(grid, cells.relative);
  const fullSoilMonthsPercent = 100 * areaMean(grid, cells.fullShare);
  const values: SoilMoisturePotentialValues = {
    studyAreaHa: read.studyAreaHa,
    startDate: monthDate(period.firstYear, 1),
    endDate: monthDate(period.lastYear, 12),
    headlines: [
      {
        id: 'precipitation5YearAverage',
        label: { key: 'waterMethods.headlines.precipitation5YearAverage' },
        value: average,
        unit: 'mm',
      },
      {
        id: 'waterHoldingCapacity',
        label: { key: 'waterMethods.headlines.waterHoldingCapacity' },
        value: capacity.mm,
        unit: 'mm',
      },
      {
        id: 'meanSoilMoisture',
        label: { key: 'waterMethods.headlines.meanSoilMoisture' },
        value: meanSoilMoistureMm,
        unit: 'mm',
      },
      {
        id: 'relativeSoilMoisture',
        label: { key: 'waterMethods.headlines.relativeSoilMoisture' },
        value: relativeSoilMoisturePercent,
      },
      {
        id: 'fullSoilMonths',
        label: { key: 'waterMethods.headlines.fullSoilMonths' },
        value: fullSoilMonthsPercent,
      },
    ],
    charts: [chart(yearly, average)],
    precipitation5YearAverageMm: average,
    yearlyPrecipitation: yearly,
    waterHoldingCapacityMm: capacity.mm,
    meanSoilMoistureMm,
    relativeSoilMoisturePercent,
    fullSoilMonthsPercent,
  };
  const [min, max] = rangeOf(cells.meanSoilMm);
  const warnings: LabelRef[] = [...read.warnings, { key: 'waterMethods.warnings.noSnow' }];
  if (capacity.fallback) warnings.push({ key: 'waterMethods.warnings.defaultCapacity' });
  return waterResult({
    values,
    layers: [
      cellLayer(grid, cells.meanSoilMm, {
        id: SOIL_MOISTURE_LAYER_ID,
        label: {
          key: 'waterMethods.layers.soilMoisture',
          params: { from: period.firstYear, to: period.lastYear },
        },
        legend: { key: 'waterMethods.legend.soilMoisture' },
        colors: SOIL_GRADIENT,
        min,
        max: Math.max(max, min + 1e-6),
        unit: 'mm',
      }),
    ],
    lineage: read.lineage,
    methods: [
      method('soilMoisture', `${CITATIONS.thornthwaiteMather} ${CITATIONS.abatzoglou}`),
      method('thornthwaitePet', CITATIONS.thornthwaite),
    ],
    warnings,
  });
}

export const soilMoisturePotentialTool: AnalysisTool = {
  scriptType: 'soilMoisturePotential',
  version: WATER_METHOD_VERSION,
  run,
};
