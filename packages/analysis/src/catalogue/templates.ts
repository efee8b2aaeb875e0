import type { InputsCollection, ScriptType } from '../tools/script-types.js';
import { sameToolInputs, withDefaults } from './inputs.js';
import { INSTRUMENTS, type InstrumentCatalogue } from './instruments.js';
import type { TemplateDefinition, ToolDefinition } from './types.js';

/**
 * Starting points for the inputs table, one per restoration activity (specs/3 section 3). Each
 * enables the context-type tools every assessment reads plus the tools of its activity, with the
 * values of specs/3 section 9; parameters not named stay at their defaults.
 */
const CONTEXT_TOOLS = {
  context: {},
  landCoverChange: {},
  biodiversityContext: {},
  droughtsAndFloods: { timestep: 12 },
  waterBalance: {},
  soilMoisturePotential: {},
} satisfies TemplateDefinition['inputs'];

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    id: 'forest1',
    labelKey: 'tools.templates.forest1',
    userSelectable: true,
    inputs: {
      ...CONTEXT_TOOLS,
      forestCarbon: { projectDuration: 30 },
      biodiversityMsa: { projectDuration: 30, msaActivityType: 'reforestation' },
    },
  },
  {
    id: 'grasslands1',
    labelKey: 'tools.templates.grasslands1',
    userSelectable: true,
    inputs: {
      ...CONTEXT_TOOLS,
      grasslandCarbon: { projectDuration: 20, restoredState: 2 },
      snapgrazeCarbon: {},
      biodiversityMsa: { projectDuration: 20, msaActivityType: 'sustainableGrazing' },
    },
  },
  {
    id: 'ifm1',
    labelKey: 'tools.templates.ifm1',
    userSelectable: true,
    inputs: {
      ...CONTEXT_TOOLS,
      ifmCarbon: { projectDuration: 30, loggingFactor: 0.25 },
      biodiversityMsa: { projectDuration: 30, msaActivityType: 'improvedForestManagement' },
    },
  },
  {
    id: 'mangrove1',
    labelKey: 'tools.templates.mangrove1',
    userSelectable: true,
    inputs: {
      ...CONTEXT_TOOLS,
      wetlandsCarbon: { projectDuration: 30 },
      wetlandsBiodiversityMsa: { projectDuration: 30, msaActivityType: 'mangroveRestoration' },
    },
  },
  {
    id: 'undeterminedActivity1',
    labelKey: 'tools.templates.undeterminedActivity1',
    userSelectable: true,
    // No restoration: no carbon change, the baseline stocks only (carbon inputs).
    inputs: { ...CONTEXT_TOOLS, carbonInputs: {} },
  },
];

/**
 * The template each restoration activity (specs/1 section 2.5 step 3) starts from; `custom` has
 * none (the user's inputs stand). Decision 0014: an automatic analysis runs the template of the
 * activity it is given, or the undetermined activity's (baseline stocks, no carbon change).
 */
export const ACTIVITY_TEMPLATE_IDS = {
  sustainableGrasslandsManagement: 'grasslands1',
  afforestationReforestation: 'forest1',
  improvedForestManagement: 'ifm1',
  mangroveRestoration: 'mangrove1',
  custom: null,
} as const satisfies Record<string, TemplateDefinition['id'] | null>;

/** What an automatic analysis without a restoration activity runs (decision 0014). */
export const AUTOMATIC_TEMPLATE_ID: TemplateDefinition['id'] = 'undeterminedActivity1';

/** The template an automatic analysis runs for this activity (null or custom: the default). */
export function automaticTemplate(activity: string | null | undefined): TemplateDefinition {
  const chosen =
    activity && activity in ACTIVITY_TEMPLATE_IDS
      ? ACTIVITY_TEMPLATE_IDS[activity as keyof typeof ACTIVITY_TEMPLATE_IDS]
      : null;
  const id = chosen ?? AUTOMATIC_TEMPLATE_ID;
  const template = TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`No template ${id}`);
  return template;
}

export const CUSTOM_TEMPLATE_ID = 'custom';
export const CUSTOM_TEMPLATE_LABEL_KEY = 'tools.templates.custom';
export type TemplateChoice = TemplateDefinition['id'] | typeof CUSTOM_TEMPLATE_ID;

/**
 * The inputs collection a template gives: its tools that can run, each with every parameter
 * resolved. Tools that are not available are left out: they cannot be enabled (until built, the
 * templates differ only in tools that are not available yet).
 */
export function applyTemplate(
  template: TemplateDefinition,
  tools: readonly ToolDefinition[],
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): InputsCollection {
  const collection: InputsCollection = {};
  for (const tool of tools) {
    const values = template.inputs[tool.scriptType];
    if (values && tool.available) {
      collection[tool.scriptType] = withDefaults(tool, values, now, catalogue);
    }
  }
  return collection;
}

/**
 * The user-selectable template whose inputs equal these (defaults applied on both sides), or
 * 'custom'. Several templates can give the same inputs; `preferred` (the current choice, e.g. the
 * assessment's restoration activity) wins among them, otherwise the first in order.
 */
export function matchTemplate(
  inputs: InputsCollection,
  tools: readonly ToolDefinition[],
  templates: readonly TemplateDefinition[],
  now: Date,
  options: { catalogue?: InstrumentCatalogue; preferred?: string } = {},
): TemplateChoice {
  const catalogue = options.catalogue ?? INSTRUMENTS;
  const matches = templates.filter(
    (template) =>
      template.userSelectable &&
      sameCollection(inputs, applyTemplate(template, tools, now, catalogue), tools, now, catalogue),
  );
  const preferred = matches.find((template) => template.id === options.preferred);
  return (preferred ?? matches[0])?.id ?? CUSTOM_TEMPLATE_ID;
}

function sameCollection(
  a: InputsCollection,
  b: InputsCollection,
  tools: readonly ToolDefinition[],
  now: Date,
  catalogue: InstrumentCatalogue,
): boolean {
  const enabledA = Object.keys(a).sort();
  const enabledB = Object.keys(b).sort();
  if (enabledA.join() !== enabledB.join()) return false;
  return enabledA.every((scriptType) => {
    const tool = tools.find((candidate) => candidate.scriptType === scriptType);
    const key = scriptType as ScriptType;
    return tool !== undefined && sameToolInputs(tool, a[key] ?? {}, b[key] ?? {}, now, catalogue);
  });
}

const TEMPLATE_IDS: readonly string[] = [
  ...TEMPLATES.map((template) => template.id),
  CUSTOM_TEMPLATE_ID,
];

/**
 * The recommended restoration activity as a template id (`tools.templates.*`): stored either as
 * the template (forest1, ...) or as the wizard's activity (afforestationReforestation, ...),
 * which maps to its template. Null when none was chosen; an unknown value is shown as it came.
 */
export function restorationTemplateOf(
  activity: string | null,
): { templateId: string } | { unknown: string } | null {
  if (!activity) return null;
  if (TEMPLATE_IDS.includes(activity)) return { templateId: activity };
  if (activity in ACTIVITY_TEMPLATE_IDS) {
    const templateId = ACTIVITY_TEMPLATE_IDS[activity as keyof typeof ACTIVITY_TEMPLATE_IDS];
    return { templateId: templateId ?? 'custom' };
  }
  return { unknown: activity };
}
