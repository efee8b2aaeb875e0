import type { MultiPolygon } from 'geojson';
import { bboxOfShape } from '../carbon/carbon-grid.js';
import { INSTRUMENTS, instrumentYears } from '../catalogue/instruments.js';
import type { InstrumentDefinition } from '../catalogue/types.js';
import type { LabelRef } from '../tools/tool.js';

/**
 * The inputs of the vegetation tools (catalogue/tools.ts: instrumentName, baseYear, studyYear,
 * vegetationIndex, customScale), checked against the instrument's years: refused, never clamped
 * (decisions/0005 point 3).
 */

/** A refused input; `label` explains why in the reader's language (`vegetation.errors.*`). */
export class VegetationInputError extends Error {
  readonly label: LabelRef;
  constructor(label: LabelRef, message: string) {
    super(message);
    this.name = 'VegetationInputError';
    this.label = label;
  }
}

export type VegetationIndex = 'ndvi' | 'evi';

export interface VegetationInputs {
  instrument: InstrumentDefinition;
  baseYear: number;
  studyYear: number;
  vegetationIndex: VegetationIndex;
  /** Pixel size the user asked for (10-500 m), or null for the instrument's own. */
  customScale: number | null;
}

function yearInput(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const year = typeof value === 'string' ? Number(value) : value;
  if (typeof year !== 'number' || !Number.isInteger(year))
    throw new VegetationInputError(
      { key: 'vegetation.errors.notAYear', params: { year: String(value) } },
      `Not a year: ${String(value)}`,
    );
  return year;
}

export function vegetationInputs(
  inputs: Record<string, unknown>,
  now: Date,
  defaults: { instrument: string; baseYear: number },
): VegetationInputs {
  const name = inputs.instrumentName ?? defaults.instrument;
  const instrument = INSTRUMENTS.instruments.find((entry) => entry.type === name);
  if (!instrument)
    throw new VegetationInputError(
      { key: 'vegetation.errors.unknownInstrument', params: { instrument: String(name) } },
      `Unknown instrument ${String(name)}`,
    );
  const { startYear, endYear } = instrumentYears(instrument, now);
  const baseYear = yearInput(inputs.baseYear, Math.max(defaults.baseYear, startYear));
  const studyYear = yearInput(inputs.studyYear, endYear);
  for (const year of [baseYear, studyYear])
    if (year < startYear || year > endYear)
      throw new VegetationInputError(
        {
          key: 'vegetation.errors.yearOutOfRange',
          params: { instrument: instrument.type, first: startYear, last: endYear, year },
        },
        `${instrument.type} covers ${startYear}-${endYear}; ${year} is outside`,
      );
  if (baseYear >= studyYear)
    throw new VegetationInputError(
      { key: 'vegetation.errors.baseYearNotBeforeStudyYear', params: { baseYear, studyYear } },
      `Base year ${baseYear} is not before study year ${studyYear}`,
    );
  const index = inputs.vegetationIndex ?? 'ndvi';
  if (index !== 'ndvi' && index !== 'evi')
    throw new VegetationInputError(
      { key: 'vegetation.errors.unknownIndex', params: { index: String(index) } },
      `Unknown vegetation index ${String(index)}`,
    );
  const scale = inputs.customScale;
  const customScale = scale === undefined || scale === null || scale === '' ? null : Number(scale);
  if (customScale !== null && !(customScale >= 10 && customScale <= 500))
    throw new VegetationInputError(
      { key: 'vegetation.errors.customScale', params: { scale: String(scale) } },
      `Custom scale ${String(scale)} is not 10-500 m`,
    );
  return { instrument, baseYear, studyYear, vegetationIndex: index, customScale };
}

/**
 * Pixels read per time step at most. A series reads one raster per month (10 years of monthly
 * NDVI are 120 rasters), so the pixel size grows with the area: ~40,000 pixels a step keeps a
 * 1,000,000 ha study area near 500 m, the scale of the MODIS products.
 */
export const MAX_SERIES_PIXELS = 40_000;

/**
 * The pixel size a series is read at: the one asked (custom scale, else the instrument's native
 * size), or coarser when the study area's bounding box would hold more than MAX_SERIES_PIXELS
 * pixels: max(asked, sqrt(box area / MAX_SERIES_PIXELS)), rounded up to whole metres.
 */
export function seriesResolution(
  shape: MultiPolygon,
  asked: number,
): { resolutionMeters: number; coarsened: boolean } {
  const [west, south, east, north] = bboxOfShape(shape);
  const metresPerDegree = 111_320;
  const middle = ((south + north) / 2) * (Math.PI / 180);
  const width = (east - west) * metresPerDegree * Math.cos(middle);
  const height = (north - south) * metresPerDegree;
  const floor = Math.ceil(Math.sqrt((width * height) / MAX_SERIES_PIXELS));
  return floor > asked
    ? { resolutionMeters: floor, coarsened: true }
    : { resolutionMeters: asked, coarsened: false };
}
