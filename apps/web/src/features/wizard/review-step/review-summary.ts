import { AUTOMATIC_TEMPLATE_ID } from '@ecotone/analysis';
import type { AnalysisMetadata, RestorationActivity, SiteType } from '@ecotone/contracts';
import { matchTemplate } from '../../analysis-inputs';
import { ACTIVITY_TEMPLATE } from '../analyze-step/analyze-choice';
import type { WizardDraft } from '../submit/workflow-request';
import { shapefileNameOf, siteTitleOf, siteTypeOf } from '../wizard-draft';

/** The analysis catalogue as the review step has it: still loading, failed, or there. */
export type MetadataState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; data: AnalysisMetadata };

export type TemplateSummary =
  | { kind: 'automatic' }
  | { kind: 'template'; label: string }
  | { kind: 'custom' }
  | { kind: 'pending' };

export type ToolsSummary =
  | { kind: 'list'; labels: string[] }
  | { kind: 'pending' }
  | { kind: 'failed' };

/**
 * What step 4 shows (specs/1 section 2.5), as data: the component only translates it. `null`
 * means "not set" (or, for the activity, an automatic analysis).
 */
export interface ReviewSummary {
  site: { kind: 'new' | 'existing'; name: string } | null;
  siteType: SiteType | null;
  shapefile: { name: string; existing: boolean } | null;
  activity: RestorationActivity | null;
  template: TemplateSummary;
  tools: ToolsSummary;
}

/**
 * The template the manual inputs match, as the inputs table names it: the activity's template
 * wins among equal ones, and inputs that match none are 'Custom'.
 */
function templateOf(draft: WizardDraft, metadata: MetadataState): TemplateSummary {
  const { mode, activity, inputs } = draft.analyzeChoice;
  if (mode === 'automatic') return { kind: 'automatic' };
  if (metadata.status !== 'success') return { kind: 'pending' };
  const preferred = activity ? ACTIVITY_TEMPLATE[activity] : null;
  const matched = matchTemplate(metadata.data, inputs ?? {}, preferred);
  return matched ? { kind: 'template', label: matched.label } : { kind: 'custom' };
}

/**
 * The tools that will run, in the catalogue's order: a manual analysis's enabled ones; for an
 * automatic analysis (which has no activity) the available tools of the undetermined activity's
 * template, as the server runs it (decision 0014, docs/workflow.md).
 */
function toolsOf(draft: WizardDraft, metadata: MetadataState): ToolsSummary {
  if (metadata.status === 'pending') return { kind: 'pending' };
  if (metadata.status === 'error') return { kind: 'failed' };
  const { mode } = draft.analyzeChoice;
  const inputs =
    mode === 'automatic'
      ? metadata.data.templates.find((template) => template.id === AUTOMATIC_TEMPLATE_ID)?.inputs
      : draft.analyzeChoice.inputs;
  if (!inputs) return { kind: 'failed' };
  const runs = metadata.data.tools.filter(
    (tool) => inputs[tool.scriptType] !== undefined && (mode === 'manual' || tool.available),
  );
  return { kind: 'list', labels: runs.map((tool) => tool.label) };
}

/** The site, its type and the shapefile name: an imported shapefile brings its own. */
function placeOf(draft: WizardDraft): Pick<ReviewSummary, 'site' | 'siteType' | 'shapefile'> {
  const imported = draft.linkedImport;
  if (imported) {
    return {
      site: imported.siteName ? { kind: 'existing', name: imported.siteName } : null,
      siteType: imported.siteType,
      shapefile: { name: imported.shapefileName, existing: true },
    };
  }
  const details = draft.keyDetails;
  const title = siteTitleOf(details);
  const name = shapefileNameOf(details, draft.countryCode, null);
  return {
    site: title ? { kind: details.site.kind, name: title } : null,
    siteType: siteTypeOf(details),
    shapefile: name ? { name, existing: false } : null,
  };
}

export function reviewSummary(draft: WizardDraft, metadata: MetadataState): ReviewSummary {
  return {
    ...placeOf(draft),
    activity: draft.analyzeChoice.mode === 'manual' ? draft.analyzeChoice.activity : null,
    template: templateOf(draft, metadata),
    tools: toolsOf(draft, metadata),
  };
}
