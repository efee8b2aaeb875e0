import type { analysisInputs as en } from '../en/analysis-inputs.js';
import type { Widen } from '../types.js';

export const analysisInputs: Widen<typeof en> = {
  title: 'TODO',
};
