import { describe, expect, it } from 'vitest';
import {
  applyTemplate,
  defaultToolInputs,
  groupToolsByCategory,
  isParameterVisible,
  matchTemplate,
  resetTool,
  sameValue,
  setParameterValue,
  setToolEnabled,
  toolDiffersFromDefaults,
  toolOptionsView,
} from './inputs-model';
import {
  contextTool,
  forestCarbonTool,
  interpolationTool,
  landCoverTool,
  metadata,
  monitoringTool,
} from './metadata.fixture';

const template = (id: string) => {
  const found = metadata.templates.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('sameValue', () => {
  it('compares lists and records by content, not by identity or key order', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});

describe('templates', () => {
  it('apply the named tools at their defaults, overlaid with the template values', () => {
    expect(applyTemplate(metadata, template('forest1'))).toEqual({
      context: {},
      forestCarbon: { projectDuration: 40 },
    });
    expect(applyTemplate(metadata, template('grasslands1'))).toEqual({
      context: {},
      landCoverChange: {
        lcDatasetName: 'dynamicWorld',
        baseYear: 2016,
        classes: ['forest', 'grassland'],
      },
    });
  });

  it('never enable a tool that cannot run (forest1 names monitoring, which is unavailable)', () => {
    expect(applyTemplate(metadata, template('forest1'))).not.toHaveProperty('monitoring');
  });

  it('do not share default lists with the catalogue (editing one must not edit the other)', () => {
    const inputs = applyTemplate(metadata, template('grasslands1'));
    (inputs.landCoverChange as { classes: string[] }).classes.push('water');
    expect(landCoverTool.parameters[2]?.defaultValue).toEqual(['forest', 'grassland']);
  });

  it('match the user-selectable template the inputs equal, else none (Custom)', () => {
    const grasslands = applyTemplate(metadata, template('grasslands1'));
    expect(matchTemplate(metadata, grasslands)?.id).toBe('grasslands1');
    expect(matchTemplate(metadata, applyTemplate(metadata, template('forest1')))?.id).toBe(
      'forest1',
    );
    const changed = setParameterValue(grasslands, 'landCoverChange', 'baseYear', 2017);
    expect(matchTemplate(metadata, changed)).toBeNull();
    // The same values back again match again.
    expect(
      matchTemplate(metadata, setParameterValue(changed, 'landCoverChange', 'baseYear', 2016))?.id,
    ).toBe('grasslands1');
    // undeterminedActivity1 is not user-selectable: its inputs read as Custom.
    expect(matchTemplate(metadata, { context: {} })).toBeNull();
    // One more tool enabled is no longer the template.
    expect(matchTemplate(metadata, setToolEnabled(grasslands, interpolationTool, true))).toBeNull();
  });
});

describe('templates with the same inputs', () => {
  // While the tools that tell templates apart are not built, several give the same inputs.
  const twins = {
    ...metadata,
    templates: [
      ...metadata.templates,
      {
        id: 'ifm1',
        label: 'IFM',
        userSelectable: true,
        inputs: { context: {}, landCoverChange: {} },
      },
    ],
  };

  it("match the preferred one (the last chosen or the activity's), else the first", () => {
    const inputs = applyTemplate(twins, template('grasslands1'));
    expect(matchTemplate(twins, inputs)?.id).toBe('grasslands1');
    expect(matchTemplate(twins, inputs, 'ifm1')?.id).toBe('ifm1');
    // A preferred template the inputs do not equal does not win.
    expect(matchTemplate(twins, inputs, 'forest1')?.id).toBe('grasslands1');
  });
});

describe('tool inputs', () => {
  it('default missing default values to null', () => {
    expect(defaultToolInputs(interpolationTool)).toEqual({
      method: 'inverse-distance',
      samples: null,
      maxDistance: 1000,
      power: 2,
    });
  });

  it('enable a tool at its defaults, keep edited values when enabled again, remove it when off', () => {
    const on = setToolEnabled({}, forestCarbonTool, true);
    expect(on).toEqual({ forestCarbon: { projectDuration: 30 } });
    const edited = setParameterValue(on, 'forestCarbon', 'projectDuration', 12);
    expect(setToolEnabled(edited, forestCarbonTool, true)).toBe(edited);
    expect(setToolEnabled(edited, forestCarbonTool, false)).toEqual({});
    expect(setToolEnabled({}, monitoringTool, true)).toEqual({});
  });

  it('say when a tool differs from its defaults, and undo resets it', () => {
    const on = setToolEnabled({ context: {} }, forestCarbonTool, true);
    expect(toolDiffersFromDefaults(forestCarbonTool, on)).toBe(false);
    const edited = setParameterValue(on, 'forestCarbon', 'projectDuration', 12);
    expect(toolDiffersFromDefaults(forestCarbonTool, edited)).toBe(true);
    const undone = resetTool(edited, forestCarbonTool);
    expect(undone).toEqual({ context: {}, forestCarbon: { projectDuration: 30 } });
    expect(toolDiffersFromDefaults(forestCarbonTool, undone)).toBe(false);
    // A tool that is off has nothing to undo.
    expect(toolDiffersFromDefaults(interpolationTool, edited)).toBe(false);
  });

  it('leave a parameter of a tool that is off alone', () => {
    const inputs = { context: {} };
    expect(setParameterValue(inputs, 'forestCarbon', 'projectDuration', 3)).toBe(inputs);
  });
});

describe('parameter visibility and options view', () => {
  const idw = defaultToolInputs(interpolationTool);
  const kriging = { ...idw, method: 'kriging' };

  it('shows equal conditions only when equal, not-equal ones only when different', () => {
    const [, samples, , power] = interpolationTool.parameters;
    if (!samples || !power) throw new Error('fixture');
    expect(isParameterVisible(samples, idw)).toBe(false);
    expect(isParameterVisible(samples, kriging)).toBe(true);
    expect(isParameterVisible(power, idw)).toBe(true);
    expect(isParameterVisible(power, kriging)).toBe(false);
  });

  it('shows the CSV upload and kriging parameters only for kriging, advanced ones on request', () => {
    const ids = (view: ReturnType<typeof toolOptionsView>) =>
      view.kind === 'parameters' ? view.parameters.map((parameter) => parameter.id) : view.kind;
    expect(ids(toolOptionsView(interpolationTool, idw, false))).toEqual(['method', 'power']);
    expect(ids(toolOptionsView(interpolationTool, kriging, false))).toEqual(['method', 'samples']);
    expect(ids(toolOptionsView(interpolationTool, kriging, true))).toEqual([
      'method',
      'samples',
      'maxDistance',
    ]);
  });

  it('says "no options" without parameters and "only advanced" when all are advanced and hidden', () => {
    expect(toolOptionsView(contextTool, {}, false).kind).toBe('none');
    expect(toolOptionsView(contextTool, {}, true).kind).toBe('none');
    expect(toolOptionsView(forestCarbonTool, { projectDuration: 30 }, false).kind).toBe(
      'advancedOnly',
    );
    expect(toolOptionsView(forestCarbonTool, { projectDuration: 30 }, true).kind).toBe(
      'parameters',
    );
  });
});

describe('groupToolsByCategory', () => {
  it('groups visible tools in first-seen order, with no category as Other', () => {
    const groups = groupToolsByCategory(metadata.tools);
    expect(groups.map((group) => [group.category, group.label, group.tools.length])).toEqual([
      ['context', 'Context', 1],
      ['landCover', 'Land cover', 1],
      ['soil', 'Soil', 1],
      ['carbon', 'Carbon', 1],
      ['other', null, 1],
    ]);
    // The hidden search engine is not listed.
    expect(groups.flatMap((group) => group.tools).map((tool) => tool.scriptType)).not.toContain(
      'searchEngine',
    );
  });
});
