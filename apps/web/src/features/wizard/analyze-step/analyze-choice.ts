import { ACTIVITY_TEMPLATE_IDS, type InputsCollection } from '@ecotone/analysis';
import type { RestorationActivity } from '@ecotone/contracts';

/** The template each activity picks (the catalogue's); Custom keeps whatever inputs there are. */
export const ACTIVITY_TEMPLATE: Record<RestorationActivity, string | null> = ACTIVITY_TEMPLATE_IDS;

export const DEFAULT_MANUAL_ACTIVITY: RestorationActivity = 'sustainableGrasslandsManagement';

export type AnalysisMode = 'automatic' | 'manual';

/**
 * What step 3 holds while the wizard is open. `inputs` null means "not chosen yet": the step
 * fills it from the activity's template once the metadata is there.
 */
export interface AnalyzeChoice {
  mode: AnalysisMode;
  activity: RestorationActivity | null;
  inputs: InputsCollection | null;
}

export const INITIAL_ANALYZE_CHOICE: AnalyzeChoice = {
  mode: 'automatic',
  activity: null,
  inputs: null,
};

/** Automatic clears the activity; manual defaults it to sustainable grasslands management. */
export function chooseMode(choice: AnalyzeChoice, mode: AnalysisMode): AnalyzeChoice {
  if (mode === choice.mode) return choice;
  if (mode === 'automatic') return { ...choice, mode, activity: null };
  return { mode, activity: DEFAULT_MANUAL_ACTIVITY, inputs: null };
}

/** An activity with a template replaces the inputs by it (applied later); Custom keeps them. */
export function chooseActivity(
  choice: AnalyzeChoice,
  activity: RestorationActivity,
): AnalyzeChoice {
  if (ACTIVITY_TEMPLATE[activity] === null) return { ...choice, activity };
  return { ...choice, activity, inputs: null };
}

/** specs/1 section 4: going back from step 3 or earlier clears the chosen activity. */
export function afterStepBack(choice: AnalyzeChoice, fromStepIndex: number): AnalyzeChoice {
  return fromStepIndex <= 2 && choice.activity !== null ? { ...choice, activity: null } : choice;
}

/** Step 3 with a manual analysis needs analysis inputs and a restoration activity. */
export function analyzeChoiceComplete(choice: AnalyzeChoice): boolean {
  if (choice.mode === 'automatic') return true;
  return (
    choice.activity !== null && choice.inputs !== null && Object.keys(choice.inputs).length > 0
  );
}
