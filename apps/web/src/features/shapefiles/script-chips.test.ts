import { SCRIPT_TYPES } from '@ecotone/analysis';
import { describe, expect, it } from 'vitest';
import { scriptChips } from './script-chips';

const ANALYSIS = '1f0e2d3c-4b5a-4697-8877-665544332211';

describe('successful analyses per script type', () => {
  it('lists every script type in catalogue order, greyed (no analysis) when it never succeeded', () => {
    const chips = scriptChips([]);
    expect(chips.map((chip) => chip.scriptType)).toEqual([...SCRIPT_TYPES]);
    expect(chips.every((chip) => chip.count === 0 && chip.latestAnalysisId === null)).toBe(true);
  });

  it('gives the count and latest analysis of the types that succeeded', () => {
    const chips = scriptChips([
      { scriptType: 'forestCarbon', count: 3, latestAnalysisId: ANALYSIS },
      { scriptType: 'context', count: 1, latestAnalysisId: ANALYSIS },
    ]);
    expect(chips.find((chip) => chip.scriptType === 'forestCarbon')).toEqual({
      scriptType: 'forestCarbon',
      count: 3,
      latestAnalysisId: ANALYSIS,
    });
    expect(chips.filter((chip) => chip.count > 0).map((chip) => chip.scriptType)).toEqual([
      'context',
      'forestCarbon',
    ]);
    expect(chips).toHaveLength(SCRIPT_TYPES.length);
  });
});
