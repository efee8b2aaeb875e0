import { readFileSync } from 'node:fs';

/** The numbers of test/fixtures/msa-reference.py (numpy + scipy), committed with the script. */
export interface MsaReference {
  logistics: Record<'infrastructure' | 'fragmentation' | 'encroachment', Record<string, number>>;
  grid: {
    patchAreasKm2: number[];
    landCover: number[];
    infrastructure: number[];
    habitatFragmentation: number[];
    humanEncroachment: number[];
    total: number[];
    means: Record<string, number>;
    lossHa: number;
  };
  tool: {
    before: Record<string, number>;
    after: Record<string, number>;
    lossHaBefore: number;
    lossHaAfter: number;
  };
}

export const reference: MsaReference = JSON.parse(
  readFileSync(new URL('../fixtures/msa-reference.json', import.meta.url), 'utf8'),
);
