import { describe, expect, it } from 'vitest';
import { studyAreaOf } from './study-area.js';

const MASK_ID = '6a2f41a3-c54c-4b6a-9a7c-1c4f6b0d2e11';

describe('studyAreaOf', () => {
  it('reads the study area a result carries', () => {
    const studyArea = { basis: 'net', grossHa: 1000, maskHa: 188, netHa: 812, maskId: MASK_ID };
    expect(studyAreaOf({ scriptType: 'context', studyArea })).toEqual(studyArea);
  });

  it('is null for a result stored before masks (no field) or a malformed one', () => {
    expect(studyAreaOf({ scriptType: 'context' })).toBeNull();
    expect(studyAreaOf({ studyArea: { basis: 'half', grossHa: 1 } })).toBeNull();
  });
});
