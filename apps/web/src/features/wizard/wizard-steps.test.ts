import { describe, expect, it } from 'vitest';
import { canGoBack, canGoNext, LAST_STEP_INDEX, WIZARD_STEPS } from './wizard-steps';

describe('wizard steps', () => {
  it('are the four steps of the spec, in order', () => {
    expect(WIZARD_STEPS).toEqual(['defineShape', 'keyDetails', 'analyze', 'review']);
    expect(LAST_STEP_INDEX).toBe(3);
  });

  it('need at least one feature to leave the define-shape step', () => {
    expect(canGoNext(0, { shapeCount: 0 })).toBe(false);
    expect(canGoNext(0, { shapeCount: 1 })).toBe(true);
  });

  it('need a complete exclusion choice to leave step 1 and to submit', () => {
    expect(canGoNext(0, { shapeCount: 1, masksReady: false })).toBe(false);
    expect(canGoNext(0, { shapeCount: 1, masksReady: true })).toBe(true);
    const complete = { shapeCount: 1, keyDetailsReady: true, analysisReady: true };
    expect(canGoNext(3, { ...complete, masksReady: false })).toBe(false);
    expect(canGoNext(3, { ...complete, masksReady: true })).toBe(true);
  });

  it('need the key details to leave step 2', () => {
    expect(canGoNext(1, { shapeCount: 1, keyDetailsReady: false })).toBe(false);
    expect(canGoNext(1, { shapeCount: 1, keyDetailsReady: true })).toBe(true);
  });

  it('need a complete manual analysis to leave step 3', () => {
    expect(canGoNext(2, { shapeCount: 1, analysisReady: false })).toBe(false);
    expect(canGoNext(2, { shapeCount: 1, analysisReady: true })).toBe(true);
  });

  it('submit on step 4 only when every earlier step is known to be complete', () => {
    const complete = { shapeCount: 1, keyDetailsReady: true, analysisReady: true };
    expect(canGoNext(3, complete)).toBe(true);
    expect(canGoNext(3, { ...complete, shapeCount: 0 })).toBe(false);
    expect(canGoNext(3, { ...complete, keyDetailsReady: false })).toBe(false);
    expect(canGoNext(3, { ...complete, analysisReady: false })).toBe(false);
    expect(canGoNext(3, { shapeCount: 1 })).toBe(false);
  });

  it('have nothing after the last step', () => {
    expect(canGoNext(4, { shapeCount: 1, keyDetailsReady: true, analysisReady: true })).toBe(false);
  });

  it('disable Previous on the first step only', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoBack(3)).toBe(true);
  });
});
