import { describe, expect, it } from 'vitest';
import { defaultInputs } from '../../src/catalogue/inputs.js';
import { applyTemplate, matchTemplate, TEMPLATES } from '../../src/catalogue/templates.js';
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
    for (const each of TEMPLATES) {
      expect(applyTemplate(each, TOOLS, NOW)).toEqual({
        context: {},
        landCoverChange: { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2023 },
      });
    }
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
    expect(enabled('undeterminedActivity1')).toEqual(contextTools);
    expect(enabled('forest1')).toEqual([...contextTools, 'forestCarbon', 'biodiversityMsa'].sort());
    expect(enabled('mangrove1')).toEqual(
      [...contextTools, 'wetlandsCarbon', 'wetlandsBiodiversityMsa'].sort(),
    );
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
    expect(matchTemplate(defaults, TOOLS, TEMPLATES, NOW)).toBe('forest1');
    expect(matchTemplate(defaults, TOOLS, TEMPLATES, NOW, { preferred: 'mangrove1' })).toBe(
      'mangrove1',
    );
    // Defaults may be left out: they are applied on both sides.
    expect(matchTemplate({ context: {}, landCoverChange: {} }, TOOLS, TEMPLATES, NOW)).toBe(
      'forest1',
    );
  });

  it("says 'custom' when a value, or the set of tools, differs", () => {
    const changed = { ...defaults, landCoverChange: { baseYear: 2005 } };
    expect(matchTemplate(changed, TOOLS, TEMPLATES, NOW)).toBe('custom');
    expect(matchTemplate({ context: {} }, TOOLS, TEMPLATES, NOW)).toBe('custom');
    expect(matchTemplate({}, TOOLS, TEMPLATES, NOW)).toBe('custom');
  });

  it('ignores templates that are not user-selectable', () => {
    const hidden = TEMPLATES.map((t) => ({ ...t, userSelectable: t.id === 'ifm1' }));
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
