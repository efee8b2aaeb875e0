import type { ParameterComponent, ParameterDefinition, ParameterOption } from './types.js';

/**
 * Builders for parameter definitions. Every parameter's name and description live under
 * `tools.parameters.<id>` and its option labels under `tools.options.<id>.<optionKey>`, so one
 * parameter id means the same thing in every tool that has it.
 */
type ParameterFields = Omit<ParameterDefinition, 'id' | 'nameKey' | 'descriptionKey' | 'component'>;
type Optional = 'required' | 'advanced';
type ParameterInit = Omit<ParameterFields, Optional> & Partial<Pick<ParameterFields, Optional>>;

export function parameter(
  id: string,
  component: ParameterComponent,
  init: ParameterInit,
): ParameterDefinition {
  return {
    id,
    nameKey: `tools.parameters.${id}.name`,
    descriptionKey: `tools.parameters.${id}.description`,
    component,
    required: true,
    advanced: false,
    ...init,
  };
}

/** Option labels are keyed by name, not value: values such as 0.25 cannot be key segments. */
export function options(
  parameterId: string,
  values: readonly (readonly [value: string | number, key: string])[],
): ParameterOption[] {
  return values.map(([value, key]) => ({ value, labelKey: `tools.options.${parameterId}.${key}` }));
}

/** specs/3 section 5: project duration 0 to 50 years. */
export function projectDuration(defaultValue: number): ParameterDefinition {
  return parameter('projectDuration', 'number', { defaultValue, min: 0, max: 50, step: 1 });
}

export function landCoverDataset(defaultValue: string): ParameterDefinition {
  return parameter('lcDatasetName', 'lcDataset', { defaultValue });
}

export function instrument(defaultValue: string): ParameterDefinition {
  return parameter('instrumentName', 'instrument', { defaultValue });
}

/** A year bounded by the instrument named in `instrumentParameter`. */
export function year(
  id: 'baseYear' | 'studyYear',
  instrumentParameter: string,
  defaultValue: number | 'lastAvailableYear',
): ParameterDefinition {
  return parameter(id, 'year', {
    instrumentParameter,
    step: 1,
    ...(defaultValue === 'lastAvailableYear'
      ? { defaultValue: null, defaultValueFrom: 'lastAvailableYear' }
      : { defaultValue }),
  });
}

export function vegetationIndex(): ParameterDefinition {
  return parameter('vegetationIndex', 'select', {
    defaultValue: 'ndvi',
    options: options('vegetationIndex', [
      ['ndvi', 'ndvi'],
      ['evi', 'evi'],
    ]),
  });
}

/** specs/3 section 5: custom scale hint 10-500 m, over 40 m recommended. Empty = native. */
export function customScale(): ParameterDefinition {
  return parameter('customScale', 'number', {
    defaultValue: null,
    required: false,
    advanced: true,
    min: 10,
    max: 500,
    step: 1,
    unit: 'm',
  });
}
