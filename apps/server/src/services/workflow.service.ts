import { catalogueInputRules, type InputsCollection, type ScriptType } from '@ecotone/analysis';
import type { WorkflowRunAnswer, WorkflowRunBody } from '@ecotone/contracts';
import type { AccessPolicy, AccessSubject } from '../access/access-policy.js';
import {
  type AnalysisRunDependencies,
  type AnalysisRunService,
  type InputsCatalogue,
  requireHubDatasetsAllowed,
  type StartedAnalysis,
} from '../analysis/analysis-run.service.js';
import type { Viewer } from '../auth/viewer.js';
import type { SubmittedCustomMask } from '../bodies/workflow-body.task.js';
import type { ComputePool } from '../compute/compute-pool.js';
import type { ComputeOutput } from '../compute/compute-tasks.js';
import { movableBytes } from '../compute/moved.js';
import { runShapeTask } from '../compute/shape-pool.js';
import type { Config } from '../config.js';
import { isUniqueViolation, type SqlRunner } from '../db/database.js';
import { AppError, appErrorOf } from '../errors.js';
import type { AccessRepository, AccessStatements } from '../repositories/access.repository.js';
import type {
  AssessmentRepository,
  AssessmentStatements,
} from '../repositories/assessment.repository.js';
import type { MaskRepository, MaskStatements } from '../repositories/mask.repository.js';
import type {
  ShapefileRepository,
  ShapefileStatements,
} from '../repositories/shapefile.repository.js';
import type { SiteRepository, SiteStatements } from '../repositories/site.repository.js';
import type {
  WorkflowAnswerRecord,
  WorkflowRequestRepository,
  WorkflowRequestStatements,
} from '../repositories/workflow-request.repository.js';
import type { FileStorage } from '../storage/storage.js';
import type { PermissionService } from './permission.service.js';
import { invalidShape } from './valid-shape.js';
import {
  type ComputedMaskSet,
  computeMaskSet,
  discardMaskFiles,
  type MaskRequest,
  maskRequestOf,
  maskSetRecord,
} from './workflow-masks.js';
import { isWorkflowUploadNotFound, type WorkflowUploads } from './workflow-upload.js';

type WorkflowBodyOutputInline = Extract<ComputeOutput<'readWorkflowBody'>, { ok: true }>['inline'];

export interface WorkflowDependencies {
  sites: Pick<SiteRepository, 'on'>;
  shapefiles: Pick<ShapefileRepository, 'on' | 'find' | 'geometryText'>;
  /** Mask sets (docs/masks-server.md "Workflow"): stored in the transaction through `on`. */
  masks: Pick<MaskRepository, 'on'>;
  /** Where a mask set's files are written before the transaction (and deleted if unused). */
  storage: Pick<FileStorage, 'put' | 'delete'>;
  /** The data the mask kernels read (synthetic by default). */
  analysisData?: Config['analysisData'];
  assessments: Pick<AssessmentRepository, 'on'>;
  /** Opens the submission's transaction; the other repositories join it through `on(runner)`. */
  workflowRequests: Pick<WorkflowRequestRepository, 'find' | 'on' | 'inTransaction'>;
  permissions: Pick<PermissionService, 'require' | 'can'>;
  /** The one access policy: asked before the transaction, and inside it through `access.on`. */
  accessPolicy: Pick<AccessPolicy, 'subject' | 'require'>;
  access: Pick<AccessRepository, 'on'>;
  analysisRuns: Pick<AnalysisRunService, 'startAnalysis' | 'queue'>;
  /** The shape pool: a submitted shape is prepared off the thread that answers HTTP. */
  compute: ComputePool;
  /** Documents named by `workflowDataBucketInfo` (docs/uploads.md). */
  uploads: Pick<WorkflowUploads, 'read' | 'discard'>;
  /** The tools that can run: an automatic analysis enables each of them with its defaults. */
  tools: AnalysisRunDependencies['tools'];
  catalogue?: InputsCatalogue;
  now?: () => Date;
}

type Params = WorkflowRunBody['workflowParams'];

/** The repositories a submission writes through, all on its one transaction. */
interface WorkflowTransaction {
  sites: SiteStatements;
  shapefiles: ShapefileStatements;
  assessments: AssessmentStatements;
  requests: WorkflowRequestStatements;
  masks: MaskStatements;
  access: AccessStatements;
}

/** What a submission asks for, checked before the transaction opens. */
type Plan =
  | { kind: 'newShape'; site: SiteChoice; name: string; shapeText: string; areaHa: number }
  | { kind: 'importedShape'; shapefileId: string }
  | { kind: 'update'; assessmentId: string };
type SiteChoice = { siteId: string } | { title: string; siteType: NonNullable<Params['siteType']> };

interface Submission {
  viewer: Viewer;
  body: WorkflowRunBody;
  plan: Plan;
  analysis: { inputs: InputsCollection; activity: string | null };
  /** Who submits, as the access policy sees them (asked before the transaction). */
  who: AccessSubject;
  /** The mask set computed for it before the transaction; null: no new set. */
  maskSet: ComputedMaskSet | null;
}

const refuse = (code: string, params?: Record<string, string | number>) =>
  new AppError('WORKFLOW_REFUSED', {}, { reason: { namespace: 'workflow', code, params } });

function siteChoice(params: Params): SiteChoice {
  if (params.siteId) return { siteId: params.siteId };
  if (!params.siteName) throw refuse('SITE_REQUIRED');
  if (!params.siteType) throw refuse('SITE_TYPE_REQUIRED');
  return { title: params.siteName, siteType: params.siteType };
}

/**
 * A submission's new shape, from the body or from its uploaded document: whether there is one,
 * and it validated, repaired and measured on a shape-pool thread, as stored (JSON text).
 */
interface SubmittedShape {
  present: boolean;
  prepared(): Promise<{ shapeText: string; areaHa: number }>;
  /** The exclusion mask sent with it (`maskGeojson`), dissolved on the pool. */
  customMask: SubmittedCustomMask;
}

/** The shape sent inline, already prepared where the body was read (`readWorkflowBody`). */
function preparedInlineShape(
  inline: WorkflowBodyOutputInline,
  customMask: SubmittedCustomMask,
): SubmittedShape {
  return {
    present: inline.present,
    customMask,
    async prepared() {
      if (!inline.prepared) throw new Error('readWorkflowBody did not prepare the inline shape');
      if (!inline.prepared.ok) throw invalidShape(inline.prepared.reason);
      return inline.prepared;
    },
  };
}

/**
 * The shape of an uploaded document, read on a pool thread (`readWorkflowDocument`): the
 * document's bytes are moved there, never parsed on the thread that answers HTTP. A shape the
 * workflow will store is prepared in the same task; its refusal, if any, is thrown only when the
 * plan reaches it, in the same order as for an inline shape.
 */
async function uploadedShape(
  bytes: Uint8Array,
  prepare: boolean,
  compute: ComputePool,
): Promise<SubmittedShape> {
  const moved = movableBytes(bytes);
  const document = await runShapeTask(
    compute,
    'readWorkflowDocument',
    { bytes: moved, prepare },
    { transferList: [moved.buffer as ArrayBuffer] },
  );
  if (!document.ok) throw refuse(document.code);
  const { prepared } = document;
  return {
    present: document.hasShape,
    customMask: document.customMask,
    async prepared() {
      if (!prepared) throw new Error('readWorkflowDocument was not asked to prepare the shape');
      if (!prepared.ok) throw invalidShape(prepared.reason);
      return prepared;
    },
  };
}

/** The per-workflow rules of specs/1 sections 4 and 7 that need no database. */
async function planOf(body: WorkflowRunBody, shape: SubmittedShape): Promise<Plan> {
  const params = body.workflowParams;
  switch (body.workflowName) {
    case 'create-shape-and-assessment': {
      if (params.importedShapefileId) throw refuse('SHAPE_AND_IMPORTED_SHAPEFILE');
      if (!shape.present) throw refuse('SHAPE_REQUIRED');
      const site = siteChoice(params);
      if (!params.shapefileName) throw refuse('SHAPEFILE_NAME_REQUIRED');
      const { shapeText, areaHa } = await shape.prepared();
      return { kind: 'newShape', site, name: params.shapefileName, shapeText, areaHa };
    }
    case 'create-assessment':
      if (!params.importedShapefileId) throw refuse('IMPORTED_SHAPEFILE_REQUIRED');
      if (shape.present) throw refuse('SHAPE_AND_IMPORTED_SHAPEFILE');
      return { kind: 'importedShape', shapefileId: params.importedShapefileId };
    case 'update-assessment':
      if (!params.assessmentId) throw refuse('ASSESSMENT_REQUIRED');
      return { kind: 'update', assessmentId: params.assessmentId };
  }
}

/** The stored answer of this submission's requestId, if an earlier submission had it. */
async function earlierAnswer(
  requests: Pick<WorkflowRequestStatements, 'find'>,
  { viewer, body }: Pick<Submission, 'viewer' | 'body'>,
) {
  const earlier = await requests.find(viewer.userId, body.workflowParams.requestId);
  if (earlier && earlier.workflowName !== body.workflowName) throw refuse('REQUEST_ID_REUSED');
  return earlier?.answer;
}

/**
 * POST /api/workflow/run (docs/workflow.md): the wizard's submission becomes a site, a shapefile,
 * an analysis with its QUEUED tool runs and an assessment, all in one transaction, or nothing at
 * all. Jobs are queued after commit. The same requestId from the same user answers the first
 * result. Under the one access policy (docs/access-policy.md): adding a shapefile to an existing
 * site, starting an assessment on an existing shapefile and updating an assessment need full
 * access to it; without access the id answers NOT_FOUND (nobody learns it exists), with a lower
 * level FORBIDDEN.
 */
export function createWorkflowService(deps: WorkflowDependencies) {
  const now = deps.now ?? (() => new Date());
  const catalogue = deps.catalogue ?? catalogueInputRules;

  /**
   * Manual inputs as given (refused early when the catalogue says so); automatic: the template of
   * the activity given, or of the undetermined activity (decision 0014), with defaults.
   */
  function analysisInputsOf(params: Params): {
    inputs: InputsCollection;
    activity: string | null;
  } {
    if (!params.analysisInputs) {
      const runnable = Object.keys(deps.tools) as ScriptType[];
      const activity = params.restorationActivity ?? null;
      return { inputs: catalogue.automaticInputs(activity, runnable, now()), activity };
    }
    if (!params.restorationActivity) throw refuse('ACTIVITY_REQUIRED');
    const [problem] = catalogue.validate(params.analysisInputs, now());
    if (problem) {
      const details = problem.parameter ? `${problem.parameter}: ${problem.code}` : problem.code;
      throw new AppError('INVALID_ANALYSIS_INPUTS', { scriptType: problem.scriptType, details });
    }
    return { inputs: params.analysisInputs, activity: params.restorationActivity };
  }

  async function siteIdFor(
    tx: WorkflowTransaction,
    viewer: Viewer,
    site: SiteChoice,
    who: AccessSubject,
  ): Promise<string> {
    if (!('siteId' in site)) return tx.sites.create({ ...site, createdBy: viewer.userId });
    await deps.accessPolicy.require(who, 'site', site.siteId, 'full', tx.access);
    return site.siteId;
  }

  /** The shapefile and assessment the submission is about; new ones are stored here. */
  async function target(
    tx: WorkflowTransaction,
    viewer: Viewer,
    plan: Plan,
    who: AccessSubject,
  ): Promise<{ siteId: string | null; shapefileId: string; assessmentId?: string }> {
    if (plan.kind === 'newShape') {
      const siteId = await siteIdFor(tx, viewer, plan.site, who);
      if (await tx.shapefiles.nameTakenInSite(siteId, plan.name))
        throw refuse('SHAPEFILE_NAME_TAKEN', { name: plan.name });
      const shapefileId = await tx.shapefiles.create({
        siteId,
        name: plan.name,
        geojsonText: plan.shapeText,
        totalAreaHa: plan.areaHa,
        createdBy: viewer.userId,
      });
      return { siteId, shapefileId };
    }
    if (plan.kind === 'importedShape') {
      await deps.accessPolicy.require(who, 'shapefile', plan.shapefileId, 'full', tx.access);
      const shapefile = await tx.shapefiles.find(plan.shapefileId);
      if (!shapefile) throw new AppError('NOT_FOUND');
      return { siteId: shapefile.siteId, shapefileId: shapefile.id };
    }
    const assessment = await tx.assessments.lock(plan.assessmentId);
    if (!assessment) throw new AppError('NOT_FOUND');
    await deps.accessPolicy.require(who, 'assessment', assessment.id, 'full', tx.access);
    const shapefile = await tx.shapefiles.find(assessment.shapefileId);
    if (!shapefile) throw new AppError('NOT_FOUND');
    return { siteId: shapefile.siteId, shapefileId: shapefile.id, assessmentId: assessment.id };
  }

  /**
   * The mask set to store with the submission, computed on the pool before the transaction: none
   * when skipped or when the shape does not change (update-assessment), and none for an existing
   * shapefile that already has a set (it keeps it). An existing shapefile is measured only after
   * the viewer is found to be allowed to use it (checked again in the transaction).
   */
  async function maskSetFor(
    plan: Plan,
    request: MaskRequest,
    who: AccessSubject,
  ): Promise<ComputedMaskSet | null> {
    if (request.mode === 'none' || plan.kind === 'update') return null;
    const maskDeps = {
      compute: deps.compute,
      storage: deps.storage,
      analysisData: deps.analysisData ?? { mode: 'synthetic' as const },
    };
    if (plan.kind === 'newShape') return computeMaskSet(maskDeps, plan.shapeText, request);
    await deps.accessPolicy.require(who, 'shapefile', plan.shapefileId, 'full');
    const shapefile = await deps.shapefiles.find(plan.shapefileId);
    if (!shapefile) throw new AppError('NOT_FOUND');
    if (shapefile.maskId) return null;
    const geometry = await deps.shapefiles.geometryText(plan.shapefileId);
    if (!geometry) throw new AppError('NOT_FOUND');
    return computeMaskSet(maskDeps, geometry, request);
  }

  /** The writes of one submission; `started` is unset when an earlier one answered it. */
  async function store(
    runner: SqlRunner,
    submission: Submission,
  ): Promise<{ answer: WorkflowAnswerRecord; started?: StartedAnalysis; maskSetStored?: boolean }> {
    const { viewer, body, plan, analysis, who } = submission;
    const tx: WorkflowTransaction = {
      sites: deps.sites.on(runner),
      shapefiles: deps.shapefiles.on(runner),
      assessments: deps.assessments.on(runner),
      requests: deps.workflowRequests.on(runner),
      masks: deps.masks.on(runner),
      access: deps.access.on(runner),
    };
    await tx.requests.lock(viewer.userId, body.workflowParams.requestId);
    const earlier = await earlierAnswer(tx.requests, submission);
    if (earlier) return { answer: earlier };
    const { siteId, shapefileId, assessmentId } = await target(tx, viewer, plan, who);
    // Before the analysis, which runs under the shapefile's set (analysis.mask_id).
    const stored =
      submission.maskSet !== null &&
      (await tx.masks.createSet(maskSetRecord(submission.maskSet, shapefileId, viewer.userId)));
    const started = await deps.analysisRuns.startAnalysis(runner, {
      shapefileId,
      inputs: analysis.inputs,
      createdBy: viewer.userId,
    });
    const { analysisId } = started;
    if (assessmentId) await tx.assessments.setAnalysis(assessmentId, analysisId, analysis.activity);
    const answer = {
      siteId,
      shapefileId,
      analysisId,
      assessmentId:
        assessmentId ??
        (await tx.assessments.create({
          shapefileId,
          restorationActivity: analysis.activity,
          analysisId,
          createdBy: viewer.userId,
        })),
    };
    await tx.requests.create({
      createdBy: viewer.userId,
      requestId: body.workflowParams.requestId,
      workflowName: body.workflowName,
      answer,
    });
    return { answer, started, maskSetStored: stored };
  }

  /** The submission with its shape in hand, from here to the queued jobs. */
  async function submit(
    viewer: Viewer,
    body: WorkflowRunBody,
    shape: SubmittedShape,
  ): Promise<WorkflowRunAnswer> {
    const params = body.workflowParams;
    const plan = await planOf(body, shape);
    const masks = maskRequestOf(params, shape.customMask);
    const analysis = analysisInputsOf(params);
    await requireHubDatasetsAllowed(
      { catalogue, permissions: deps.permissions },
      viewer,
      analysis.inputs,
    );
    // Asked before the transaction: on PGlite a query outside it would wait for it to end.
    const who = await deps.accessPolicy.subject(viewer);
    // A repeated submission answers the first result without computing masks again.
    const earlier = await earlierAnswer(deps.workflowRequests, { viewer, body });
    if (earlier) return { success: true, ...earlier };
    const maskSet = await maskSetFor(plan, masks, who);
    const submission: Submission = { viewer, body, plan, analysis, who, maskSet };
    let outcome: Awaited<ReturnType<typeof store>>;
    try {
      outcome = await deps.workflowRequests.inTransaction((runner) => store(runner, submission));
    } catch (error) {
      await discardMaskFiles(deps.storage, maskSet);
      if (!isUniqueViolation(error)) throw error;
      // A concurrent transaction won a unique key: the same submission (answer it), or a
      // shapefile of the same name in the same site.
      const earlier = await earlierAnswer(deps.workflowRequests, submission);
      if (earlier) return { success: true, ...earlier };
      const { plan } = submission;
      if (plan.kind === 'newShape') throw refuse('SHAPEFILE_NAME_TAKEN', { name: plan.name });
      throw error;
    }
    if (!outcome.maskSetStored) await discardMaskFiles(deps.storage, maskSet);
    if (outcome.started) await deps.analysisRuns.queue(outcome.started);
    return { success: true, ...outcome.answer };
  }

  /**
   * With `workflowDataBucketInfo`, the shape comes from the uploaded document (unless sent inline
   * as well), read before the transaction and deleted after it commits. A repeated submission
   * whose first one already used (and deleted) the upload answers the first result.
   */
  async function runWith(
    viewer: Viewer,
    body: WorkflowRunBody,
    inline: SubmittedShape,
  ): Promise<WorkflowRunAnswer> {
    const info = body.workflowDataBucketInfo;
    const params = body.workflowParams;
    if (!info) return submit(viewer, body, inline);
    let bytes: Uint8Array;
    try {
      bytes = await deps.uploads.read(viewer, info);
    } catch (error) {
      const earlier = isWorkflowUploadNotFound(error)
        ? await deps.workflowRequests.find(viewer.userId, params.requestId)
        : undefined;
      if (earlier?.workflowName === body.workflowName) return { success: true, ...earlier.answer };
      throw error;
    }
    // A shape sent inline as well wins over the document's (which is still checked).
    const prepare = body.workflowName === 'create-shape-and-assessment' && !inline.present;
    const document = await uploadedShape(bytes, prepare, deps.compute);
    const shape = inline.present ? inline : document;
    // Likewise a mask sent inline wins over the document's.
    const customMask = inline.customMask ?? document.customMask;
    const answer = await submit(viewer, body, { ...shape, customMask });
    await deps.uploads.discard(info);
    return answer;
  }

  return {
    /**
     * POST /api/workflow/run: the body's bytes as they arrived, moved to a shape-pool thread that
     * parses and checks them and prepares the inline shape (`readWorkflowBody`), so a 20 MB body
     * never holds the thread that answers HTTP. Someone who may not submit is refused before any
     * of that work.
     */
    async runBody(viewer: Viewer, bytes: Uint8Array): Promise<WorkflowRunAnswer> {
      await deps.permissions.require(viewer, 'create:site');
      const moved = movableBytes(bytes);
      const read = await runShapeTask(
        deps.compute,
        'readWorkflowBody',
        { body: moved },
        { transferList: [moved.buffer as ArrayBuffer] },
      );
      if (!read.ok) throw appErrorOf(read.error);
      return runWith(viewer, read.body, preparedInlineShape(read.inline, read.customMask));
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;
