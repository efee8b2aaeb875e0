import { options, parameter, projectDuration } from './parameters.js';
import type { ParameterDefinition } from './types.js';

/** Parameters of the carbon tools (specs/3 section 9 "Analysis defaults" and "Context defaults"). */

export const forestCarbonParameters: ParameterDefinition[] = [
  projectDuration(30),
  parameter('forestActivity', 'select', {
    defaultValue: 'reforestation',
    options: options('forestActivity', [
      ['reforestation', 'reforestation'],
      ['afforestation', 'afforestation'],
    ]),
  }),
];

export const grasslandCarbonParameters: ParameterDefinition[] = [
  projectDuration(20),
  parameter('restoredState', 'select', {
    defaultValue: 2,
    options: options('restoredState', [
      [2, 'improved'],
      [1, 'improvedWithInputs'],
    ]),
  }),
];

export const ifmCarbonParameters: ParameterDefinition[] = [
  projectDuration(30),
  parameter('loggingFactor', 'select', {
    defaultValue: 0.25,
    options: options('loggingFactor', [
      [0, 'none'],
      [0.25, 'quarter'],
      [0.5, 'half'],
      [0.75, 'threeQuarters'],
      [1, 'full'],
    ]),
  }),
];

export const wetlandsCarbonParameters: ParameterDefinition[] = [projectDuration(30)];

/** A model constant the user may override: advanced, non-negative, no step. */
function modelInput(
  id: string,
  defaultValue: number,
  bounds: Pick<ParameterDefinition, 'max' | 'step' | 'unit' | 'min'> = {},
): ParameterDefinition {
  return parameter(id, 'number', { defaultValue, advanced: true, min: 0, ...bounds });
}

/**
 * The grazing soil-carbon model. The spec's "Context defaults" (including the context project
 * duration of 40 years) are this model's inputs: they describe the site and the herd, not the
 * context analysis, whose kernel reads no parameter. Site values measured by a prior
 * carbon-inputs analysis replace the defaults when one is chosen (docs/analysis-catalogue.md).
 */
export const snapgrazeCarbonParameters: ParameterDefinition[] = [
  parameter('carbonInputsAnalysisId', 'analysisId', {
    defaultValue: null,
    required: false,
    analysisScriptType: 'carbonInputs',
    inputKeys: ['meanTemperature', 'annualPrecipitation', 'sand', 'initialSoilOrganicCarbon'],
  }),
  projectDuration(40),
  parameter('scenario', 'select', {
    defaultValue: 'Project',
    options: options('scenario', [
      ['Project', 'project'],
      ['Baseline', 'baseline'],
    ]),
  }),
  modelInput('meanTemperature', 18, { min: -30, max: 40, unit: 'degC' }),
  modelInput('precipitation', 600, { unit: 'mm' }),
  modelInput('sand', 60, { max: 100 }),
  modelInput('initialSoilOrganicCarbon', 40),
  modelInput('soilDepth', 30, { min: 1, max: 200, step: 1 }),
  modelInput('interventionArea', 8000, { unit: 'ha' }),
  modelInput('animalWeight', 300),
  modelInput('rotations', 2, { step: 1 }),
  modelInput('fire', 0),
  modelInput('ligninCellulose', 42, { max: 100 }),
  modelInput('decompositionRate', 0.00044),
  modelInput('maxAboveGroundNpp', 12.039),
  modelInput('wetdaysMultiplier', 0.00044),
  modelInput('plantCarbonMultiplier', 1),
  modelInput('maxGrowthRate', 0.032),
];
