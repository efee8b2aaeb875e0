import type { InMemoryRaster } from '../raster/types.js';
import { wrapLongitude } from '../sources/antimeridian.js';
import { DataSourceError, DataUnavailableError, type LonLatBBox } from '../sources/data-source.js';
import { pixelCentre, type SyntheticGrid, syntheticGrid } from '../sources/synthetic/grid.js';
import { fractalNoise, hash2, seedOf, valueNoise } from '../sources/synthetic/noise.js';
import {
  type CommonClass,
  isLandCoverDatasetId,
  LAND_COVER_DATASETS,
  type LandCoverDataset,
  type LandCoverDatasetId,
} from './legends.js';

/**
 * Synthetic demo land cover: one underlying landscape of the seven common classes, drawn from a
 * moisture and a land-use-pressure field, written with the requested product's own codes. Every
 * product therefore shows the same place the same way, as real products roughly do.
 *
 * Change over time is persistent: each pixel has a fixed "change score"; it has changed by year Y
 * when score < CHANGE_RATE * (Y - FIRST_YEAR), so a changed pixel stays changed in every later
 * year, and each pixel changes at most once (to a class chosen by its own hash).
 */

export interface SyntheticLandCoverRequest {
  dataset: string;
  year: number;
  bbox: LonLatBBox;
  resolutionMeters?: number;
}

/** The earliest year of any product (ESA CCI); the landscape before any change. */
const FIRST_YEAR = 1992;
/**
 * A pixel has changed by year Y when its change score (fractal noise, median 0.5) is below
 * CHANGE_THRESHOLD + CHANGE_RATE * (Y - FIRST_YEAR): about 0.25 % of the land a year (2 % by
 * 2001, 8 % by 2023).
 */
const CHANGE_THRESHOLD = 0.19;
const CHANGE_RATE = 0.003;
/** Largest raster generated; larger areas are coarsened (up to MAX_COARSENING x native). */
export const MAX_SYNTHETIC_PIXELS = 4_000_000;
const MAX_COARSENING = 8;

const SEEDS = {
  moisture: seedOf('landCover.moisture'),
  pressure: seedOf('landCover.pressure'),
  variety: seedOf('landCover.variety'),
  change: seedOf('landCover.change'),
  changePixel: seedOf('landCover.changePixel'),
  transition: seedOf('landCover.transition'),
};

/** Product codes for each common class; several codes alternate in patches for variety. */
const CODES: Record<LandCoverDatasetId, Record<CommonClass, readonly number[]>> = {
  worldcover: {
    treeCovered: [10],
    grassland: [30, 20],
    cropland: [40],
    wetland: [90],
    artificial: [50],
    otherLand: [60],
    water: [80],
  },
  esri: {
    treeCovered: [2],
    grassland: [11],
    cropland: [5],
    wetland: [4],
    artificial: [7],
    otherLand: [8],
    water: [1],
  },
  dynamicworld: {
    treeCovered: [1],
    grassland: [2, 5],
    cropland: [4],
    wetland: [3],
    artificial: [6],
    otherLand: [7],
    water: [0],
  },
  modis: {
    treeCovered: [4, 5, 8],
    grassland: [10, 9, 7],
    cropland: [12, 14],
    wetland: [11],
    artificial: [13],
    otherLand: [16],
    water: [17],
  },
  'esa-cci': {
    treeCovered: [60, 50, 100],
    grassland: [130, 120, 110],
    cropland: [10, 30, 20],
    wetland: [180],
    artificial: [190],
    otherLand: [200],
    water: [210],
  },
};

/** Where each class may go when it changes, with cumulative probabilities. */
const TRANSITIONS: Partial<Record<CommonClass, readonly [CommonClass, number][]>> = {
  treeCovered: [
    ['cropland', 0.55],
    ['grassland', 0.95],
    ['artificial', 1],
  ],
  grassland: [
    ['cropland', 0.5],
    ['treeCovered', 0.8],
    ['artificial', 0.9],
    ['otherLand', 1],
  ],
  cropland: [
    ['grassland', 0.5],
    ['artificial', 0.8],
    ['treeCovered', 1],
  ],
  wetland: [
    ['cropland', 0.6],
    ['grassland', 1],
  ],
  otherLand: [['grassland', 1]],
};

/** The landscape before any change, from the moisture and pressure fields. */
function originalClass(moisture: number, pressure: number): CommonClass {
  if (moisture > 0.7) return 'water';
  if (moisture > 0.64) return 'wetland';
  if (moisture < 0.33) return 'otherLand';
  if (pressure > 0.72 && moisture < 0.6) return 'artificial';
  if (moisture > 0.5) return pressure > 0.6 ? 'cropland' : 'treeCovered';
  return pressure > 0.55 ? 'cropland' : 'grassland';
}

function changedClass(original: CommonClass, draw: number): CommonClass {
  const targets = TRANSITIONS[original];
  if (!targets) return original;
  for (const [target, cumulative] of targets) if (draw < cumulative) return target;
  return original;
}

/** The landscape fields of a place: moisture and land-use pressure (both in [0, 1)). */
export function syntheticLandscape(
  lon: number,
  lat: number,
): { moisture: number; pressure: number; original: CommonClass } {
  const moisture = fractalNoise(lon, lat, 0.2, SEEDS.moisture, 8);
  const pressure = fractalNoise(lon, lat, 0.1, SEEDS.pressure, 6);
  return { moisture, pressure, original: originalClass(moisture, pressure) };
}

/**
 * Patches of change (low values of a noise field) with slightly ragged edges (per-pixel hash);
 * (column, row) is the pixel on the global lattice.
 */
function changeScore(lon: number, lat: number, column: number, row: number): number {
  return (
    fractalNoise(lon, lat, 0.01, SEEDS.change, 3) +
    0.02 * (hash2(column, row, SEEDS.changePixel) / 4294967296 - 0.5)
  );
}

const changedBy = (score: number, year: number) =>
  year > FIRST_YEAR && score < CHANGE_THRESHOLD + CHANGE_RATE * (year - FIRST_YEAR);

/**
 * The first year the pixel's class differs from the original landscape (it then keeps its new
 * class), or null when it has not changed by `year`.
 */
export function syntheticChangeYear(
  lon: number,
  lat: number,
  column: number,
  row: number,
  year: number,
): number | null {
  const score = changeScore(lon, lat, column, row);
  if (!changedBy(score, year)) return null;
  // The smallest year Y > FIRST_YEAR with score < threshold + rate (Y - FIRST_YEAR).
  let first = Math.max(
    FIRST_YEAR + 1,
    Math.floor(FIRST_YEAR + (score - CHANGE_THRESHOLD) / CHANGE_RATE),
  );
  while (!changedBy(score, first)) first++;
  while (first > FIRST_YEAR + 1 && changedBy(score, first - 1)) first--;
  return first;
}

/** Common class of the pixel centred at (lon, lat) in `year`; (column, row) seed its own draws. */
export function syntheticCommonClass(
  lon: number,
  lat: number,
  column: number,
  row: number,
  year: number,
): CommonClass {
  return syntheticClassAfterChange(
    syntheticLandscape(lon, lat).original,
    lon,
    lat,
    column,
    row,
    year,
  );
}

/** `syntheticCommonClass` for a place whose original class is already known. */
export function syntheticClassAfterChange(
  original: CommonClass,
  lon: number,
  lat: number,
  column: number,
  row: number,
  year: number,
): CommonClass {
  if (!changedBy(changeScore(lon, lat, column, row), year)) return original;
  // The patch becomes one class, drawn from a second, finer noise field.
  return changedClass(original, valueNoise(lon, lat, 0.004, SEEDS.transition));
}

function datasetOf(id: string): LandCoverDataset {
  if (!isLandCoverDatasetId(id)) {
    throw new DataSourceError(`Unknown land-cover dataset "${id}"`, { transient: false });
  }
  return LAND_COVER_DATASETS[id];
}

/**
 * The pixel size the synthetic product uses for this request: the asked (or native) resolution,
 * coarsened by powers of two until the raster fits MAX_SYNTHETIC_PIXELS.
 */
export function syntheticLandCoverResolution(request: SyntheticLandCoverRequest): {
  resolutionMeters: number;
  coarsened: boolean;
  grid: SyntheticGrid;
} {
  const dataset = datasetOf(request.dataset);
  const asked = request.resolutionMeters ?? dataset.nativeResolutionMeters;
  let resolutionMeters = asked;
  let grid = syntheticGrid(request.bbox, resolutionMeters);
  while (grid.width * grid.height > MAX_SYNTHETIC_PIXELS) {
    resolutionMeters *= 2;
    if (resolutionMeters > asked * MAX_COARSENING) {
      throw new DataSourceError(
        `The area is too large for synthetic ${dataset.id} land cover at ${asked} m (more than ${MAX_SYNTHETIC_PIXELS} pixels even at ${asked * MAX_COARSENING} m)`,
        { transient: false },
      );
    }
    grid = syntheticGrid(request.bbox, resolutionMeters);
  }
  return { resolutionMeters, coarsened: resolutionMeters !== asked, grid };
}

/** A synthetic class raster of `dataset` for `year`, covering `bbox`, labelled synthetic by its source. */
export function syntheticLandCover(request: SyntheticLandCoverRequest): InMemoryRaster {
  const dataset = datasetOf(request.dataset);
  if (request.year < dataset.years.first || request.year > (dataset.years.last ?? Infinity)) {
    throw new DataUnavailableError(
      'landCover',
      request.year,
      `${dataset.id} covers ${dataset.years.first}-${dataset.years.last ?? 'present'}`,
    );
  }
  const { grid } = syntheticLandCoverResolution(request);
  const codes = CODES[dataset.id];
  const data = new Uint8Array(grid.width * grid.height);
  const worldColumns = Math.round(360 / grid.pixelDegrees);
  for (let row = 0; row < grid.height; row++) {
    for (let column = 0; column < grid.width; column++) {
      const [east, lat] = pixelCentre(grid, column, row);
      // Across the antimeridian the pixel east of 180 is the world's pixel at its west end.
      const lon = wrapLongitude(east);
      const common = syntheticCommonClass(
        lon,
        lat,
        (grid.originColumn + column) % worldColumns,
        grid.originRow + row,
        request.year,
      );
      const choices = codes[common];
      const variety = valueNoise(lon, lat, 0.02, SEEDS.variety);
      data[row * grid.width + column] = choices[Math.floor(variety * choices.length)] ?? 0;
    }
  }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: dataset.noData,
    dataType: 'uint8',
    data,
  };
}
