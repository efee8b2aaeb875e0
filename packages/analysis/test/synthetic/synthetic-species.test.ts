import { describe, expect, it } from 'vitest';
import { speciesRangeOf } from '../../src/biodiversity/species-record.js';
import { threatShares } from '../../src/biodiversity/star-weights.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';

const WYOMING = [-107.5, 44.4, -107.3, 44.6] as const;

describe('synthetic species ranges', () => {
  it('are invented, labelled synthetic, with threat shares summing to 1', async () => {
    const layer = await createSyntheticSource().queryVector({
      role: 'speciesRanges',
      bbox: WYOMING,
    });
    expect(layer.lineage.synthetic).toBe(true);
    expect(layer.features.length).toBeGreaterThan(5);
    for (const feature of layer.features) {
      const species = speciesRangeOf(feature);
      expect(species.record.scientificName).toMatch(/^(Synth|Ficto|Demo)/);
      expect(species.record.commonName).toMatch(/\(synthetic\)$/);
      expect(feature.properties?.synthetic).toBe(true);
      if (species.threats.length > 0)
        expect(species.threats.reduce((sum, t) => sum + t.share, 0)).toBeCloseTo(1, 12);
      expect(species.aohKm2).toBeGreaterThanOrEqual(0);
      expect(species.elevationUpper).toBeGreaterThan(species.elevationLower);
    }
  });

  it('give the same species whatever box asks', async () => {
    const source = createSyntheticSource();
    const small = await source.queryVector({ role: 'speciesRanges', bbox: WYOMING });
    const large = await source.queryVector({ role: 'speciesRanges', bbox: [-108, 44, -107, 45] });
    const byId = new Map(large.features.map((f) => [f.properties?.id, f]));
    for (const feature of small.features) expect(byId.get(feature.properties?.id)).toEqual(feature);
  });
});

describe('threatShares (Mair et al. 2021 Supp. Table 2)', () => {
  it('weights threats by scope and severity and drops zero weights', () => {
    // whole/very rapid 63, minority/slow 5, majority/no decline 0.
    expect(
      threatShares([
        { code: '2.1', scope: 'whole (>90%)', severity: 'very rapid declines' },
        { code: '5.3', scope: 'minority (<50%)', severity: 'slow, significant declines' },
        { code: '7.1', scope: 'majority (50-90%)', severity: 'no decline' },
      ]),
    ).toEqual([
      { code: '2.1', share: 63 / 68 },
      { code: '5.3', share: 5 / 68 },
    ]);
  });
});
