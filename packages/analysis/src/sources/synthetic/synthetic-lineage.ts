import type { Lineage } from '../../lineage.js';

/** The one dataset identity every synthetic input carries (docs/synthetic-demo-data.md). */
export const SYNTHETIC_DATASET = {
  datasetId: 'synthetic-demo',
  name: 'Ecotone synthetic demo data',
  version: 'synthetic-1',
  license: 'Synthetic, not for decisions',
  citation:
    'Ecotone synthetic demo data: procedurally generated from location, not observations (docs/synthetic-demo-data.md).',
} as const;

export function syntheticLineage(role: string, year?: number): Lineage {
  return { role, ...SYNTHETIC_DATASET, ...(year === undefined ? {} : { year }), synthetic: true };
}
