import type { TiledRaster } from '../raster/types.js';
import { zonalClassAreas, zonalTransitionAreas } from '../zonal/index.js';
import type { ClassAreas, TransitionAreas, ZonalShape } from '../zonal/zonal.types.js';
import { type TransitionEffect, transitionEffect } from './degradation-matrix.js';
import {
  COMMON_CLASS_COLORS,
  COMMON_CLASSES,
  type CommonClass,
  classOf,
  type LandCoverClass,
  type LandCoverDataset,
} from './legends.js';

/**
 * The land-cover change kernel: class areas of two years of one product inside a shape, their
 * differences, the transition matrix, the same on the seven UNCCD classes, and the areas judged
 * degraded, stable and improved by the Trends.Earth default matrix.
 */

/** One class of a legend with its area; `classId` is the product code or the common class id. */
export interface ClassAreaRow<Id extends number | string = number> {
  classId: Id;
  /** i18n key of the class name. */
  name: string;
  color: string;
  areaHa: number;
}

export interface TransitionRow<Id extends number | string = number> {
  fromClassId: Id;
  toClassId: Id;
  areaHa: number;
}

/** specs/3 section 2 comparison table row. */
export interface ComparisonRow {
  /** i18n key of the class name. */
  category: string;
  baselineHa: number;
  studyHa: number;
  differenceHa: number;
}

export interface EffectTotals {
  degradationHa: number;
  stableHa: number;
  improvementHa: number;
  /** No data, unknown codes or unclassified (clouds) in either year. */
  noDataHa: number;
}

export interface LegendSummary<Id extends number | string> {
  base: ClassAreaRow<Id>[];
  study: ClassAreaRow<Id>[];
  /** Study minus base, per class. */
  difference: ClassAreaRow<Id>[];
  transitions: TransitionRow<Id>[];
  comparisonTable: ComparisonRow[];
}

export interface LandCoverChangeSummary {
  product: LegendSummary<number>;
  common: LegendSummary<CommonClass> & {
    transitions: (TransitionRow<CommonClass> & { effect: TransitionEffect })[];
  };
  effects: EffectTotals;
  /** Area without a land-cover class (no data, unknown codes) in each year, hectares. */
  noDataHa: { base: number; study: number };
  exactAreaHa: number;
}

/** Class-id -> area, with unknown codes folded into `noData` and ESA CCI level-2 codes into level 1. */
function areasByClass(
  dataset: LandCoverDataset,
  areas: ClassAreas,
): { byClass: Map<number, number>; noDataHa: number } {
  const byClass = new Map<number, number>();
  let noDataHa = areas.noDataHa;
  for (const [code, areaHa] of areas.areasHa) {
    const known = classOf(dataset, code);
    if (!known) noDataHa += areaHa;
    else byClass.set(known.code, (byClass.get(known.code) ?? 0) + areaHa);
  }
  return { byClass, noDataHa };
}

function commonAreas(
  dataset: LandCoverDataset,
  byClass: Map<number, number>,
): Map<CommonClass, number> {
  const common = new Map<CommonClass, number>();
  for (const [code, areaHa] of byClass) {
    const target = classOf(dataset, code)?.common;
    if (target) common.set(target, (common.get(target) ?? 0) + areaHa);
  }
  return common;
}

function legendSummary<Id extends number | string>(
  entries: readonly { id: Id; name: string; color: string }[],
  base: Map<Id, number>,
  study: Map<Id, number>,
  transitions: TransitionRow<Id>[],
): LegendSummary<Id> {
  const present = entries.filter(
    (entry) => (base.get(entry.id) ?? 0) + (study.get(entry.id) ?? 0) > 0,
  );
  const row = (entry: (typeof entries)[number], areaHa: number): ClassAreaRow<Id> => ({
    classId: entry.id,
    name: entry.name,
    color: entry.color,
    areaHa,
  });
  const baseRows = present.map((entry) => row(entry, base.get(entry.id) ?? 0));
  const studyRows = present.map((entry) => row(entry, study.get(entry.id) ?? 0));
  const comparisonTable = present
    .map((entry) => {
      const baselineHa = base.get(entry.id) ?? 0;
      const studyHa = study.get(entry.id) ?? 0;
      return { category: entry.name, baselineHa, studyHa, differenceHa: studyHa - baselineHa };
    })
    .sort((a, b) => b.baselineHa - a.baselineHa);
  return {
    base: baseRows,
    study: studyRows,
    difference: present.map((entry) =>
      row(entry, (study.get(entry.id) ?? 0) - (base.get(entry.id) ?? 0)),
    ),
    transitions,
    comparisonTable,
  };
}

/** `${from}->${to}`; a side that is not a number (`noData`) comes back as NaN. */
function parseTransitionKey(key: string): [number, number] {
  const [from = '', to = ''] = key.split('->');
  return [from === '' ? NaN : Number(from), to === '' ? NaN : Number(to)];
}

const byFromThenTo = <Id extends number | string>(order: (id: Id) => number) => {
  return (a: TransitionRow<Id>, b: TransitionRow<Id>) =>
    order(a.fromClassId) - order(b.fromClassId) || order(a.toClassId) - order(b.toClassId);
};

/** Folds product transitions onto the common legend and judges each. */
function commonTransitions(dataset: LandCoverDataset, transitions: TransitionAreas) {
  const product = new Map<string, TransitionRow<number>>();
  const common = new Map<string, TransitionRow<CommonClass> & { effect: TransitionEffect }>();
  const effects: EffectTotals = { degradationHa: 0, stableHa: 0, improvementHa: 0, noDataHa: 0 };
  for (const [key, areaHa] of transitions.areasHa) {
    const [fromCode, toCode] = parseTransitionKey(key);
    const from = classOf(dataset, fromCode);
    const to = classOf(dataset, toCode);
    if (!from || !to) {
      effects.noDataHa += areaHa;
      continue;
    }
    const productKey = `${from.code}->${to.code}`;
    const existing = product.get(productKey);
    if (existing) existing.areaHa += areaHa;
    else product.set(productKey, { fromClassId: from.code, toClassId: to.code, areaHa });
    if (!from.common || !to.common) {
      effects.noDataHa += areaHa;
      continue;
    }
    const effect = transitionEffect(from.common, to.common);
    effects[`${effect}Ha`] += areaHa;
    const commonKey = `${from.common}->${to.common}`;
    const entry = common.get(commonKey);
    if (entry) entry.areaHa += areaHa;
    else common.set(commonKey, { fromClassId: from.common, toClassId: to.common, areaHa, effect });
  }
  const codeOrder = (code: number) => dataset.classes.findIndex((entry) => entry.code === code);
  const commonOrder = (id: CommonClass) => COMMON_CLASSES.indexOf(id);
  return {
    product: [...product.values()].sort(byFromThenTo(codeOrder)),
    common: [...common.values()].sort(byFromThenTo(commonOrder)),
    effects,
  };
}

const productEntries = (dataset: LandCoverDataset) =>
  dataset.classes.map((entry: LandCoverClass) => ({
    id: entry.code,
    name: entry.key,
    color: entry.color,
  }));

const commonEntries = COMMON_CLASSES.map((id) => ({
  id,
  name: `landCover.common.${id}`,
  color: COMMON_CLASS_COLORS[id],
}));

/**
 * The summary from zonal statistics of both years and of their transitions. Pure: the golden
 * tests feed it hand-made areas, the kernel below feeds it real ones.
 */
export function summariseLandCoverChange(
  dataset: LandCoverDataset,
  baseAreas: ClassAreas,
  studyAreas: ClassAreas,
  transitionAreas: TransitionAreas,
): LandCoverChangeSummary {
  const base = areasByClass(dataset, baseAreas);
  const study = areasByClass(dataset, studyAreas);
  const transitions = commonTransitions(dataset, transitionAreas);
  const productSummary = legendSummary(
    productEntries(dataset),
    base.byClass,
    study.byClass,
    transitions.product,
  );
  const commonSummary = legendSummary(
    commonEntries,
    commonAreas(dataset, base.byClass),
    commonAreas(dataset, study.byClass),
    transitions.common,
  );
  return {
    product: productSummary,
    common: { ...commonSummary, transitions: transitions.common },
    effects: transitions.effects,
    noDataHa: { base: base.noDataHa, study: study.noDataHa },
    exactAreaHa: baseAreas.exactAreaHa,
  };
}

/** Reads both rasters inside `shape` and summarises the change between them. */
export async function computeLandCoverChange(
  dataset: LandCoverDataset,
  baseRaster: TiledRaster,
  studyRaster: TiledRaster,
  shape: ZonalShape,
  options: { signal?: AbortSignal; progress?: (fraction: number) => void } = {},
): Promise<LandCoverChangeSummary> {
  const step = (offset: number) => (fraction: number) =>
    options.progress?.((offset + fraction) / 3);
  const zonal = (offset: number) => ({
    ...(options.signal ? { signal: options.signal } : {}),
    progress: step(offset),
  });
  const baseAreas = await zonalClassAreas(baseRaster, shape, zonal(0));
  const studyAreas = await zonalClassAreas(studyRaster, shape, zonal(1));
  const transitionAreas = await zonalTransitionAreas(baseRaster, studyRaster, shape, zonal(2));
  return summariseLandCoverChange(dataset, baseAreas, studyAreas, transitionAreas);
}
