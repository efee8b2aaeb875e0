/** The wizard's steps, index 0 to 3 (specs/1 section 2.5). */
export const WIZARD_STEPS = ['defineShape', 'keyDetails', 'analyze', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

/** What the wizard knows when it decides whether Next is allowed. */
export interface WizardProgress {
  shapeCount: number;
  /** Step 1's exclusion mode has what it needs (manual: a layer; upload: a file). */
  masksReady?: boolean;
  /** Step 2: a site (new name or existing), a shapefile name and a site type. */
  keyDetailsReady?: boolean;
  /** Step 3: automatic, or manual with an activity and inputs (absent = not known, allowed). */
  analysisReady?: boolean;
}

/**
 * Whether Next (or Analyze) may be pressed on a step. Step 1 needs at least one feature
 * (specs/1 section 4) and a complete exclusion choice; step 2 needs its key details; step 3 with a manual analysis needs an
 * activity and inputs. Analyze, on step 4, needs all of it known to be complete: what is not
 * known is not submitted.
 */
export function canGoNext(stepIndex: number, progress: WizardProgress): boolean {
  const step = WIZARD_STEPS[stepIndex];
  if (step === 'defineShape') return progress.shapeCount > 0 && progress.masksReady !== false;
  if (step === 'keyDetails') return progress.keyDetailsReady !== false;
  if (step === 'analyze') return progress.analysisReady !== false;
  if (step === 'review') {
    return (
      progress.shapeCount > 0 &&
      progress.masksReady !== false &&
      progress.keyDetailsReady === true &&
      progress.analysisReady === true
    );
  }
  return false;
}

export const canGoBack = (stepIndex: number): boolean => stepIndex > 0;
