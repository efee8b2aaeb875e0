import { describe, expect, it } from 'vitest';
import { catalogueInputRules } from '../../src/catalogue/input-rules.js';
import { defaultInputs } from '../../src/catalogue/inputs.js';
import {
  ACTIVITY_TEMPLATE_IDS,
  applyTemplate,
  automaticTemplate,
  matchTemplate,
  restorationTemplateOf,
  TEMPLATES,
} from '../../src/catalogue/templates.js';
import { TOOLS } from '../../src/catalogue/tools.js';
import type { TemplateDefinition, ToolDefinition } from '../../src/catalogue/types.js';

const NOW = new Date('2026-11-21T12:00:00Z');
/** The catalogue once every tool is built: the templates then differ. */
const ALL_BUILT: ToolDefinition[] = TOOLS.map((tool) => ({ ...tool, available: true }));

function template(id: TemplateDefinition['id']): TemplateDefinition {
  const found = TEMPLATES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

describe('templates', () => {
  it('has the five templates of specs/3, all selectable', () => {
    expect(TEMPLATES.map((t) => [t.id, t.userSelectable])).toEqual([
      ['forest1', true],
      ['grasslands1', true],
      ['ifm1', true],
      ['mangrove1', true],
      ['undeterminedActivity1', true],
    ]);
  });

  it('enables only the tools that can run, fully resolved', () => {
    const base = {
      biodiversityContext: {},
      context: {},
      landCoverChange: { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2023 },
      droughtsAndFloods: { timestep: 12 },
      soilMoisturePotential: {},
      waterBalance: {},
    };
    expect(applyTemplate(template('forest1'), TOOLS, NOW)).toEqual({
      ...base,
      forestCarbon: { projectDuration: 30, forestActivity: 'reforestation' },
      biodiversityMsa: {
        projectDuration: 30,
        lcDatasetName: 'esri',
        studyYear: 2023,
        msaActivityType: 'reforestation',
      },
    });
    expect(applyTemplate(template('grasslands1'), TOOLS, NOW)).toEqual({
      ...base,
      grasslandCarbon: { projectDuration: 20, restoredState: 2 },
      snapgrazeCarbon: expect.objectContaining({ projectDuration: 40, scenario: 'Project' }),
      biodiversityMsa: {
        projectDuration: 20,
        lcDatasetName: 'esri',
        studyYear: 2023,
        msaActivityType: 'sustainableGrazing',
      },
    });
    expect(applyTemplate(template('ifm1'), TOOLS, NOW)).toEqual({
      ...base,
      ifmCarbon: { projectDuration: 30, loggingFactor: 0.25 },
      biodiversityMsa: {
        projectDuration: 30,
        lcDatasetName: 'esri',
        studyYear: 2023,
        msaActivityType: 'improvedForestManagement',
      },
    });
    expect(applyTemplate(template('mangrove1'), TOOLS, NOW)).toEqual({
      ...base,
      wetlandsCarbon: { projectDuration: 30 },
      wetlandsBiodiversityMsa: {
        projectDuration: 30,
        lcDatasetName: 'esri',
        studyYear: 2023,
        msaActivityType: 'mangroveRestoration',
      },
    });
    // No restoration: no carbon change, carbon inputs' baseline stocks only (decision 0014).
    expect(applyTemplate(template('undeterminedActivity1'), TOOLS, NOW)).toEqual({
      ...base,
      carbonInputs: {},
    });
  });

  it('follows the restoration activity once the tools are built', () => {
    const enabled = (id: TemplateDefinition['id']) =>
      Object.keys(applyTemplate(template(id), ALL_BUILT, NOW)).sort();
    const contextTools = [
      'biodiversityContext',
      'context',
      'droughtsAndFloods',
      'landCoverChange',
      'soilMoisturePotential',
      'waterBalance',
    ];
    expect(enabled('undeterminedActivity1')).toEqual([...contextTools, 'carbonInputs'].sort());
    expect(enabled('forest1')).toEqual([...contextTools, 'forestCarbon', 'biodiversityMsa'].sort());
    expect(enabled('mangrove1')).toEqual(
      [...contextTools, 'wetlandsCarbon', 'wetlandsBiodiversityMsa'].sort(),
    );
    expect(enabled('grasslands1')).toEqual(
      [...contextTools, 'grasslandCarbon', 'snapgrazeCarbon', 'biodiversityMsa'].sort(),
    );
    expect(enabled('ifm1')).toEqual([...contextTools, 'ifmCarbon', 'biodiversityMsa'].sort());
    const grasslands = applyTemplate(template('grasslands1'), ALL_BUILT, NOW);
    expect(grasslands.grasslandCarbon).toEqual({ projectDuration: 20, restoredState: 2 });
    expect(applyTemplate(template('ifm1'), ALL_BUILT, NOW).ifmCarbon).toEqual({
      projectDuration: 30,
      loggingFactor: 0.25,
    });
    expect(applyTemplate(template('forest1'), ALL_BUILT, NOW).forestCarbon).toMatchObject({
      projectDuration: 30,
    });
  });
});

describe('matchTemplate', () => {
  const landCoverChange = TOOLS.find((t) => t.scriptType === 'landCoverChange');
  if (!landCoverChange) throw new Error('no landCoverChange');
  const defaults = { context: {}, landCoverChange: defaultInputs(landCoverChange, NOW) };

  it('names the preferred template among equal ones, else the first', () => {
    const equal = TEMPLATES.map((t) => ({ ...t, inputs: { context: {}, landCoverChange: {} } }));
    expect(matchTemplate(defaults, TOOLS, equal, NOW)).toBe('forest1');
    expect(matchTemplate(defaults, TOOLS, equal, NOW, { preferred: 'mangrove1' })).toBe(
      'mangrove1',
    );
    // Defaults may be left out: they are applied on both sides.
    expect(
      matchTemplate(
        {
          context: {},
          landCoverChange: {},
          biodiversityContext: {},
          carbonInputs: {},
          droughtsAndFloods: {},
          soilMoisturePotential: {},
          waterBalance: {},
        },
        TOOLS,
        TEMPLATES,
        NOW,
      ),
    ).toBe('undeterminedActivity1');
  });

  it("says 'custom' when a value, or the set of tools, differs", () => {
    const changed = { ...defaults, landCoverChange: { baseYear: 2005 } };
    expect(matchTemplate(changed, TOOLS, TEMPLATES, NOW)).toBe('custom');
    expect(matchTemplate({ context: {} }, TOOLS, TEMPLATES, NOW)).toBe('custom');
    expect(matchTemplate({}, TOOLS, TEMPLATES, NOW)).toBe('custom');
  });

  it('ignores templates that are not user-selectable', () => {
    const equal = TEMPLATES.map((t) => ({ ...t, inputs: { context: {}, landCoverChange: {} } }));
    const hidden = equal.map((t) => ({ ...t, userSelectable: t.id === 'ifm1' }));
    expect(matchTemplate(defaults, TOOLS, hidden, NOW)).toBe('ifm1');
  });

  it('tells activities apart once their tools are built', () => {
    const ifm = applyTemplate(template('ifm1'), ALL_BUILT, NOW);
    expect(matchTemplate(ifm, ALL_BUILT, TEMPLATES, NOW)).toBe('ifm1');
    const lessLogging = { ...ifm, ifmCarbon: { ...ifm.ifmCarbon, loggingFactor: 0.5 } };
    expect(matchTemplate(lessLogging, ALL_BUILT, TEMPLATES, NOW)).toBe('custom');
    const grasslands = applyTemplate(template('grasslands1'), ALL_BUILT, NOW);
    expect(matchTemplate(grasslands, ALL_BUILT, TEMPLATES, NOW, { preferred: 'forest1' })).toBe(
      'grasslands1',
    );
  });
});

describe('the automatic analysis (decision 0014)', () => {
  const runnable = ALL_BUILT.map((tool) => tool.scriptType);

  it("runs the activity's template, or the undetermined activity's without one", () => {
    expect(automaticTemplate('afforestationReforestation').id).toBe('forest1');
    expect(automaticTemplate('sustainableGrasslandsManagement').id).toBe('grasslands1');
    expect(automaticTemplate('improvedForestManagement').id).toBe('ifm1');
    expect(automaticTemplate('mangroveRestoration').id).toBe('mangrove1');
    for (const none of [null, undefined, 'custom', 'notAnActivity']) {
      expect(automaticTemplate(none).id).toBe('undeterminedActivity1');
    }
    // Every activity but custom names a template that exists.
    for (const id of Object.values(ACTIVITY_TEMPLATE_IDS)) {
      if (id) expect(TEMPLATES.some((candidate) => candidate.id === id)).toBe(true);
    }
  });

  it('keeps only the tools the server runs, each with its defaults resolved', () => {
    const forest = catalogueInputRules.automaticInputs('afforestationReforestation', runnable, NOW);
    expect(forest).toEqual(applyTemplate(template('forest1'), ALL_BUILT, NOW));
    expect(forest.forestCarbon).toMatchObject({ projectDuration: 30 });
    expect(forest.grasslandCarbon).toBeUndefined();
    const baseline = catalogueInputRules.automaticInputs(null, runnable, NOW);
    expect(Object.keys(baseline)).toContain('carbonInputs');
    expect(Object.keys(baseline).some((scriptType) => scriptType.endsWith('Carbon'))).toBe(false);
    // Only what this server can run: today's two tools.
    expect(
      catalogueInputRules.automaticInputs(
        'improvedForestManagement',
        ['context', 'landCoverChange'],
        NOW,
      ),
    ).toEqual({
      context: {},
      landCoverChange: { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2023 },
    });
  });
});

describe('the recommended restoration activity', () => {
  it('reads a template id, or the wizard’s activity as its template', () => {
    expect(restorationTemplateOf('forest1')).toEqual({ templateId: 'forest1' });
    expect(restorationTemplateOf('undeterminedActivity1')).toEqual({
      templateId: 'undeterminedActivity1',
    });
    expect(restorationTemplateOf('afforestationReforestation')).toEqual({ templateId: 'forest1' });
    expect(restorationTemplateOf('mangroveRestoration')).toEqual({ templateId: 'mangrove1' });
    expect(restorationTemplateOf('custom')).toEqual({ templateId: 'custom' });
  });

  it('is none without a choice, and an unknown value as it came', () => {
    expect(restorationTemplateOf(null)).toBeNull();
    expect(restorationTemplateOf('')).toBeNull();
    expect(restorationTemplateOf('agroforestry')).toEqual({ unknown: 'agroforestry' });
  });
});
