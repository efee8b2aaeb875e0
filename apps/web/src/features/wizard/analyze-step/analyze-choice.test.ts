import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TEMPLATE,
  afterStepBack,
  analyzeChoiceComplete,
  chooseActivity,
  chooseMode,
  INITIAL_ANALYZE_CHOICE,
} from './analyze-choice';

const inputs = { context: {}, grasslandCarbon: { projectDuration: 20 } };

describe('analyze step choice (specs/1 sections 2.5 and 4)', () => {
  it('starts automatic, without activity, and is complete as such', () => {
    expect(INITIAL_ANALYZE_CHOICE).toEqual({ mode: 'automatic', activity: null, inputs: null });
    expect(analyzeChoiceComplete(INITIAL_ANALYZE_CHOICE)).toBe(true);
  });

  it('defaults the activity to sustainable grasslands management when manual is chosen', () => {
    const manual = chooseMode(INITIAL_ANALYZE_CHOICE, 'manual');
    expect(manual).toEqual({
      mode: 'manual',
      activity: 'sustainableGrasslandsManagement',
      inputs: null,
    });
    expect(ACTIVITY_TEMPLATE[manual.activity ?? 'custom']).toBe('grasslands1');
    // Without inputs yet, manual is not complete.
    expect(analyzeChoiceComplete(manual)).toBe(false);
    expect(analyzeChoiceComplete({ ...manual, inputs })).toBe(true);
    expect(analyzeChoiceComplete({ ...manual, inputs: {} })).toBe(false);
  });

  it('clears the activity when automatic is chosen', () => {
    const manual = { mode: 'manual' as const, activity: 'mangroveRestoration' as const, inputs };
    expect(chooseMode(manual, 'automatic')).toEqual({ mode: 'automatic', activity: null, inputs });
    // Choosing the mode already chosen changes nothing.
    expect(chooseMode(manual, 'manual')).toBe(manual);
  });

  it('picks the matching template per activity; Custom keeps the inputs', () => {
    expect(ACTIVITY_TEMPLATE).toEqual({
      sustainableGrasslandsManagement: 'grasslands1',
      afforestationReforestation: 'forest1',
      improvedForestManagement: 'ifm1',
      mangroveRestoration: 'mangrove1',
      custom: null,
    });
    const manual = { mode: 'manual' as const, activity: 'custom' as const, inputs };
    expect(chooseActivity(manual, 'improvedForestManagement')).toEqual({
      mode: 'manual',
      activity: 'improvedForestManagement',
      inputs: null,
    });
    expect(chooseActivity({ ...manual, activity: 'mangroveRestoration' }, 'custom')).toEqual(
      manual,
    );
  });

  it('clears the activity when going back from step 3 or earlier, not from step 4', () => {
    const manual = { mode: 'manual' as const, activity: 'mangroveRestoration' as const, inputs };
    expect(afterStepBack(manual, 2)).toEqual({ mode: 'manual', activity: null, inputs });
    expect(afterStepBack(manual, 1)).toEqual({ mode: 'manual', activity: null, inputs });
    expect(afterStepBack(manual, 3)).toBe(manual);
    expect(analyzeChoiceComplete(afterStepBack(manual, 2))).toBe(false);
  });
});
