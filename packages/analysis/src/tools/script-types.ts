/** Every analysis tool type of specs/3 section 3, by the id the API and the inputs use. */
export const SCRIPT_TYPES = [
  'biodiversityContext',
  'biodiversityMsa',
  'carbonInputs',
  'context',
  'droughtsAndFloods',
  'fireContext',
  'forestCarbon',
  'grasslandCarbon',
  'ifmCarbon',
  'landCoverChange',
  'monitoring',
  'performanceDegradation',
  'searchEngine',
  'snapgrazeCarbon',
  'soilMoisturePotential',
  'vegetationChange',
  'waterBalance',
  'wetlandsCarbon',
  'wetlandsBiodiversityMsa',
  'socSampling',
  'stratifySoils',
  'interpolation',
  'landParcel',
] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

export function isScriptType(value: unknown): value is ScriptType {
  return typeof value === 'string' && (SCRIPT_TYPES as readonly string[]).includes(value);
}

/** Parameter id -> value, for one tool. */
export type ToolInputs = Record<string, unknown>;
/** specs/3 section 3 "Inputs collection": tool type -> parameter id -> value. */
export type InputsCollection = Partial<Record<ScriptType, ToolInputs>>;
