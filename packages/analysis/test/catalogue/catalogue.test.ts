import { en, es } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { defaultInputs } from '../../src/catalogue/inputs.js';
import { INSTRUMENTS } from '../../src/catalogue/instruments.js';
import { CUSTOM_TEMPLATE_LABEL_KEY, TEMPLATES } from '../../src/catalogue/templates.js';
import { NOT_AVAILABLE_STATUS_KEY, TOOLS } from '../../src/catalogue/tools.js';
import type { ParameterDefinition, ToolDefinition } from '../../src/catalogue/types.js';
import { validateInputs } from '../../src/catalogue/validate-inputs.js';
import { SCRIPT_TYPES, type ScriptType } from '../../src/tools/script-types.js';

const NOW = new Date('2026-11-21T12:00:00Z');

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, tree);
}

function tool(scriptType: ScriptType): ToolDefinition {
  const found = TOOLS.find((candidate) => candidate.scriptType === scriptType);
  if (!found) throw new Error(`no ${scriptType}`);
  return found;
}

function parameterOf(scriptType: ScriptType, id: string): ParameterDefinition {
  const found = tool(scriptType).parameters.find((p) => p.id === id);
  if (!found) throw new Error(`no ${scriptType}.${id}`);
  return found;
}

function catalogueKeys(): string[] {
  const keys = [NOT_AVAILABLE_STATUS_KEY, CUSTOM_TEMPLATE_LABEL_KEY];
  for (const definition of TOOLS) {
    keys.push(definition.labelKey, `tools.categories.${definition.category}`);
    if (definition.statusMessageKey) keys.push(definition.statusMessageKey);
    for (const p of definition.parameters) {
      keys.push(p.nameKey, ...(p.descriptionKey ? [p.descriptionKey] : []));
      keys.push(...(p.options ?? []).map((option) => option.labelKey));
    }
  }
  keys.push(...TEMPLATES.map((template) => template.labelKey));
  for (const list of Object.values(INSTRUMENTS)) {
    for (const instrument of list) {
      keys.push(instrument.labelKey, ...(instrument.noteKey ? [instrument.noteKey] : []));
    }
  }
  return keys;
}

describe('tool catalogue', () => {
  it('lists each of the 23 tool types once, in order', () => {
    expect(TOOLS).toHaveLength(23);
    expect(TOOLS.map((t) => t.scriptType)).toEqual([...SCRIPT_TYPES]);
  });

  it('marks the tools that exist available (context, land cover, vegetation, water, fire, carbon, biodiversity); the rest say so', () => {
    expect(TOOLS.filter((t) => t.available).map((t) => t.scriptType)).toEqual([
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
      'performanceDegradation',
      'snapgrazeCarbon',
      'soilMoisturePotential',
      'vegetationChange',
      'waterBalance',
      'wetlandsCarbon',
      'wetlandsBiodiversityMsa',
    ]);
    for (const definition of TOOLS.filter((t) => !t.available)) {
      expect(definition.statusMessageKey).toBe(NOT_AVAILABLE_STATUS_KEY);
    }
    expect(tool('context').statusMessageKey).toBeUndefined();
  });

  it('has a manual page per tool and unique parameter ids', () => {
    for (const definition of TOOLS) {
      expect(definition.manualUrl).toBe(`/manual/analyses/${definition.scriptType}`);
      const ids = definition.parameters.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each([
    ['English', en],
    ['Spanish', es],
  ])('has every text in %s', (_language, catalog) => {
    const missing = catalogueKeys().filter((key) => typeof lookup(catalog, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('refers only to parameters and instruments that exist', () => {
    for (const definition of TOOLS) {
      for (const p of definition.parameters) {
        if (p.visibleWhen) {
          expect(definition.parameters.map((q) => q.id)).toContain(p.visibleWhen.parameter);
        }
        if (p.instrumentParameter) {
          const holder = definition.parameters.find((q) => q.id === p.instrumentParameter);
          expect(['instrument', 'lcDataset', 'monitoringInstrument']).toContain(holder?.component);
        }
        if (p.component === 'analysisId') expect(p.inputKeys?.length).toBeGreaterThan(0);
        if (p.component === 'select')
          expect(p.options?.map((o) => o.value)).toContain(p.defaultValue);
      }
    }
  });

  it('has defaults that pass its own rules, for every tool once built', () => {
    const allBuilt = TOOLS.map((definition) => ({ ...definition, available: true }));
    for (const definition of allBuilt) {
      const collection = { [definition.scriptType]: defaultInputs(definition, NOW) };
      expect(validateInputs(collection, allBuilt, INSTRUMENTS, NOW)).toEqual([]);
    }
  });

  it('carries the project durations of specs/3 section 9', () => {
    const durations = Object.fromEntries(
      TOOLS.flatMap((t) =>
        t.parameters
          .filter((p) => p.id === 'projectDuration')
          .map((p) => [t.scriptType, p.defaultValue]),
      ),
    );
    expect(durations).toEqual({
      forestCarbon: 30,
      grasslandCarbon: 20,
      ifmCarbon: 30,
      wetlandsCarbon: 30,
      wetlandsBiodiversityMsa: 30,
      biodiversityMsa: 30,
      snapgrazeCarbon: 40,
    });
    expect(parameterOf('forestCarbon', 'projectDuration')).toMatchObject({
      min: 0,
      max: 50,
      step: 1,
    });
  });

  it('carries the option lists and defaults of specs/3 section 9', () => {
    const values = (s: ScriptType, id: string) => parameterOf(s, id).options?.map((o) => o.value);
    expect(values('ifmCarbon', 'loggingFactor')).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(parameterOf('ifmCarbon', 'loggingFactor').defaultValue).toBe(0.25);
    expect(values('grasslandCarbon', 'restoredState')).toEqual([2, 1]);
    expect(parameterOf('grasslandCarbon', 'restoredState').defaultValue).toBe(2);
    expect(values('droughtsAndFloods', 'timestep')).toEqual([3, 6, 12, 24, 36, 48]);
    expect(parameterOf('droughtsAndFloods', 'timestep').defaultValue).toBe(12);
    expect(values('searchEngine', 'minSlope')).toEqual([0, 5, 10, 15, 20]);
    expect(parameterOf('searchEngine', 'maxSlope').defaultValue).toBe(10);
    expect(parameterOf('vegetationChange', 'instrumentName').defaultValue).toBe('sentinel2');
    // specs/3 section 9 "vegetation change base year 2016" (decision 0016).
    expect(parameterOf('vegetationChange', 'baseYear').defaultValue).toBe(2016);
  });

  it('gives land cover change its dataset and years (decision 0005)', () => {
    expect(defaultInputs(tool('landCoverChange'), NOW)).toEqual({
      lcDatasetName: 'modis',
      baseYear: 2001,
      studyYear: 2023,
    });
    expect(parameterOf('landCoverChange', 'studyYear')).toMatchObject({
      component: 'year',
      instrumentParameter: 'lcDatasetName',
    });
  });

  it('keeps the context tool free of parameters its kernel ignores', () => {
    expect(tool('context').parameters).toEqual([]);
  });

  it('puts the context defaults on the grazing soil-carbon model', () => {
    expect(defaultInputs(tool('snapgrazeCarbon'), NOW)).toEqual({
      carbonInputsAnalysisId: null,
      projectDuration: 40,
      scenario: 'Project',
      meanTemperature: 18,
      precipitation: 600,
      sand: 60,
      initialSoilOrganicCarbon: 40,
      soilDepth: 30,
      interventionArea: 8000,
      animalWeight: 300,
      rotations: 2,
      fire: 0,
      ligninCellulose: 42,
      decompositionRate: 0.00044,
      maxAboveGroundNpp: 12.039,
      wetdaysMultiplier: 0.00044,
      plantCarbonMultiplier: 1,
      maxGrowthRate: 0.032,
    });
    expect(parameterOf('snapgrazeCarbon', 'carbonInputsAnalysisId')).toMatchObject({
      analysisScriptType: 'carbonInputs',
      inputKeys: ['meanTemperature', 'annualPrecipitation', 'sand', 'initialSoilOrganicCarbon'],
    });
  });

  it('carries the SOC sampling and kriging rules', () => {
    expect(defaultInputs(tool('socSampling'), NOW)).toMatchObject({
      power: 0.9,
      significanceLevel: 0.05,
      tails: 2,
      standardDeviation: 5,
      bufferByArea: true,
      ranchPropertyName: 'ranch_id',
    });
    expect(parameterOf('socSampling', 'samplePoints').min).toBe(5);
    expect(parameterOf('socSampling', 'standardDeviation').max).toBe(50);
    expect(parameterOf('socSampling', 'minimalDetectableDifference').nonPositiveReplacement).toBe(
      0.01,
    );
    expect(defaultInputs(tool('interpolation'), NOW)).toMatchObject({
      interpolationMethod: 'inverse-distance',
      krigingModel: 'spherical',
      sigma2: 0,
      alpha: 100,
      maxDistance: 1000,
    });
    const kriging = { parameter: 'interpolationMethod', operator: 'equal', value: 'kriging' };
    for (const id of ['socPointsCsv', 'krigingModel', 'sigma2', 'alpha', 'maxDistance']) {
      expect(parameterOf('interpolation', id).visibleWhen).toEqual(kriging);
    }
    expect(parameterOf('interpolation', 'socPointsCsv').validExpectedColumns).toEqual([
      'Name',
      'Lat',
      'Lon',
      'SOC',
    ]);
    expect(parameterOf('landParcel', 'buffer')).toMatchObject({ min: -100, max: 200, unit: 'm' });
    expect(parameterOf('vegetationChange', 'customScale')).toMatchObject({ min: 10, max: 500 });
  });
});
