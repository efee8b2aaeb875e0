import {
  canMoveToolRun,
  type InputsCollection,
  type LabelRef,
  type LayerMapHints,
  type Legend,
  type Lineage,
  type MethodRef,
  RUN_STATES,
  type RunState,
  runStateOf,
  type ScriptType,
  TERMINAL_RUN_STATES,
} from '@ecotone/analysis';
import type { StudyArea } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

/** A layer as stored: the file lives in storage under `fileKey`. */
export interface StoredLayer extends LayerMapHints {
  id: string;
  kind: 'raster' | 'vector';
  fileKey: string;
  label: LabelRef;
  legend: Legend;
}

/** Why a tool run failed: a `runs.failures.<code>` key and its parameters. */
export interface RunFailure {
  code: string;
  params?: Record<string, string | number>;
}

/** A tool run's state without its result: what a page that only shows progress reads. */
export interface ToolRunState {
  analysisId: string;
  scriptType: ScriptType;
  toolVersion: string;
  state: RunState;
  progress: number;
  attempts: number;
  error: RunFailure | null;
  synthetic: boolean;
  jobId: string;
  workerId: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface ToolRunRecord extends ToolRunState {
  values: Record<string, unknown> | null;
  layers: StoredLayer[];
  lineage: Lineage[];
  methods: MethodRef[];
  warnings: LabelRef[];
}

export interface AnalysisRecordRow {
  id: string;
  shapefileId: string;
  createdBy: string;
  inputs: InputsCollection;
  state: RunState;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The mask set it ran under (net area), or null: the whole shape (gross). */
  maskId: string | null;
  /** Which area it ran on (studyAreaSchema), from its mask set and its shapefile. */
  studyArea: StudyArea;
}

export interface StoredResult {
  values: Record<string, unknown>;
  layers: StoredLayer[];
  lineage: Lineage[];
  methods: MethodRef[];
  warnings: LabelRef[];
  synthetic: boolean;
}

const TOOL_RUN_STATE_COLUMNS = `analysis_id AS "analysisId", script_type AS "scriptType",
  tool_version AS "toolVersion", state, progress, attempts, error, synthetic, job_id AS "jobId",
  worker_id AS "workerId", created_at AS "createdAt", started_at AS "startedAt",
  finished_at AS "finishedAt"`;

const TOOL_RUN_COLUMNS = `${TOOL_RUN_STATE_COLUMNS}, "values", layers, lineage, methods, warnings`;

/** Every query names the analysis `a`; the study area is its mask set's areas, or the shape's. */
const ANALYSIS_COLUMNS = `a.id, a.shapefile_id AS "shapefileId", a.created_by AS "createdBy",
  a.inputs, a.state, a.created_at AS "createdAt", a.started_at AS "startedAt",
  a.finished_at AS "finishedAt", a.mask_id AS "maskId",
  (SELECT CASE WHEN m.id IS NULL
     THEN jsonb_build_object('basis', 'gross', 'grossHa', s.total_area_ha, 'maskHa', 0,
       'netHa', s.total_area_ha, 'maskId', NULL)
     ELSE jsonb_build_object('basis', 'net', 'grossHa', m.gross_area_ha,
       'maskHa', m.merged_area_ha, 'netHa', m.net_area_ha, 'maskId', m.id) END
   FROM shapefile s LEFT JOIN mask_set m ON m.id = a.mask_id
   WHERE s.id = a.shapefile_id) AS "studyArea"`;

/** The states a tool run may move to `to` from (run-state.ts holds the rules). */
const statesBefore = (to: RunState): RunState[] =>
  RUN_STATES.filter((from) => canMoveToolRun(from, to));

const UNFINISHED = RUN_STATES.filter((state) => !TERMINAL_RUN_STATES.includes(state));

/**
 * Statements over one connection or transaction. Every change of a tool run locks its analysis
 * row first (so cancel and concurrent tools never deadlock) and re-derives the analysis state in
 * the same transaction.
 */
function statements(runner: SqlRunner) {
  async function refreshAnalysisState(analysisId: string): Promise<RunState> {
    const { rows } = await runner.query<{ state: RunState }>(
      'SELECT state FROM analysis_tool_run WHERE analysis_id = $1',
      [analysisId],
    );
    const state = runStateOf(rows.map((row) => row.state));
    await runner.query(
      `UPDATE analysis SET state = $2,
         started_at = CASE WHEN $2 <> 'QUEUED' THEN coalesce(started_at, now()) ELSE started_at END,
         finished_at = CASE WHEN $2 IN ('SUCCEEDED', 'CANCELLED', 'FAILED')
           THEN coalesce(finished_at, now()) END
       WHERE id = $1`,
      [analysisId, state],
    );
    return state;
  }

  const lockAnalysisOfJob = async (jobId: string): Promise<string | undefined> => {
    const { rows } = await runner.query<{ id: string }>(
      `SELECT a.id FROM analysis a JOIN analysis_tool_run t ON t.analysis_id = a.id
       WHERE t.job_id = $1 FOR UPDATE OF a`,
      [jobId],
    );
    return rows[0]?.id;
  };

  return {
    refreshAnalysisState,
    lockAnalysisOfJob,

    async insertAnalysis(input: {
      shapefileId: string;
      createdBy: string;
      inputs: InputsCollection;
      tools: { scriptType: ScriptType; version: string; jobId: string }[];
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        // Under the shapefile's mask set, if it has one: the analysis runs on the net area.
        `INSERT INTO analysis (shapefile_id, created_by, inputs, mask_id)
         SELECT $1, $2, $3::jsonb, (SELECT mask_id FROM shapefile WHERE id = $1)
         RETURNING id`,
        [input.shapefileId, input.createdBy, JSON.stringify(input.inputs)],
      );
      const analysisId = rows[0]?.id;
      if (!analysisId) throw new Error('analysis insert returned no id');
      for (const tool of input.tools) {
        await runner.query(
          `INSERT INTO analysis_tool_run (analysis_id, script_type, tool_version, job_id)
           VALUES ($1, $2, $3, $4)`,
          [analysisId, tool.scriptType, tool.version, tool.jobId],
        );
      }
      return analysisId;
    },

    /**
     * Moves a tool run to `to` when its current state allows it (and, with `workerId`, only while
     * that worker holds it). Returns false when the move was not legal any more (cancelled, taken
     * over, already finished): the caller then stops.
     */
    async moveToolRun(
      jobId: string,
      to: RunState,
      options: {
        workerId?: string;
        error?: RunFailure | null;
        /** Narrows the states moved from (the sweeper only fails runs still QUEUED). */
        onlyFrom?: RunState[];
        /** Only when the holder's lease is older than this (a lost worker, not a live one). */
        staleSeconds?: number;
      } = {},
    ): Promise<boolean> {
      const analysisId = await lockAnalysisOfJob(jobId);
      if (!analysisId) return false;
      const { rows } = await runner.query(
        `UPDATE analysis_tool_run SET state = $2,
           error = CASE WHEN $4::boolean THEN $5::jsonb ELSE error END,
           worker_id = CASE WHEN $2 = 'QUEUED' THEN NULL ELSE worker_id END,
           finished_at = CASE WHEN $2 IN ('SUCCEEDED', 'CANCELLED', 'FAILED') THEN now() END
         WHERE job_id = $1 AND state = ANY($3::text[]) AND ($6::text IS NULL OR worker_id = $6)
           AND ($7::float8 IS NULL OR heartbeat_at < now() - make_interval(secs => $7::float8))
         RETURNING 1`,
        [
          jobId,
          to,
          statesBefore(to).filter((from) => options.onlyFrom?.includes(from) ?? true),
          options.error !== undefined,
          options.error === undefined ? null : JSON.stringify(options.error),
          options.workerId ?? null,
          options.staleSeconds ?? null,
        ],
      );
      if (rows.length > 0) await refreshAnalysisState(analysisId);
      return rows.length > 0;
    },

    /**
     * A worker takes a tool run: QUEUED, or STARTED/EXPORT_* whose holder's lease ran out (a
     * lost worker). A live holder keeps it, so two workers never run one tool run together.
     */
    async claimToolRun(
      jobId: string,
      workerId: string,
      leaseSeconds: number,
    ): Promise<ToolRunRecord | undefined> {
      const analysisId = await lockAnalysisOfJob(jobId);
      if (!analysisId) return undefined;
      const { rows } = await runner.query<ToolRunRecord>(
        `UPDATE analysis_tool_run SET state = 'STARTED', worker_id = $2, heartbeat_at = now(),
           attempts = attempts + 1, progress = 0, started_at = coalesce(started_at, now())
         WHERE job_id = $1 AND (state = 'QUEUED' OR (state = ANY($3::text[])
           AND heartbeat_at < now() - make_interval(secs => $4)))
         RETURNING ${TOOL_RUN_COLUMNS}`,
        [jobId, workerId, ['STARTED', 'EXPORT_PENDING', 'EXPORT_RUNNING'], leaseSeconds],
      );
      if (rows[0]) await refreshAnalysisState(analysisId);
      return rows[0];
    },

    /** Renews the lease and stores progress; answers the run's state (CANCELLED stops the tool). */
    async heartbeat(
      jobId: string,
      workerId: string,
      progress: number,
    ): Promise<{ state: RunState; held: boolean } | undefined> {
      await runner.query(
        `UPDATE analysis_tool_run SET heartbeat_at = now(), progress = greatest(progress, $3)
         WHERE job_id = $1 AND worker_id = $2 AND state = ANY($4::text[])`,
        [jobId, workerId, Math.min(1, Math.max(0, progress)), UNFINISHED],
      );
      const { rows } = await runner.query<{ state: RunState; workerId: string | null }>(
        'SELECT state, worker_id AS "workerId" FROM analysis_tool_run WHERE job_id = $1',
        [jobId],
      );
      const row = rows[0];
      return row && { state: row.state, held: row.workerId === workerId };
    },

    /** EXPORT_RUNNING -> SUCCEEDED with everything the tool returned, in one statement. */
    async storeResult(jobId: string, workerId: string, result: StoredResult): Promise<boolean> {
      const analysisId = await lockAnalysisOfJob(jobId);
      if (!analysisId) return false;
      const { rows } = await runner.query(
        `UPDATE analysis_tool_run SET state = 'SUCCEEDED', progress = 1, error = NULL,
           "values" = $3::jsonb, layers = $4::jsonb, lineage = $5::jsonb, methods = $6::jsonb,
           warnings = $7::jsonb, synthetic = $8, finished_at = now()
         WHERE job_id = $1 AND worker_id = $2 AND state = 'EXPORT_RUNNING'
         RETURNING 1`,
        [
          jobId,
          workerId,
          JSON.stringify(result.values),
          JSON.stringify(result.layers),
          JSON.stringify(result.lineage),
          JSON.stringify(result.methods),
          JSON.stringify(result.warnings),
          result.synthetic,
        ],
      );
      if (rows.length > 0) await refreshAnalysisState(analysisId);
      return rows.length > 0;
    },

    /** Cancels every unfinished tool run; answers the pg-boss job ids to cancel. */
    async cancelAnalysis(analysisId: string): Promise<string[]> {
      await runner.query('SELECT id FROM analysis WHERE id = $1 FOR UPDATE', [analysisId]);
      const { rows } = await runner.query<{ jobId: string }>(
        `UPDATE analysis_tool_run SET state = 'CANCELLED', finished_at = now()
         WHERE analysis_id = $1 AND state = ANY($2::text[]) RETURNING job_id AS "jobId"`,
        [analysisId, UNFINISHED],
      );
      await refreshAnalysisState(analysisId);
      return rows.map((row) => row.jobId);
    },

    async findAnalysis(analysisId: string): Promise<AnalysisRecordRow | undefined> {
      const { rows } = await runner.query<AnalysisRecordRow>(
        `SELECT ${ANALYSIS_COLUMNS} FROM analysis a WHERE a.id = $1`,
        [analysisId],
      );
      return rows[0];
    },

    async toolRuns(analysisId: string): Promise<ToolRunRecord[]> {
      const { rows } = await runner.query<ToolRunRecord>(
        `SELECT ${TOOL_RUN_COLUMNS} FROM analysis_tool_run WHERE analysis_id = $1 ORDER BY script_type`,
        [analysisId],
      );
      return rows;
    },

    async toolRunByJob(jobId: string): Promise<ToolRunRecord | undefined> {
      const { rows } = await runner.query<ToolRunRecord>(
        `SELECT ${TOOL_RUN_COLUMNS} FROM analysis_tool_run WHERE job_id = $1`,
        [jobId],
      );
      return rows[0];
    },

    /** Every analysis an assessment has had (assessment_analysis), newest first. */
    async assessmentAnalyses(assessmentId: string): Promise<AnalysisRecordRow[]> {
      const { rows } = await runner.query<AnalysisRecordRow>(
        `SELECT ${ANALYSIS_COLUMNS} FROM analysis a
         JOIN assessment_analysis h ON h.analysis_id = a.id
         WHERE h.assessment_id = $1
         ORDER BY a.created_at DESC, h.created_at DESC, a.id DESC`,
        [assessmentId],
      );
      return rows;
    },

    /** The assessments that had this analysis (assessment_analysis), oldest first. */
    async assessmentsOf(analysisId: string): Promise<string[]> {
      const { rows } = await runner.query<{ id: string }>(
        `SELECT assessment_id AS id FROM assessment_analysis WHERE analysis_id = $1
         ORDER BY created_at, assessment_id`,
        [analysisId],
      );
      return rows.map((row) => row.id);
    },

    /**
     * The states of the tool runs of several analyses, without their results (an assessment's
     * page polls these; a result's values and layers can run to megabytes).
     */
    async toolRunStatesOf(analysisIds: readonly string[]): Promise<ToolRunState[]> {
      if (analysisIds.length === 0) return [];
      const { rows } = await runner.query<ToolRunState>(
        `SELECT ${TOOL_RUN_STATE_COLUMNS} FROM analysis_tool_run
         WHERE analysis_id = ANY($1::uuid[]) ORDER BY analysis_id, script_type`,
        [analysisIds],
      );
      return rows;
    },

    /** Whole tool runs, results included, by (analysis, tool); a pair with no run is left out. */
    async toolRunsAt(
      keys: readonly { analysisId: string; scriptType: ScriptType }[],
    ): Promise<ToolRunRecord[]> {
      if (keys.length === 0) return [];
      const { rows } = await runner.query<ToolRunRecord>(
        `SELECT ${TOOL_RUN_COLUMNS} FROM analysis_tool_run
         WHERE (analysis_id, script_type) IN
           (SELECT * FROM unnest($1::uuid[], $2::text[]))`,
        [keys.map((key) => key.analysisId), keys.map((key) => key.scriptType)],
      );
      return rows;
    },

    /** Whether any analysis the assessment has had succeeded in one of these tools. */
    async assessmentHasSucceeded(
      assessmentId: string,
      scriptTypes: readonly ScriptType[],
    ): Promise<boolean> {
      const { rows } = await runner.query<{ found: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM assessment_analysis h
           JOIN analysis_tool_run t ON t.analysis_id = h.analysis_id
           WHERE h.assessment_id = $1 AND t.state = 'SUCCEEDED' AND t.script_type = ANY($2::text[])
         ) AS found`,
        [assessmentId, scriptTypes],
      );
      return rows[0]?.found ?? false;
    },

    /** Analyses of a shapefile (with that tool, when given), newest first. */
    async listAnalyses(shapefileId: string, scriptType?: ScriptType) {
      const { rows } = await runner.query<AnalysisRecordRow>(
        `SELECT ${ANALYSIS_COLUMNS} FROM analysis a
         WHERE a.shapefile_id = $1 AND ($2::text IS NULL OR EXISTS (
           SELECT 1 FROM analysis_tool_run t WHERE t.analysis_id = a.id AND t.script_type = $2))
         ORDER BY a.created_at DESC, a.id DESC`,
        [shapefileId, scriptType ?? null],
      );
      return rows;
    },

    /** Tool runs waiting longer than `seconds` for a job (their job may never have been sent). */
    async queuedToolRuns(olderThanSeconds: number) {
      const { rows } = await runner.query<{ jobId: string; analysisId: string }>(
        `SELECT job_id AS "jobId", analysis_id AS "analysisId" FROM analysis_tool_run
         WHERE state = 'QUEUED' AND created_at < now() - make_interval(secs => $1)`,
        [olderThanSeconds],
      );
      return rows;
    },

    /** Running tool runs whose worker stopped renewing its lease. */
    async staleToolRuns(leaseSeconds: number) {
      const { rows } = await runner.query<{ jobId: string; workerId: string | null }>(
        `SELECT job_id AS "jobId", worker_id AS "workerId" FROM analysis_tool_run
         WHERE state = ANY($1::text[]) AND heartbeat_at < now() - make_interval(secs => $2)`,
        [['STARTED', 'EXPORT_PENDING', 'EXPORT_RUNNING'], leaseSeconds],
      );
      return rows;
    },
  };
}

export type AnalysisStatements = ReturnType<typeof statements>;

export function createAnalysisRepository(database: Database) {
  const transaction = <T>(work: (tx: AnalysisStatements) => Promise<T>): Promise<T> =>
    database.transaction((tx) => work(statements(tx)));
  return {
    ...statements(database),
    // State changes hold the analysis lock until they commit, so each runs in its own transaction.
    moveToolRun: (...args: Parameters<AnalysisStatements['moveToolRun']>) =>
      transaction((tx) => tx.moveToolRun(...args)),
    claimToolRun: (...args: Parameters<AnalysisStatements['claimToolRun']>) =>
      transaction((tx) => tx.claimToolRun(...args)),
    storeResult: (...args: Parameters<AnalysisStatements['storeResult']>) =>
      transaction((tx) => tx.storeResult(...args)),
    cancelAnalysis: (...args: Parameters<AnalysisStatements['cancelAnalysis']>) =>
      transaction((tx) => tx.cancelAnalysis(...args)),
    /** Runs `work` in one transaction (the statements then use it). */
    transaction,
    /** A transaction the caller fills (startAnalysis inside a workflow's own transaction). */
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
    /** The same statements over a transaction someone else opened (startAnalysis in a workflow). */
    on: (runner: SqlRunner): AnalysisStatements => statements(runner),
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
