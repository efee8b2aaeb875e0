import type { AnalysisReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { analysisCreatedLabel } from './prior-analyses';

describe('prior analyses', () => {
  it('show a succeeded analysis by its local creation time, others as pending (null)', () => {
    const createdAt = new Date(2025, 2, 7, 9, 5).toISOString();
    const analysis = (state: AnalysisReference['state'], at = createdAt): AnalysisReference => ({
      analysisId: '5c1f3d2e-0000-4000-8000-000000000001',
      createdAt: at,
      state,
    });
    expect(analysisCreatedLabel(analysis('SUCCEEDED'))).toBe('2025-03-07 09:05');
    expect(analysisCreatedLabel(analysis('STARTED'))).toBeNull();
    expect(analysisCreatedLabel(analysis('QUEUED'))).toBeNull();
    expect(analysisCreatedLabel(analysis('SUCCEEDED', 'not a date'))).toBeNull();
  });
});
