import {
  TERRESTRIAL_MSA_ACTIVITIES,
  WETLAND_MSA_ACTIVITIES,
} from '../biodiversity/msa-activities.js';
import { SCRIPT_TYPES, type ScriptType } from '../tools/script-types.js';
import {
  forestCarbonParameters,
  grasslandCarbonParameters,
  ifmCarbonParameters,
  snapgrazeCarbonParameters,
  wetlandsCarbonParameters,
} from './carbon-tools.js';
import {
  customScale,
  instrument,
  landCoverDataset,
  options,
  parameter,
  projectDuration,
  vegetationIndex,
  year,
} from './parameters.js';
import {
  interpolationParameters,
  landParcelParameters,
  searchEngineParameters,
  socSamplingParameters,
} from './soil-and-site-tools.js';
import type { ParameterDefinition, ToolCategory, ToolDefinition } from './types.js';

/**
 * The analyses whose computation exists in this product. Every other tool is listed with its
 * parameters and a status message, and cannot be enabled (docs/analysis-catalogue.md).
 */
export const AVAILABLE_TOOLS: readonly ScriptType[] = [
  'context',
  'landCoverChange',
  'vegetationChange',
  'performanceDegradation',
  'carbonInputs',
  'forestCarbon',
  'grasslandCarbon',
  'ifmCarbon',
  'wetlandsCarbon',
  'snapgrazeCarbon',
  'biodiversityMsa',
  'wetlandsBiodiversityMsa',
  'fireContext',
  'droughtsAndFloods',
  'soilMoisturePotential',
  'waterBalance',
  'biodiversityContext',
];

export const NOT_AVAILABLE_STATUS_KEY = 'tools.status.notAvailable';

interface ToolSpec {
  category: ToolCategory;
  hidden?: boolean;
  usedInAssessments: boolean;
  parameters: ParameterDefinition[];
}

/** decision 0018: the restoration activity the MSA "after" state assumes (one parameter id). */
function msaActivityType(activities: readonly string[], defaultValue: string): ParameterDefinition {
  return parameter('msaActivityType', 'select', {
    defaultValue,
    options: options(
      'msaActivityType',
      activities.map((activity) => [activity, activity] as const),
    ),
  });
}

const SPECS: Record<ScriptType, ToolSpec> = {
  context: { category: 'context', usedInAssessments: true, parameters: [] },
  landCoverChange: {
    category: 'landCover',
    usedInAssessments: true,
    // decisions/0005: MODIS MCD12Q1 is the open product that covers the 2001 base year.
    parameters: [
      landCoverDataset('modis'),
      year('baseYear', 'lcDatasetName', 2001),
      year('studyYear', 'lcDatasetName', 'lastAvailableYear'),
    ],
  },
  vegetationChange: {
    category: 'landCover',
    usedInAssessments: false,
    // decisions/0016: base year 2016 (the spec's); Sentinel-2 L2A on the Planetary Computer covers it.
    parameters: [
      instrument('sentinel2'),
      year('baseYear', 'instrumentName', 2016),
      year('studyYear', 'instrumentName', 'lastAvailableYear'),
      vegetationIndex(),
      customScale(),
    ],
  },
  performanceDegradation: {
    category: 'degradation',
    usedInAssessments: false,
    // MOD13Q1 NDVI is the Trends.Earth default; 2001 is its first full year.
    parameters: [
      instrument('modis'),
      year('baseYear', 'instrumentName', 2001),
      year('studyYear', 'instrumentName', 'lastAvailableYear'),
      customScale(),
    ],
  },
  forestCarbon: { category: 'carbon', usedInAssessments: true, parameters: forestCarbonParameters },
  grasslandCarbon: {
    category: 'carbon',
    usedInAssessments: true,
    parameters: grasslandCarbonParameters,
  },
  ifmCarbon: { category: 'carbon', usedInAssessments: true, parameters: ifmCarbonParameters },
  wetlandsCarbon: {
    category: 'carbon',
    usedInAssessments: true,
    parameters: wetlandsCarbonParameters,
  },
  snapgrazeCarbon: {
    category: 'carbon',
    usedInAssessments: false,
    parameters: snapgrazeCarbonParameters,
  },
  // Measures the site values the grazing model reads; offered through snapgrazeCarbon.
  carbonInputs: { category: 'carbon', hidden: true, usedInAssessments: false, parameters: [] },
  biodiversityContext: { category: 'biodiversity', usedInAssessments: true, parameters: [] },
  biodiversityMsa: {
    category: 'biodiversity',
    usedInAssessments: true,
    parameters: [
      projectDuration(30),
      landCoverDataset('esri'),
      year('studyYear', 'lcDatasetName', 'lastAvailableYear'),
      msaActivityType(TERRESTRIAL_MSA_ACTIVITIES, 'reforestation'),
    ],
  },
  wetlandsBiodiversityMsa: {
    category: 'biodiversity',
    usedInAssessments: true,
    parameters: [
      projectDuration(30),
      landCoverDataset('esri'),
      year('studyYear', 'lcDatasetName', 'lastAvailableYear'),
      msaActivityType(WETLAND_MSA_ACTIVITIES, 'wetlandRestoration'),
    ],
  },
  droughtsAndFloods: {
    category: 'water',
    usedInAssessments: true,
    parameters: [
      parameter('timestep', 'select', {
        defaultValue: 12,
        options: options(
          'timestep',
          [3, 6, 12, 24, 36, 48].map((months) => [months, `m${months}`] as const),
        ),
      }),
    ],
  },
  soilMoisturePotential: { category: 'water', usedInAssessments: true, parameters: [] },
  waterBalance: { category: 'water', usedInAssessments: true, parameters: [] },
  fireContext: { category: 'fire', usedInAssessments: false, parameters: [] },
  socSampling: { category: 'soil', usedInAssessments: false, parameters: socSamplingParameters },
  stratifySoils: { category: 'soil', usedInAssessments: false, parameters: [] },
  interpolation: {
    category: 'soil',
    usedInAssessments: false,
    parameters: interpolationParameters,
  },
  monitoring: {
    category: 'monitoring',
    usedInAssessments: false,
    parameters: [
      parameter('monitoringInstrumentName', 'monitoringInstrument', { defaultValue: 'sentinel2' }),
      vegetationIndex(),
      // Empty: from the instrument's first date / up to today.
      parameter('startDate', 'date', {
        defaultValue: null,
        required: false,
        instrumentParameter: 'monitoringInstrumentName',
      }),
      parameter('endDate', 'date', {
        defaultValue: null,
        required: false,
        instrumentParameter: 'monitoringInstrumentName',
      }),
    ],
  },
  // The site search and the parcel lookup have their own screens; not in the inputs table.
  searchEngine: {
    category: 'other',
    hidden: true,
    usedInAssessments: false,
    parameters: searchEngineParameters,
  },
  landParcel: {
    category: 'other',
    hidden: true,
    usedInAssessments: false,
    parameters: landParcelParameters,
  },
};

function toolDefinition(scriptType: ScriptType): ToolDefinition {
  const spec = SPECS[scriptType];
  const available = AVAILABLE_TOOLS.includes(scriptType);
  return {
    scriptType,
    labelKey: `tools.labels.${scriptType}`,
    category: spec.category,
    hidden: spec.hidden ?? false,
    usedInAssessments: spec.usedInAssessments,
    available,
    ...(available ? {} : { statusMessageKey: NOT_AVAILABLE_STATUS_KEY }),
    manualUrl: `/manual/analyses/${scriptType}`,
    parameters: spec.parameters,
  };
}

/** Every tool type of specs/3 section 3, in the order of SCRIPT_TYPES. */
export const TOOLS: readonly ToolDefinition[] = SCRIPT_TYPES.map(toolDefinition);

export function toolDefinitionOf(
  scriptType: ScriptType,
  tools: readonly ToolDefinition[] = TOOLS,
): ToolDefinition | undefined {
  return tools.find((tool) => tool.scriptType === scriptType);
}
