import { randomUUID } from 'node:crypto';
import {
  type AnalysisTool,
  type InputsCollection,
  isScriptType,
  type ScriptType,
  type ToolInputs,
} from '@ecotone/analysis';
import type { AccessLevel } from '@ecotone/contracts';
import { z } from 'zod';
import type { AccessPolicy } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import type { SqlRunner } from '../db/database.js';
import { AppError } from '../errors.js';
import type {
  AnalysisRecordRow,
  AnalysisRepository,
  ToolRunRecord,
} from '../repositories/analysis.repository.js';
import type { AssessmentRepository } from '../repositories/assessment.repository.js';
import type { ShapefileRepository } from '../repositories/shapefile.repository.js';
import type { PermissionService } from '../services/permission.service.js';
import type { FileStorage } from '../storage/storage.js';
import type { AnalysisJobs, ToolRunJob } from './analysis-jobs.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * Refuses (HUB_ONLY) inputs naming a hub-only dataset unless the viewer holds
 * access:hub (decision 0026). Without a permission service nobody may use one. Asked before any
 * transaction opens: on PGlite a query outside an open transaction waits for it.
 */
export async function requireHubDatasetsAllowed(
  deps: { catalogue?: InputsCatalogue; permissions?: Pick<PermissionService, 'can'> },
  viewer: Viewer,
  inputs: InputsCollection,
): Promise<void> {
  const [use] = deps.catalogue?.hubDatasets?.(inputs) ?? [];
  if (!use) return;
  if (deps.permissions && (await deps.permissions.can(viewer, 'access:hub'))) return;
  throw new AppError('HUB_ONLY', { ...use });
}

/** A refusal from the tool catalogue's input validation (validateInputs of @ecotone/analysis). */
export interface InputProblemLike {
  scriptType: string;
  parameter?: string;
  code: string;
}

/** An input naming a dataset offered only to holders of access:hub (decision 0026). */
export interface HubDatasetUseLike {
  scriptType: string;
  parameter: string;
  dataset: string;
}

/** The tool catalogue's rules, injected so the service does not fix which catalogue applies. */
export interface InputsCatalogue {
  validate(inputs: InputsCollection, now: Date): InputProblemLike[];
  /** The inputs naming hub-only datasets (none when the catalogue has none). */
  hubDatasets?(inputs: InputsCollection): HubDatasetUseLike[];
  withDefaults(scriptType: ScriptType, inputs: ToolInputs, now: Date): ToolInputs;
  /** An automatic analysis's inputs for this activity, among the runnable tools (decision 0014). */
  automaticInputs(
    activity: string | null | undefined,
    runnable: readonly ScriptType[],
    now: Date,
  ): InputsCollection;
}

export interface AnalysisRunDependencies {
  analyses: AnalysisRepository;
  shapefiles: ShapefileRepository;
  assessments: AssessmentRepository;
  /** The one access policy (docs/access-policy.md). */
  accessPolicy: Pick<AccessPolicy, 'subject' | 'levelOf' | 'require'>;
  jobs: AnalysisJobs;
  storage: FileStorage;
  /** The tools that can run (default: the analysis engine's registry). */
  tools: Partial<Record<ScriptType, Pick<AnalysisTool, 'version'>>>;
  catalogue?: InputsCatalogue;
  /** Asked whether the viewer holds access:hub when the inputs name a hub-only dataset. */
  permissions?: Pick<PermissionService, 'can'>;
  now?: () => Date;
}

export interface StartedAnalysis {
  analysisId: string;
  /** Queue these after the transaction that stored the analysis commits. */
  jobs: ToolRunJob[];
}

/**
 * Starting, cancelling and reading analysis runs, under the one access policy
 * (docs/access-policy.md): reading an analysis (its record, results, layers) needs any level on
 * it (the highest of its shapefile's and its assessments'); starting or cancelling one needs full
 * access to its shapefile. No access answers NOT_FOUND (nobody learns that it exists), a lower
 * level FORBIDDEN.
 */
export function createAnalysisRunService(deps: AnalysisRunDependencies) {
  const now = deps.now ?? (() => new Date());
  const policy = deps.accessPolicy;

  function checkedInputs(
    inputs: InputsCollection,
  ): { scriptType: ScriptType; inputs: ToolInputs }[] {
    const enabled = Object.entries(inputs);
    if (enabled.length === 0) throw new AppError('NO_TOOLS_ENABLED');
    for (const [scriptType] of enabled) {
      if (!isScriptType(scriptType) || !deps.tools[scriptType])
        throw new AppError('TOOL_NOT_AVAILABLE', { scriptType });
    }
    const [problem] = deps.catalogue?.validate(inputs, now()) ?? [];
    if (problem) {
      const details = problem.parameter ? `${problem.parameter}: ${problem.code}` : problem.code;
      throw new AppError('INVALID_ANALYSIS_INPUTS', { scriptType: problem.scriptType, details });
    }
    return enabled.map(([scriptType, given]) => ({
      scriptType: scriptType as ScriptType,
      inputs:
        deps.catalogue?.withDefaults(scriptType as ScriptType, given ?? {}, now()) ?? given ?? {},
    }));
  }

  /**
   * Stores an analysis and one QUEUED tool run per enabled tool through `runner`, a transaction
   * the caller owns (the assessment workflow stores its assessment in the same one). Nothing is
   * queued here: call `queue(started)` once that transaction has committed.
   */
  async function startAnalysis(
    runner: SqlRunner,
    input: { shapefileId: string; inputs: InputsCollection; createdBy: string },
  ): Promise<StartedAnalysis> {
    const tools = checkedInputs(input.inputs).map((tool) => ({
      ...tool,
      version: deps.tools[tool.scriptType]?.version ?? '0',
      jobId: randomUUID(),
    }));
    const analysisId = await deps.analyses.on(runner).insertAnalysis({
      shapefileId: input.shapefileId,
      createdBy: input.createdBy,
      inputs: Object.fromEntries(tools.map((tool) => [tool.scriptType, tool.inputs])),
      tools,
    });
    return {
      analysisId,
      jobs: tools.map(({ scriptType, jobId }) => ({ analysisId, scriptType, jobId })),
    };
  }

  /** Queues after commit. A failure here loses nothing: the sweeper queues what waits unqueued. */
  async function queue(started: StartedAnalysis): Promise<void> {
    try {
      await deps.jobs.enqueue(started.jobs);
    } catch (error) {
      console.error('[analysis] queueing failed; the sweeper will queue these runs', error);
    }
  }

  /** The shapefile at the level a route needs (read: any level). */
  async function shapefileAt(viewer: Viewer, shapefileId: string, needed: AccessLevel) {
    if (!isUuid(shapefileId)) throw new AppError('NOT_FOUND');
    await policy.require(await policy.subject(viewer), 'shapefile', shapefileId, needed);
  }

  /**
   * An analysis its viewer may read: any level on it. An assessment's readers read its analysis
   * too: internal staff see a new (internal-only) assessment's results page, where its
   * notification leads (decision 0007).
   */
  async function visibleAnalysis(viewer: Viewer, analysisId: string): Promise<AnalysisRecordRow> {
    // An id that cannot exist is not found, not a bad request (and never reaches the uuid column).
    if (!isUuid(analysisId)) throw new AppError('NOT_FOUND');
    await policy.require(await policy.subject(viewer), 'analysis', analysisId);
    const analysis = await deps.analyses.findAnalysis(analysisId);
    if (!analysis) throw new AppError('NOT_FOUND');
    return analysis;
  }

  return {
    startAnalysis,
    queue,
    visibleAnalysis,

    /** POST /api/analysis */
    async create(viewer: Viewer, body: { shapefileId: string; inputs: InputsCollection }) {
      await shapefileAt(viewer, body.shapefileId, 'full');
      await requireHubDatasetsAllowed(deps, viewer, body.inputs);
      const started = await deps.analyses.inTransaction((runner) =>
        startAnalysis(runner, { ...body, createdBy: viewer.userId }),
      );
      await queue(started);
      return started.analysisId;
    },

    /** GET /api/analysis/{analysisId}, with the assessments of it the viewer may read. */
    async record(viewer: Viewer, analysisId: string) {
      const analysis = await visibleAnalysis(viewer, analysisId);
      const who = await policy.subject(viewer);
      const assessmentIds: string[] = [];
      for (const assessmentId of await deps.analyses.assessmentsOf(analysisId))
        if ((await policy.levelOf(who, 'assessment', assessmentId)) !== 'none')
          assessmentIds.push(assessmentId);
      return { analysis, toolRuns: await deps.analyses.toolRuns(analysisId), assessmentIds };
    },

    /** POST /api/analysis/{analysisId}/cancel: unfinished tool runs become CANCELLED. */
    async cancel(viewer: Viewer, analysisId: string) {
      const analysis = await visibleAnalysis(viewer, analysisId);
      const who = await policy.subject(viewer);
      if ((await policy.levelOf(who, 'shapefile', analysis.shapefileId)) !== 'full')
        throw new AppError('FORBIDDEN');
      const jobIds = await deps.analyses.cancelAnalysis(analysisId);
      // Running handlers notice within a second through their lease; waiting jobs are dropped.
      await deps.jobs.cancel(jobIds);
      return visibleAnalysis(viewer, analysisId);
    },

    /** GET /api/analysis/list?shapefileId=&scriptType= */
    async list(viewer: Viewer, shapefileId: string, scriptType?: ScriptType) {
      await shapefileAt(viewer, shapefileId, 'no-financials');
      return deps.analyses.listAnalyses(shapefileId, scriptType);
    },

    /** One tool's run of an analysis, for its results; NOT_FOUND when the tool was not enabled. */
    async toolRun(
      viewer: Viewer,
      analysisId: string,
      scriptType: ScriptType,
    ): Promise<{ analysis: AnalysisRecordRow; run: ToolRunRecord }> {
      const analysis = await visibleAnalysis(viewer, analysisId);
      const run = (await deps.analyses.toolRuns(analysisId)).find(
        (candidate) => candidate.scriptType === scriptType,
      );
      if (!run) throw new AppError('NOT_FOUND');
      if (run.state !== 'SUCCEEDED')
        throw new AppError('ANALYSIS_NOT_FINISHED', { state: run.state });
      return { analysis, run };
    },

    /** GET /api/analysis/{analysisId}/layers/{layerId}: the stored file of a succeeded layer. */
    async layerFile(viewer: Viewer, analysisId: string, layerId: string) {
      await visibleAnalysis(viewer, analysisId);
      const layer = (await deps.analyses.toolRuns(analysisId))
        .filter((run) => run.state === 'SUCCEEDED')
        .flatMap((run) => run.layers)
        .find((candidate) => candidate.id === layerId);
      if (!layer) throw new AppError('NOT_FOUND');
      return {
        kind: layer.kind,
        name: layer.fileKey.split('/').at(-1) ?? layer.fileKey,
        stream: await deps.storage.get(layer.fileKey),
      };
    },

    /** GET /api/assessment/{id}/assessment-context: the assessment and its analysis' results. */
    async assessmentContext(viewer: Viewer, assessmentId: string) {
      if (!isUuid(assessmentId)) throw new AppError('NOT_FOUND');
      await policy.require(await policy.subject(viewer), 'assessment', assessmentId);
      const assessment = await deps.assessments.find(assessmentId);
      if (!assessment) throw new AppError('NOT_FOUND');
      const shapefile = await deps.shapefiles.find(assessment.shapefileId);
      if (!shapefile) throw new AppError('NOT_FOUND');
      const runs = assessment.analysisId ? await deps.analyses.toolRuns(assessment.analysisId) : [];
      const succeeded = (scriptType: ScriptType) =>
        runs.find((run) => run.scriptType === scriptType && run.state === 'SUCCEEDED')?.values;
      return {
        studyAreaHa: shapefile.totalAreaHa,
        context: succeeded('context') ?? null,
        landCoverChange: succeeded('landCoverChange') ?? null,
      };
    },
  };
}

export type AnalysisRunService = ReturnType<typeof createAnalysisRunService>;
