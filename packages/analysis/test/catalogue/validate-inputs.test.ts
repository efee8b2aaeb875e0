import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../src/catalogue/instruments.js';
import { describeInputProblem } from '../../src/catalogue/present.js';
import { TOOLS } from '../../src/catalogue/tools.js';
import type { ToolDefinition } from '../../src/catalogue/types.js';
import { type InputProblem, validateInputs } from '../../src/catalogue/validate-inputs.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const ALL_BUILT: ToolDefinition[] = TOOLS.map((tool) => ({ ...tool, available: true }));

const problems = (collection: Record<string, unknown>, tools = TOOLS) =>
  validateInputs(collection, tools, INSTRUMENTS, NOW).map(
    ({ scriptType, parameter, code, params }) => ({
      scriptType,
      parameter,
      code,
      params,
    }),
  );
const one = (scriptType: string, parameter: string | undefined, code: string, params?: object) => ({
  scriptType,
  parameter,
  code,
  params,
});

describe('validateInputs', () => {
  it('accepts the defaults of the tools that can run', () => {
    expect(problems({ context: {}, landCoverChange: {} })).toEqual([]);
    expect(
      problems({ landCoverChange: { lcDatasetName: 'esri', baseYear: 2017, studyYear: 2023 } }),
    ).toEqual([]);
  });

  it('refuses unknown and unavailable tools, and unknown parameters', () => {
    expect(problems({ teleport: {}, monitoring: {}, context: { radius: 5 } })).toEqual([
      one('teleport', undefined, 'unknownTool'),
      one('monitoring', undefined, 'toolNotAvailable'),
      one('context', 'radius', 'unknownParameter'),
    ]);
    expect(problems({ context: 'all' })).toEqual([one('context', undefined, 'notToolInputs')]);
  });

  it("bounds years by the chosen dataset's years", () => {
    expect(problems({ landCoverChange: { lcDatasetName: 'worldcover' } })).toEqual([
      one('landCoverChange', 'baseYear', 'yearOutOfRange', { min: 2020, max: 2021 }),
    ]);
    expect(problems({ landCoverChange: { studyYear: 2024 } })).toEqual([
      one('landCoverChange', 'studyYear', 'yearOutOfRange', { min: 2001, max: 2023 }),
    ]);
    expect(problems({ landCoverChange: { lcDatasetName: 'esa-cci', baseYear: 1992 } })).toEqual([]);
    expect(problems({ landCoverChange: { lcDatasetName: 'esa-cci', baseYear: 1991 } })).toEqual([
      one('landCoverChange', 'baseYear', 'yearOutOfRange', { min: 1992, max: 2022 }),
    ]);
    // An open end is last calendar year.
    expect(
      problems({
        landCoverChange: { lcDatasetName: 'dynamicworld', baseYear: 2015, studyYear: 2026 },
      }),
    ).toEqual([one('landCoverChange', 'studyYear', 'yearOutOfRange', { min: 2015, max: 2025 })]);
  });

  it('checks types, requiredness and datasets', () => {
    expect(
      problems({
        landCoverChange: { lcDatasetName: 'landsat8', baseYear: 2001.5, studyYear: null },
      }),
    ).toEqual([
      one('landCoverChange', 'lcDatasetName', 'unknownInstrument'),
      one('landCoverChange', 'baseYear', 'notAYear'),
      one('landCoverChange', 'studyYear', 'required'),
    ]);
  });

  it('checks numbers: min, max, step, and the replaced MDD', () => {
    const check = (inputs: object) => problems({ socSampling: inputs }, ALL_BUILT);
    expect(check({})).toEqual([]);
    expect(check({ samplePoints: 4 })).toEqual([
      one('socSampling', 'samplePoints', 'belowMin', { min: 5 }),
    ]);
    expect(check({ samplePoints: 7.5 })).toEqual([
      one('socSampling', 'samplePoints', 'offStep', { step: 1 }),
    ]);
    expect(check({ standardDeviation: 51 })).toEqual([
      one('socSampling', 'standardDeviation', 'aboveMax', { max: 50 }),
    ]);
    expect(check({ standardDeviation: '5' })).toEqual([
      one('socSampling', 'standardDeviation', 'notANumber'),
    ]);
    expect(check({ minimalDetectableDifference: 0 })).toEqual([]);
    expect(check({ tails: 3, bufferByArea: 'yes', ranchPropertyName: 7 })).toEqual([
      one('socSampling', 'tails', 'notAnOption'),
      one('socSampling', 'bufferByArea', 'notABoolean'),
      one('socSampling', 'ranchPropertyName', 'notText'),
    ]);
    const buffer = (value: number) => problems({ landParcel: { buffer: value } }, ALL_BUILT);
    expect(buffer(-100)).toEqual([]);
    expect(buffer(200)).toEqual([]);
    expect(buffer(-101)).toEqual([one('landParcel', 'buffer', 'belowMin', { min: -100 })]);
  });

  it('checks only visible parameters: the CSV is needed for kriging alone', () => {
    const check = (inputs: object) => problems({ interpolation: inputs }, ALL_BUILT);
    expect(check({})).toEqual([]);
    expect(check({ interpolationMethod: 'kriging' })).toEqual([
      one('interpolation', 'socPointsCsv', 'required'),
    ]);
    expect(
      check({ interpolationMethod: 'kriging', socPointsCsv: '\uFEFFName,Lat,Lon,SOC\na,1,2,3' }),
    ).toEqual([]);
    expect(check({ interpolationMethod: 'kriging', socPointsCsv: 'Name,"Lat",Long\n' })).toEqual([
      one('interpolation', 'socPointsCsv', 'csvMissingColumns', { columns: 'Lon, SOC' }),
    ]);
  });

  it('checks dates against the image set and multi-selects against options', () => {
    const monitoring = (inputs: object) => problems({ monitoring: inputs }, ALL_BUILT);
    expect(monitoring({ startDate: '2017-01-01', endDate: '2026-11-21' })).toEqual([]);
    expect(monitoring({ startDate: '2016-12-31' })).toEqual([
      one('monitoring', 'startDate', 'dateOutOfRange', { min: '2017-01-01', max: '2026-11-21' }),
    ]);
    expect(monitoring({ startDate: '2020-02-30' })).toEqual([
      one('monitoring', 'startDate', 'notADate'),
    ]);
    expect(problems({ searchEngine: { aridityClasses: [1, 6] } }, ALL_BUILT)).toEqual([
      one('searchEngine', 'aridityClasses', 'notAnOption'),
    ]);
  });
});

describe('describeInputProblem', () => {
  const [problem] = validateInputs(
    { landCoverChange: { studyYear: 2024 } },
    TOOLS,
    INSTRUMENTS,
    NOW,
  ) as [InputProblem];

  it('names the tool and the input in the reader’s language', () => {
    expect(describeInputProblem('en', problem)).toBe(
      'Land cover change, Study year: Must be a year from 2001 to 2023, the years the dataset covers.',
    );
    expect(describeInputProblem('es', problem)).toBe(
      'Cambio de cobertura del suelo, Año de estudio: Debe ser un año de 2001 a 2023, los años que cubre el conjunto de datos.',
    );
  });
});
