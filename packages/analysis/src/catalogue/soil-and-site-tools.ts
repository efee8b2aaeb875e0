import { options, parameter } from './parameters.js';
import type { ParameterDefinition, VisibilityCondition } from './types.js';

/** Parameters of the soil sampling, interpolation, search and parcel tools (specs/3 sections 5, 9). */

export const socSamplingParameters: ParameterDefinition[] = [
  // Empty: the number of points comes from the power analysis below.
  parameter('samplePoints', 'number', { defaultValue: null, required: false, min: 5, step: 1 }),
  parameter('standardDeviation', 'number', { defaultValue: 5, min: 0, max: 50 }),
  parameter('minimalDetectableDifference', 'number', {
    defaultValue: null,
    required: false,
    nonPositiveReplacement: 0.01,
  }),
  parameter('power', 'number', { defaultValue: 0.9, advanced: true, min: 0.5, max: 0.99 }),
  parameter('significanceLevel', 'number', {
    defaultValue: 0.05,
    advanced: true,
    min: 0.001,
    max: 0.5,
  }),
  parameter('tails', 'select', {
    defaultValue: 2,
    advanced: true,
    options: options('tails', [
      [1, 'one'],
      [2, 'two'],
    ]),
  }),
  parameter('bufferByArea', 'checkbox', { defaultValue: true }),
  parameter('ranchPropertyName', 'text', { defaultValue: 'ranch_id', advanced: true }),
];

const whenKriging: VisibilityCondition = {
  parameter: 'interpolationMethod',
  operator: 'equal',
  value: 'kriging',
};

export const interpolationParameters: ParameterDefinition[] = [
  parameter('interpolationMethod', 'select', {
    defaultValue: 'inverse-distance',
    options: options('interpolationMethod', [
      ['inverse-distance', 'inverseDistance'],
      ['kriging', 'kriging'],
    ]),
  }),
  parameter('socPointsCsv', 'csv', {
    defaultValue: null,
    visibleWhen: whenKriging,
    validExpectedColumns: ['Name', 'Lat', 'Lon', 'SOC'],
  }),
  parameter('krigingModel', 'select', {
    defaultValue: 'spherical',
    visibleWhen: whenKriging,
    options: options('krigingModel', [
      ['spherical', 'spherical'],
      ['exponential', 'exponential'],
      ['gaussian', 'gaussian'],
    ]),
  }),
  parameter('maxDistance', 'number', {
    defaultValue: 1000,
    visibleWhen: whenKriging,
    min: 0,
    unit: 'm',
  }),
  parameter('sigma2', 'number', {
    defaultValue: 0,
    visibleWhen: whenKriging,
    advanced: true,
    min: 0,
  }),
  parameter('alpha', 'number', {
    defaultValue: 100,
    visibleWhen: whenKriging,
    advanced: true,
    min: 0,
  }),
];

function level(id: string, defaultValue: number): ParameterDefinition {
  return parameter(id, 'number', { defaultValue, min: 1, max: 5, step: 1 });
}

const SLOPES = [0, 5, 10, 15, 20] as const;
function slope(id: 'minSlope' | 'maxSlope', defaultValue: number): ParameterDefinition {
  return parameter(id, 'select', {
    defaultValue,
    options: options(
      'slope',
      SLOPES.map((degrees) => [degrees, `deg${degrees}`] as const),
    ),
  });
}

export const searchEngineParameters: ParameterDefinition[] = [
  parameter('activity', 'select', {
    defaultValue: 0,
    options: options('activity', [
      [0, 'grasslandRegeneration'],
      [1, 'reforestation'],
      [2, 'afforestation'],
      [3, 'grasslandInForestBiomes'],
    ]),
  }),
  level('minDegradationLevel', 1),
  level('maxDegradationLevel', 5),
  level('maxDrought', 5),
  slope('minSlope', 0),
  slope('maxSlope', 10),
  parameter('aridityClasses', 'multiSelect', {
    defaultValue: [1, 2, 3, 4, 5],
    options: options('aridityClasses', [
      [1, 'hyperArid'],
      [2, 'arid'],
      [3, 'semiArid'],
      [4, 'drySubHumid'],
      [5, 'humid'],
    ]),
  }),
];

export const landParcelParameters: ParameterDefinition[] = [
  parameter('buffer', 'number', { defaultValue: 0, min: -100, max: 200, step: 1, unit: 'm' }),
];
