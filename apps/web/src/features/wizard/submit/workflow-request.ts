import type { WorkflowRunRequest } from '@ecotone/contracts';
import { roundCoordinates, SHAPE_DECIMALS } from '@ecotone/geometry';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import type { AnalyzeChoice } from '../analyze-step/analyze-choice';
import { type MaskSettings, maskPayload } from '../exclusion/mask-settings';
import { toCollection } from '../shape-history';
import { type KeyDetails, shapefileNameOf, siteTitleOf, siteTypeOf } from '../wizard-draft';

/** Everything the wizard holds that the submission is made of (specs/1 section 3). */
export interface WizardDraft {
  shapes: readonly EditableShape[];
  keyDetails: KeyDetails;
  countryCode: string | null;
  /** The shapefile picked with "Select existing shape", while the shapes are still its own. */
  linkedImport: ImportedShapefile | null;
  analyzeChoice: AnalyzeChoice;
  /** The exclusion panel's choice (exclusion/mask-settings.ts). */
  maskSettings: MaskSettings;
}

type Params = WorkflowRunRequest['workflowParams'];

/**
 * The analysis part: automatic sends no inputs and no activity (the server runs the
 * undetermined activity's template with its defaults, decision 0014). Manual sends its inputs even when empty, so the server refuses an
 * incomplete choice instead of silently running the automatic analysis.
 */
function analysisOf(choice: AnalyzeChoice): Pick<Params, 'analysisInputs' | 'restorationActivity'> {
  if (choice.mode === 'automatic') return { analysisInputs: null, restorationActivity: null };
  return { analysisInputs: choice.inputs ?? {}, restorationActivity: choice.activity };
}

/**
 * An existing site by id, or a new one by name and type (specs/1 section 3). A missing name is
 * sent as null, so the server explains what is missing instead of refusing an empty string.
 */
function siteOf(details: KeyDetails): Pick<Params, 'siteId' | 'siteName' | 'siteType'> {
  const title = siteTitleOf(details);
  if (details.site.kind === 'existing' && title) {
    return { siteId: details.site.siteId, siteName: null, siteType: null };
  }
  return { siteId: null, siteName: title || null, siteType: siteTypeOf(details) };
}

/**
 * The body of POST /api/workflow/run for the wizard's draft (specs/1 sections 3, 5 and 7). An
 * imported shapefile whose shapes were not edited is sent by id only ('create-assessment': the
 * server reuses it with its site); otherwise the shapes go as a FeatureCollection rounded to
 * 6 decimals with the site and shapefile name ('create-shape-and-assessment'). The mask fields
 * follow the exclusion mode (`maskPayload`).
 */
export function buildWorkflowRequest(draft: WizardDraft, requestId: string): WorkflowRunRequest {
  const analysis = analysisOf(draft.analyzeChoice);
  // An imported shapefile with a mask set keeps it (specs/1 sections 2.5 and 4).
  const masks = maskPayload(draft.maskSettings, draft.linkedImport?.maskId ?? null);
  if (draft.linkedImport) {
    return {
      workflowName: 'create-assessment',
      workflowParams: {
        requestId,
        geoJson: null,
        importedShapefileId: draft.linkedImport.shapefileId,
        siteId: null,
        siteName: null,
        siteType: null,
        shapefileName: null,
        ...analysis,
        ...masks,
      },
      workflowDataBucketInfo: null,
    };
  }
  return {
    workflowName: 'create-shape-and-assessment',
    workflowParams: {
      requestId,
      geoJson: roundCoordinates(toCollection(draft.shapes), SHAPE_DECIMALS),
      importedShapefileId: null,
      ...siteOf(draft.keyDetails),
      shapefileName: shapefileNameOf(draft.keyDetails, draft.countryCode, null) || null,
      ...analysis,
      ...masks,
    },
    workflowDataBucketInfo: null,
  };
}

/** A submission that was sent, remembered with what it was made of. */
export interface SentRequest {
  /** The request's JSON without its id: equal fingerprints mean the same draft. */
  fingerprint: string;
  request: WorkflowRunRequest;
}

const fingerprintOf = (request: WorkflowRunRequest): string =>
  JSON.stringify({ ...request, workflowParams: { ...request.workflowParams, requestId: '' } });

/**
 * One request id per draft (docs/workflow.md, "One submission, one result"): sending the same
 * draft again (a double click, a retry after a lost answer or a failure) keeps the id of the last
 * submission, so the server answers its first result instead of creating a second assessment; a
 * draft that changed in any way gets the candidate's fresh id. After a success the wizard
 * forgets the last submission (`previous` null), so the next draft starts a new one.
 */
export function rememberSubmission(
  previous: SentRequest | null,
  candidate: WorkflowRunRequest,
): SentRequest {
  const fingerprint = fingerprintOf(candidate);
  if (previous?.fingerprint === fingerprint) return previous;
  return { fingerprint, request: candidate };
}
