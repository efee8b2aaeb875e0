import type { MultiPolygon } from 'geojson';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import type { ToolContext } from '../../src/tools/tool.js';

/** The Wyoming square of the brief: -107.5, 44.4, -107.3, 44.6 (~35,000 ha). */
export const WYOMING: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [-107.5, 44.4],
        [-107.3, 44.4],
        [-107.3, 44.6],
        [-107.5, 44.6],
        [-107.5, 44.4],
      ],
    ],
  ],
};

export function syntheticContext(inputs: Record<string, unknown>, now: Date): ToolContext {
  return {
    shape: WYOMING,
    inputs,
    sources: createSyntheticSource(),
    admin: { areasOf: async () => ({ countries: [], states: [], lineage: [] }) },
    signal: new AbortController().signal,
    progress: () => {},
    now,
  };
}
