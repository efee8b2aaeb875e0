import { randomUUID } from 'node:crypto';
import {
  type AnalysisTool,
  type InputsCollection,
  isScriptType,
  type ScriptType,
  type ToolInputs,
} from '@ecotone/analysis';
import { z } from 'zod';
import {
  type AssessmentVisibilityService,
  createAssessmentVisibility,
} from '../access/assessment-access.js';
import { mayReadShapefile, shapefileReader } from '../access/shapefile-access.js';
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

/** A refusal from the tool catalogue's input validation (validateInputs of @ecotone/analysis). */
export interface InputProblemLike {
  scriptType: string;
  parameter?: string;
  code: string;
}

/** The tool catalogue's rules, injected so the service does not fix which catalogue applies. */
export interface InputsCatalogue {
  validate(inputs: InputsCollection, now: Date): InputProblemLike[];
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
  permissions: Pick<PermissionService, 'can'>;
  jobs: AnalysisJobs;
  storage: FileStorage;
  /** The tools that can run (default: the analysis engine's registry). */
  tools: Partial<Record<ScriptType, Pick<AnalysisTool, 'version'>>>;
  catalogue?: InputsCatalogue;
  /** Who may read an assessment (decision 0007); default: its creator and read-draft holders. */
  assessmentVisibility?: AssessmentVisibilityService;
  now?: () => Date;
}

export interface StartedAnalysis {
  analysisId: string;
  /** Queue these after the transaction that stored the analysis commits. */
  jobs: ToolRunJob[];
}

/**
 * Starting, cancelling and reading analysis runs. Access rule (docs/analysis-runs.md): the user
 * who created the analysis, whoever may read its shapefile (its creator or anyone holding
 * `read-draft:resource`: access/shapefile-access.ts), and its assessment's readers; everyone else
 * gets NOT_FOUND, so nobody learns that an analysis exists.
 */
export function createAnalysisRunService(deps: AnalysisRunDependencies) {
  const now = deps.now ?? (() => new Date());
  const assessmentVisibility =
    deps.assessmentVisibility ??
    createAssessmentVisibility({ permissions: deps.permissions, internalEmailDomains: [] });

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

  async function visibleShapefile(viewer: Viewer, shapefileId: string) {
    const shapefile = await deps.shapefiles.find(shapefileId);
    if (!shapefile) throw new AppError('NOT_FOUND');
    if (!mayReadShapefile(await shapefileReader(viewer, deps.permissions), shapefile))
      throw new AppError('NOT_FOUND');
    return shapefile;
  }

  async function visibleAnalysis(viewer: Viewer, analysisId: string): Promise<AnalysisRecordRow> {
    // An id that cannot exist is not found, not a bad request (and never reaches the uuid column).
    if (!isUuid(analysisId)) throw new AppError('NOT_FOUND');
    const analysis = await deps.analyses.findAnalysis(analysisId);
    if (!analysis) throw new AppError('NOT_FOUND');
    if (analysis.createdBy === viewer.userId) return analysis;
    const reader = await shapefileReader(viewer, deps.permissions);
    // Those who read every shapefile read every analysis, without looking the shapefile up.
    if (reader.readsEveryShapefile) return analysis;
    const shapefile = await deps.shapefiles.find(analysis.shapefileId);
    if (shapefile && mayReadShapefile(reader, shapefile)) return analysis;
    // An assessment's readers read its analysis too: internal staff see a new (internal-only)
    // assessment's results page, where its notification leads (decision 0007).
    for (const assessment of await deps.assessments.findByAnalysis(analysisId)) {
      if (await assessmentVisibility.mayRead(viewer, assessment)) return analysis;
    }
    throw new AppError('NOT_FOUND');
  }

  return {
    startAnalysis,
    queue,
    visibleAnalysis,

    /** POST /api/analysis */
    async create(viewer: Viewer, body: { shapefileId: string; inputs: InputsCollection }) {
      await visibleShapefile(viewer, body.shapefileId);
      const started = await deps.analyses.inTransaction((runner) =>
        startAnalysis(runner, { ...body, createdBy: viewer.userId }),
      );
      await queue(started);
      return started.analysisId;
    },

    /** GET /api/analysis/{analysisId} */
    async record(viewer: Viewer, analysisId: string) {
      const analysis = await visibleAnalysis(viewer, analysisId);
      return { analysis, toolRuns: await deps.analyses.toolRuns(analysisId) };
    },

    /** POST /api/analysis/{analysisId}/cancel: unfinished tool runs become CANCELLED. */
    async cancel(viewer: Viewer, analysisId: string) {
      await visibleAnalysis(viewer, analysisId);
      const jobIds = await deps.analyses.cancelAnalysis(analysisId);
      // Running handlers notice within a second through their lease; waiting jobs are dropped.
      await deps.jobs.cancel(jobIds);
      return visibleAnalysis(viewer, analysisId);
    },

    /** GET /api/analysis/list?shapefileId=&scriptType= */
    async list(viewer: Viewer, shapefileId: string, scriptType?: ScriptType) {
      await visibleShapefile(viewer, shapefileId);
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
      const assessment = await deps.assessments.find(assessmentId);
      if (!assessment || !(await assessmentVisibility.mayRead(viewer, assessment)))
        throw new AppError('NOT_FOUND');
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
