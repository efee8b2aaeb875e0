import type { AnalysisMetadata, ParameterMetadata, ToolMetadata } from '@ecotone/contracts';

/** A small catalogue for the unit tests, shaped like GET /api/analysis/metadata answers. */
export function parameter(
  overrides: Partial<ParameterMetadata> & Pick<ParameterMetadata, 'id'>,
): ParameterMetadata {
  return {
    name: overrides.id,
    description: null,
    component: 'text',
    required: false,
    advanced: false,
    defaultValue: null,
    min: null,
    max: null,
    step: 'any',
    options: null,
    visibleWhen: null,
    instrumentParameter: null,
    inputKeys: null,
    validExpectedColumns: null,
    ...overrides,
  };
}

export function tool(
  overrides: Partial<ToolMetadata> & Pick<ToolMetadata, 'scriptType'>,
): ToolMetadata {
  return {
    label: overrides.scriptType,
    category: 'other',
    categoryLabel: 'Other',
    hidden: false,
    usedInAssessments: true,
    available: true,
    statusMessage: null,
    manualUrl: `/manual/${overrides.scriptType}`,
    parameters: [],
    ...overrides,
  };
}

export const contextTool = tool({
  scriptType: 'context',
  category: 'context',
  categoryLabel: 'Context',
});

export const landCoverTool = tool({
  scriptType: 'landCoverChange',
  category: 'landCover',
  categoryLabel: 'Land cover',
  parameters: [
    parameter({ id: 'lcDatasetName', component: 'lcDataset', defaultValue: 'dynamicWorld' }),
    parameter({
      id: 'baseYear',
      component: 'year',
      defaultValue: 2016,
      instrumentParameter: 'lcDatasetName',
    }),
    parameter({ id: 'classes', component: 'multiSelect', defaultValue: ['forest', 'grassland'] }),
  ],
});

export const interpolationTool = tool({
  scriptType: 'interpolation',
  category: 'soil',
  categoryLabel: 'Soil',
  parameters: [
    parameter({
      id: 'method',
      component: 'select',
      defaultValue: 'inverse-distance',
      options: [
        { value: 'inverse-distance', label: 'Inverse distance' },
        { value: 'kriging', label: 'Kriging' },
      ],
    }),
    parameter({
      id: 'samples',
      component: 'csv',
      required: true,
      visibleWhen: { parameter: 'method', operator: 'equal', value: 'kriging' },
      validExpectedColumns: ['Name', 'Lat', 'Lon', 'SOC'],
    }),
    parameter({
      id: 'maxDistance',
      component: 'number',
      advanced: true,
      defaultValue: 1000,
      visibleWhen: { parameter: 'method', operator: 'equal', value: 'kriging' },
    }),
    parameter({
      id: 'power',
      component: 'number',
      defaultValue: 2,
      visibleWhen: { parameter: 'method', operator: 'notEqual', value: 'kriging' },
    }),
  ],
});

export const forestCarbonTool = tool({
  scriptType: 'forestCarbon',
  category: 'carbon',
  categoryLabel: 'Carbon',
  parameters: [
    parameter({
      id: 'projectDuration',
      component: 'number',
      advanced: true,
      defaultValue: 30,
      min: 0,
      max: 50,
      step: 1,
    }),
  ],
});

export const monitoringTool = tool({
  scriptType: 'monitoring',
  category: '',
  categoryLabel: '',
  available: false,
  statusMessage: 'Coming soon',
});

export const hiddenTool = tool({ scriptType: 'searchEngine', hidden: true });

/** Hidden from the inputs table, yet run by the automatic analysis (decision 0014). */
export const carbonInputsTool = tool({
  scriptType: 'carbonInputs',
  category: 'carbon',
  categoryLabel: 'Carbon',
  hidden: true,
});

export const metadata: AnalysisMetadata = {
  tools: [
    contextTool,
    landCoverTool,
    interpolationTool,
    forestCarbonTool,
    monitoringTool,
    hiddenTool,
    carbonInputsTool,
  ],
  templates: [
    {
      id: 'grasslands1',
      label: 'Grasslands',
      userSelectable: true,
      inputs: { context: {}, landCoverChange: {} },
    },
    {
      id: 'forest1',
      label: 'Forest',
      userSelectable: true,
      inputs: { context: {}, forestCarbon: { projectDuration: 40 }, monitoring: {} },
    },
    {
      id: 'undeterminedActivity1',
      label: 'No restoration',
      userSelectable: false,
      inputs: { context: {}, carbonInputs: {} },
    },
  ],
};
