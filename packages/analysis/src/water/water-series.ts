import { areaHectares } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { bboxOfShape, type CarbonGrid, readCarbonGrid } from '../carbon/carbon-grid.js';
import type { Lineage } from '../lineage.js';
import { DataUnavailableError, type RasterRole } from '../sources/data-source.js';
import {
  areaMean,
  monthlySteps,
  type PixelSeries,
  readPixelSeries,
} from '../time-series/series-reader.js';
import type { LabelRef, ToolContext } from '../tools/tool.js';

/**
 * What the three water tools read (docs/analyses/water.md): monthly precipitation and monthly
 * temperature of each month of the period over the study area, and the soil's water holding
 * capacity on the same pixels.
 */

/** CHIRPS v2.0 starts in January 1981 (Funk et al. 2015); no water series starts earlier. */
export const WATER_FIRST_YEAR = 1981;
/** The default period: the last 40 full years. */
export const WATER_PERIOD_YEARS = 40;
/** Years the period's end steps back when the dataset has not published the last one yet. */
const MAX_YEARS_BACK = 2;

export interface WaterPeriod {
  firstYear: number;
  lastYear: number;
}

/** The last `years` full calendar years before `now`, not before 1981. */
export function waterPeriod(now: Date, years = WATER_PERIOD_YEARS, lastYear?: number): WaterPeriod {
  const last = lastYear ?? now.getUTCFullYear() - 1;
  return { firstYear: Math.max(WATER_FIRST_YEAR, last - years + 1), lastYear: last };
}

/**
 * Pixel size of the series: 1 km up to 100,000 ha, else 5 km (CHIRPS is 0.05°, ~5.5 km, so
 * a finer read of a large area only repeats its pixels; the area mean is the same).
 */
export function seriesResolutionMeters(shape: MultiPolygon): number {
  const [west, south, east, north] = bboxOfShape(shape);
  const latitude = ((south + north) / 2) * (Math.PI / 180);
  const boxHa = (east - west) * (north - south) * 111_320 * 111_320 * Math.cos(latitude) * 1e-4;
  return boxHa > 100_000 ? 5000 : 1000;
}

/** A square of `halfDegrees` around the study area's centre: read when no pixel centre falls inside. */
function centreSquare(shape: MultiPolygon, halfDegrees: number): MultiPolygon {
  const [west, south, east, north] = bboxOfShape(shape);
  const lon = (west + east) / 2;
  const lat = (south + north) / 2;
  const [w, s, e, n] = [lon - halfDegrees, lat - halfDegrees, lon + halfDegrees, lat + halfDegrees];
  return {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    ],
  };
}

export interface WaterSeries {
  period: WaterPeriod;
  /** The pixels, with the study area's exact area (`grid.exactAreaHa`). */
  grid: CarbonGrid;
  precipitation: PixelSeries;
  temperature?: PixelSeries;
  /** Water holding capacity of each cell, mm (NaN where the soil map has none). */
  capacity?: Float64Array;
  lineage: Lineage[];
  warnings: LabelRef[];
  /** Latitude of the study area's centre (day length of Thornthwaite's PET). */
  latitude: number;
  studyAreaHa: number;
}

/** The study area's mean of every step of a pixel series. */
export const areaMeans = (series: PixelSeries): number[] =>
  series.values.map((values) => areaMean(series.grid, values));

/**
 * Reads the monthly series of the period (and the temperature and soil capacity when asked).
 * When the dataset lacks the period's last year (not published yet), the period ends one year
 * earlier, up to twice. A study area smaller than one pixel is read on the pixel at its centre,
 * with a warning.
 */
export async function readWaterSeries(
  context: ToolContext,
  period: WaterPeriod,
  options: { temperature?: boolean; capacity?: boolean; years?: number },
): Promise<WaterSeries> {
  const resolutionMeters = seriesResolutionMeters(context.shape);
  const warnings: LabelRef[] = [];
  const [, south, , north] = bboxOfShape(context.shape);
  let area = context;
  let current = period;
  for (let back = 0; ; back++) {
    try {
      const steps = monthlySteps(current.firstYear, current.lastYear);
      // Progress: precipitation up to 0.4 (0.8 alone), temperature 0.4 to 0.8.
      const share = options.temperature ? 0.4 : 0.8;
      const read = (role: RasterRole, from = 0) =>
        readPixelSeries(area, { role, resolutionMeters }, steps, {
          progress: (fraction) => context.progress(from + share * fraction),
        });
      let precipitation = await read('precipitationMonthly');
      if (precipitation.grid.cells.length === 0 && area === context) {
        area = { ...context, shape: centreSquare(context.shape, resolutionMeters / 111_320) };
        warnings.push({ key: 'waterMethods.warnings.smallerThanPixel' });
        precipitation = await read('precipitationMonthly');
      }
      const temperature = options.temperature ? await read('temperatureMonthly', 0.4) : undefined;
      const lineage = [...precipitation.lineage, ...(temperature?.lineage ?? [])];
      let capacity: Float64Array | undefined;
      if (options.capacity) {
        const soil = await readCarbonGrid(
          area,
          { role: 'precipitationMonthly', year: current.firstYear, month: 1, resolutionMeters },
          [{ role: 'soilWaterCapacity', resolutionMeters, optional: true }],
        );
        capacity = soil.values.get('soilWaterCapacity');
        lineage.push(...soil.lineage.filter((entry) => entry.role === 'soilWaterCapacity'));
      }
      return {
        period: current,
        grid: precipitation.grid,
        precipitation,
        ...(temperature && { temperature }),
        ...(capacity && { capacity }),
        lineage,
        warnings,
        latitude: (south + north) / 2,
        studyAreaHa: area === context ? precipitation.grid.exactAreaHa : exactArea(context),
      };
    } catch (error) {
      // A year missing at the end (not published yet, by any of the roles) shortens the period.
      const missing = error instanceof DataUnavailableError ? error.year : undefined;
      const recent =
        missing !== undefined &&
        missing > period.lastYear - MAX_YEARS_BACK - 1 &&
        missing <= current.lastYear &&
        missing > current.firstYear &&
        back < MAX_YEARS_BACK;
      if (!recent) throw error;
      const years = options.years ?? current.lastYear - current.firstYear + 1;
      current = waterPeriod(context.now, years, missing - 1);
      warnings.push({
        key: 'waterMethods.warnings.lastYearMissing',
        params: { year: current.lastYear + 1 },
      });
    }
  }
}

/** The study area's geodesic area, ha (when its series was read on the centre pixel). */
const exactArea = (context: ToolContext): number =>
  areaHectares({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: context.shape }],
  });
