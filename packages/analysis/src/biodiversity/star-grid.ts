import type { MultiPolygon } from 'geojson';
import type { CarbonGrid } from '../carbon/carbon-grid.js';
import { type CommonClass, classOf, type LandCoverDataset } from '../land-cover/legends.js';
import { tiledFromMemory } from '../raster/types.js';
import { forEachRun, planZonal } from '../zonal/zonal-plan.js';
import type { SpeciesRange } from './species-record.js';
import type { SpeciesAoh, SpeciesStar } from './star-score.js';
import { RED_LIST_WEIGHTS, STAR_RESTORATION_MULTIPLIER } from './star-weights.js';

/**
 * Land that restoration can give back to a species (Mair et al. 2021: restorable AOH is habitat
 * lost within the range): cropland and pasture within the species' elevation limits, for a species
 * whose habitats are natural classes. Built-up land is not counted as restorable.
 */
const RESTORABLE_CLASSES: readonly CommonClass[] = ['cropland'];

/** The range polygon of a species as a MultiPolygon. */
export type RangeGeometry = MultiPolygon;

export interface StarCells {
  entries: SpeciesAoh[];
  /** STAR_T and STAR_R of each grid cell (Σ_s P_{s,i}·W_s·ΣC, ·M for R), in `grid.cells` order. */
  threatAbatement: Float64Array;
  restoration: Float64Array;
}

/**
 * Area of Habitat (Brooks et al. 2019) of each species in each cell of the study area: the cell
 * is inside the range (its centre), its land cover is one of the species' habitats and its
 * elevation is within the species' limits (no data counts as within). Restorable AOH: same, with
 * the land cover a restorable class the species does not use. Cell areas are the grid's exact
 * (ellipsoidal) areas, so Σ_i P_{s,i} over the area is the species' P_s. Linear in cells x species.
 */
export function starCells(
  grid: CarbonGrid,
  landCover: LandCoverDataset,
  species: readonly { range: SpeciesRange; geometry: RangeGeometry }[],
): StarCells {
  const { reference, cells, areasHa } = grid;
  const cellOf = new Int32Array(reference.width * reference.height).fill(-1);
  cells.forEach((pixel, index) => {
    cellOf[pixel] = index;
  });
  const classes = grid.values.get('landCover') as Float64Array;
  const common = Array.from(classes, (code) =>
    Number.isFinite(code) ? (classOf(landCover, code)?.common ?? null) : null,
  );
  const elevation = grid.values.get('elevation');
  const tiled = tiledFromMemory(reference);
  const threatAbatement = new Float64Array(cells.length);
  const restoration = new Float64Array(cells.length);
  const entries: SpeciesAoh[] = [];
  for (const { range, geometry } of species) {
    const habitats = new Set(range.habitats);
    const restorable = RESTORABLE_CLASSES.filter((cls) => !habitats.has(cls));
    const weight = RED_LIST_WEIGHTS[range.record.threatCategory];
    const starred = range.taxon !== null && weight > 0 && range.threats.length > 0;
    const globalHa = range.aohKm2 * 100;
    let aohHa = 0;
    let restorableHa = 0;
    const plan = planZonal(tiled, geometry);
    forEachRun(plan.spans, 0, reference.width, 0, reference.height, (row, from, to) => {
      for (let column = from; column < to; column++) {
        const cell = cellOf[row * reference.width + column] as number;
        if (cell < 0) continue;
        const height = elevation ? (elevation[cell] as number) : Number.NaN;
        if (height < range.elevationLower || height > range.elevationUpper) continue;
        const cls = common[cell];
        if (cls === null || cls === undefined) continue;
        const area = areasHa[cell] as number;
        if (habitats.has(cls)) {
          aohHa += area;
          if (starred && globalHa > 0)
            threatAbatement[cell] =
              (threatAbatement[cell] as number) + (100 * area * weight) / globalHa;
        } else if (restorable.includes(cls)) {
          restorableHa += area;
          if (starred && globalHa > 0)
            restoration[cell] =
              (restoration[cell] as number) +
              (100 * area * weight * STAR_RESTORATION_MULTIPLIER) / globalHa;
        }
      }
    });
    entries.push({ species: range, aohHa, restorableHa });
  }
  return { entries, threatAbatement, restoration };
}

/** Σ of the per-cell scores: equals Σ_s of the species' scores (a check the tests make). */
export function cellTotal(values: Float64Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

export type { SpeciesStar };
