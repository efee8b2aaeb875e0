import type { InputsCollection, ScriptType, ToolInputs } from '@ecotone/analysis';
import type {
  AnalysisMetadata,
  ParameterMetadata,
  TemplateMetadata,
  ToolMetadata,
} from '@ecotone/contracts';

export type { InputsCollection, ToolInputs };

/**
 * Pure rules of the analysis inputs table over the API's metadata (specs/3 section 2). None of
 * these mutate their arguments: the table is controlled and hands a new collection to onChange.
 */

/** Structural equality for parameter values (numbers, strings, booleans, lists, plain objects). */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => sameValue(item, right[index]));
  }
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  const leftKeys = Object.keys(left);
  const rightRecord = right as Record<string, unknown>;
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every(
    (key) =>
      Object.hasOwn(rightRecord, key) &&
      sameValue((left as Record<string, unknown>)[key], rightRecord[key]),
  );
}

/** A tool's parameters at their default values (a missing default is null, so it survives JSON). */
export function defaultToolInputs(tool: ToolMetadata): ToolInputs {
  return Object.fromEntries(
    tool.parameters.map((parameter) => [
      parameter.id,
      structuredClone(parameter.defaultValue ?? null),
    ]),
  );
}

const toolsByType = (metadata: AnalysisMetadata): Map<string, ToolMetadata> =>
  new Map(metadata.tools.map((tool) => [tool.scriptType, tool]));

/**
 * The inputs a template stands for: each tool it names, if the catalogue has it and it can run,
 * at its defaults overlaid with the template's values.
 */
export function applyTemplate(
  metadata: AnalysisMetadata,
  template: TemplateMetadata,
): InputsCollection {
  const tools = toolsByType(metadata);
  const inputs: InputsCollection = {};
  for (const [scriptType, values] of Object.entries(template.inputs)) {
    const tool = tools.get(scriptType);
    if (!tool?.available) continue;
    inputs[tool.scriptType] = { ...defaultToolInputs(tool), ...structuredClone(values) };
  }
  return inputs;
}

/** Whether two collections enable the same tools with the same values. */
export function sameInputs(left: InputsCollection, right: InputsCollection): boolean {
  return sameValue(left, right);
}

/**
 * The user-selectable template the inputs are exactly equal to, or null ('Custom'). Several
 * templates can give the same inputs (while the tools that tell them apart are not built); the
 * preferred one (the last chosen, or the restoration activity's) wins, else the first.
 */
export function matchTemplate(
  metadata: AnalysisMetadata,
  inputs: InputsCollection,
  preferredId: string | null = null,
): TemplateMetadata | null {
  const matches = metadata.templates.filter(
    (template) => template.userSelectable && sameInputs(applyTemplate(metadata, template), inputs),
  );
  return matches.find((template) => template.id === preferredId) ?? matches[0] ?? null;
}

/** Whether "Undo changes" applies: the tool is enabled and a value differs from its default. */
export function toolDiffersFromDefaults(tool: ToolMetadata, inputs: InputsCollection): boolean {
  const toolInputs = inputs[tool.scriptType];
  if (!toolInputs) return false;
  return !sameValue(toolInputs, defaultToolInputs(tool));
}

/** Enables a tool at its defaults, or disables it (only enabled tools are in the collection). */
export function setToolEnabled(
  inputs: InputsCollection,
  tool: ToolMetadata,
  enabled: boolean,
): InputsCollection {
  const enabledNow = inputs[tool.scriptType] !== undefined;
  if (enabled === enabledNow || (enabled && !tool.available)) return inputs;
  if (enabled) return { ...inputs, [tool.scriptType]: defaultToolInputs(tool) };
  const { [tool.scriptType]: _removed, ...others } = inputs;
  return others;
}

export function resetTool(inputs: InputsCollection, tool: ToolMetadata): InputsCollection {
  if (!inputs[tool.scriptType]) return inputs;
  return { ...inputs, [tool.scriptType]: defaultToolInputs(tool) };
}

export function setParameterValue(
  inputs: InputsCollection,
  scriptType: ScriptType,
  parameterId: string,
  value: unknown,
): InputsCollection {
  const toolInputs = inputs[scriptType];
  if (!toolInputs) return inputs;
  return { ...inputs, [scriptType]: { ...toolInputs, [parameterId]: value } };
}

/** A parameter with a visibility condition shows only while the condition holds. */
export function isParameterVisible(parameter: ParameterMetadata, toolInputs: ToolInputs): boolean {
  const condition = parameter.visibleWhen;
  if (!condition) return true;
  const matches = sameValue(toolInputs[condition.parameter], condition.value);
  return condition.operator === 'equal' ? matches : !matches;
}

export type ToolOptionsView =
  | { kind: 'none' }
  | { kind: 'advancedOnly' }
  | { kind: 'parameters'; parameters: ParameterMetadata[] };

/**
 * What a tool's expanded row shows: 'No options required' without parameters, 'only advanced
 * options' when every parameter is advanced and those are hidden, else the visible parameters.
 */
export function toolOptionsView(
  tool: ToolMetadata,
  toolInputs: ToolInputs,
  showAdvanced: boolean,
): ToolOptionsView {
  if (tool.parameters.length === 0) return { kind: 'none' };
  if (!showAdvanced && tool.parameters.every((parameter) => parameter.advanced)) {
    return { kind: 'advancedOnly' };
  }
  const parameters = tool.parameters.filter(
    (parameter) =>
      (showAdvanced || !parameter.advanced) && isParameterVisible(parameter, toolInputs),
  );
  return { kind: 'parameters', parameters };
}

export interface ToolCategoryGroup {
  category: string;
  /** As the API gives it, already in the request's language; null reads as 'Other'. */
  label: string | null;
  tools: ToolMetadata[];
}

/** Visible tools grouped by category, in the order categories first appear; no category = other. */
export function groupToolsByCategory(tools: readonly ToolMetadata[]): ToolCategoryGroup[] {
  const groups = new Map<string, ToolCategoryGroup>();
  for (const tool of tools) {
    if (tool.hidden) continue;
    const category = tool.category.trim() || 'other';
    const label = tool.categoryLabel.trim() || null;
    const group = groups.get(category) ?? { category, label, tools: [] };
    group.tools.push(tool);
    groups.set(category, group);
  }
  return [...groups.values()];
}
