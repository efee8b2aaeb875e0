/** The wizard's steps, index 0 to 3 (specs/1 section 2.5). */
export const WIZARD_STEPS = ['defineShape', 'keyDetails', 'analyze', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

/** What the wizard knows when it decides whether Next is allowed. */
export interface WizardProgress {
  shapeCount: number;
}

/**
 * Whether Next (or Analyze) may be pressed on a step. Step 1 needs at least one feature
 * (specs/1 section 4). Steps 2 and 3 are placeholders until their issues land, so they let the
 * user look ahead; Analyze stays off because nothing can be submitted yet.
 */
export function canGoNext(stepIndex: number, progress: WizardProgress): boolean {
  const step = WIZARD_STEPS[stepIndex];
  if (step === 'defineShape') return progress.shapeCount > 0;
  return stepIndex < LAST_STEP_INDEX;
}

export const canGoBack = (stepIndex: number): boolean => stepIndex > 0;
