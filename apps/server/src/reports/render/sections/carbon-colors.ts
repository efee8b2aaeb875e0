import {
  CARBON_CHANGE_TYPES,
  CARBON_POOLS,
  type CarbonChangeDataset,
  type CarbonPool,
} from '@ecotone/analysis';
import { paletteColor } from '@ecotone/results/charts/chart-palette';

/** Each pool and each activity keeps one palette colour in every chart (the web's carbon tab). */
export const poolColor = (pool: CarbonPool) => paletteColor(CARBON_POOLS.indexOf(pool));
export const activityColor = (dataset: CarbonChangeDataset) =>
  paletteColor(CARBON_CHANGE_TYPES.indexOf(dataset.type));
