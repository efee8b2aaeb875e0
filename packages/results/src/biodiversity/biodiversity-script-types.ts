import type { ScriptType } from '@ecotone/analysis';

/**
 * The tools whose tab is the biodiversity tab. Apart from the view model so the results page
 * can pick the tab without loading the tab's code (it is loaded on demand, result-panel.tsx).
 */
export const BIODIVERSITY_MSA_SCRIPT_TYPES = [
  'biodiversityMsa',
  'wetlandsBiodiversityMsa',
] as const satisfies readonly ScriptType[];

export const isBiodiversityMsaScriptType = (scriptType: ScriptType): boolean =>
  (BIODIVERSITY_MSA_SCRIPT_TYPES as readonly ScriptType[]).includes(scriptType);

/** Every tool whose tab is the biodiversity tab. */
export const isBiodiversityScriptType = (scriptType: ScriptType): boolean =>
  scriptType === 'biodiversityContext' || isBiodiversityMsaScriptType(scriptType);
