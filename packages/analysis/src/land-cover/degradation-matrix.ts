import { COMMON_CLASSES, type CommonClass } from './legends.js';

/** How a land-cover transition is judged for SDG 15.3.1: -1 degradation, 0 stable, 1 improvement. */
export type TransitionEffect = 'degradation' | 'stable' | 'improvement';

/**
 * The default UNCCD / Trends.Earth land-cover degradation matrix (rows: baseline class, columns:
 * target class, in COMMON_CLASSES order), as shipped in the Trends.Earth QGIS plugin
 * (`LCDefineDegradationWidget.trans_matrix_default`) and given in the UNCCD Good Practice Guidance
 * for SDG indicator 15.3.1, version 2 (Sims et al. 2021). Users of Trends.Earth may edit it; we use
 * the default.
 */
const DEFAULT_MATRIX: readonly (readonly (-1 | 0 | 1)[])[] = [
  // tree, grass, crop, wetland, artificial, other, water
  [0, -1, -1, -1, -1, -1, 0], // tree-covered
  [1, 0, 1, -1, -1, -1, 0], // grassland
  [1, -1, 0, -1, -1, -1, 0], // cropland
  [-1, -1, -1, 0, -1, -1, 0], // wetland
  [1, 1, 1, 1, 0, 1, 0], // artificial
  [1, 1, 1, 1, -1, 0, 0], // other land
  [0, 0, 0, 0, 0, 0, 0], // water body
];

const EFFECTS = { '-1': 'degradation', '0': 'stable', '1': 'improvement' } as const;

/** The effect of a transition from `from` to `to` under the default matrix. */
export function transitionEffect(from: CommonClass, to: CommonClass): TransitionEffect {
  const value = DEFAULT_MATRIX[COMMON_CLASSES.indexOf(from)]?.[COMMON_CLASSES.indexOf(to)];
  if (value === undefined) throw new RangeError(`No transition ${from} -> ${to}`);
  return EFFECTS[`${value}`];
}

/** Trends.Earth colours of the three effects. */
export const EFFECT_COLORS: Record<TransitionEffect, string> = {
  degradation: '#ab2727',
  stable: '#ffffe0',
  improvement: '#45a146',
};
