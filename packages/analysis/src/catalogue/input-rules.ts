import type { InputsCollection, ScriptType, ToolInputs } from '../tools/script-types.js';
import { type HubDatasetUse, hubDatasetsIn } from './hub.js';
import { normalizeToolInputs, withDefaults } from './inputs.js';
import { INSTRUMENTS } from './instruments.js';
import { automaticTemplate } from './templates.js';
import { TOOLS } from './tools.js';
import { type InputProblem, validateInputs } from './validate-inputs.js';

/**
 * This catalogue's rules for a run service: refuse bad inputs, then store each tool's inputs
 * normalised (SOC MDD <= 0 becomes 0.01) with every default applied, so a stored analysis records
 * the values it ran with (the study year of "last year" included).
 */
export const catalogueInputRules = {
  validate(inputs: InputsCollection, now: Date): InputProblem[] {
    return validateInputs(inputs, TOOLS, INSTRUMENTS, now);
  },
  /** The inputs naming datasets offered only to holders of access:hub (decision 0026). */
  hubDatasets(inputs: InputsCollection): HubDatasetUse[] {
    return hubDatasetsIn(inputs, TOOLS, INSTRUMENTS);
  },
  withDefaults(scriptType: ScriptType, inputs: ToolInputs, now: Date): ToolInputs {
    const tool = TOOLS.find((candidate) => candidate.scriptType === scriptType);
    return tool ? withDefaults(tool, normalizeToolInputs(tool, inputs), now, INSTRUMENTS) : inputs;
  },
  /**
   * An automatic analysis (decision 0014): the activity's template (the undetermined activity's
   * without one), limited to the tools this server runs, each with its defaults resolved.
   */
  automaticInputs(
    activity: string | null | undefined,
    runnable: readonly ScriptType[],
    now: Date,
  ): InputsCollection {
    const template = automaticTemplate(activity);
    const collection: InputsCollection = {};
    for (const scriptType of runnable) {
      const values = template.inputs[scriptType];
      if (values) collection[scriptType] = this.withDefaults(scriptType, values, now);
    }
    return collection;
  },
};
