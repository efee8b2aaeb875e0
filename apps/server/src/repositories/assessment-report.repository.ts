import type { ReportState } from '@ecotone/contracts';
import type { Database } from '../db/database.js';

/** Why a report failed: an `assessmentReports.failures.<code>` key and its parameters. */
export interface ReportFailure {
  code: string;
  params?: Record<string, string | number>;
}

export interface ReportRecord {
  id: string;
  assessmentId: string;
  language: 'en' | 'es';
  unitSystem: 'metric' | 'imperial';
  state: ReportState;
  progress: number;
  error: ReportFailure | null;
  storageKey: string | null;
  pageCount: number | null;
  sizeBytes: number | null;
  /** Made for a full-access requester: holds the site's financial terms. */
  includesFinancials: boolean;
  jobId: string;
  createdBy: string;
  createdByName: string;
  createdAt: Date;
  finishedAt: Date | null;
  /** The assessment's title now (its own, else its shapefile's name): the file is named after it. */
  title: string;
}

export interface NewReport {
  assessmentId: string;
  language: ReportRecord['language'];
  unitSystem: ReportRecord['unitSystem'];
  includesFinancials: boolean;
  createdBy: string;
  jobId: string;
}

/** Every query names the report `r`. */
const COLUMNS = `r.id, r.assessment_id AS "assessmentId", r.language, r.unit_system AS "unitSystem",
  r.state, r.progress, r.error, r.storage_key AS "storageKey", r.page_count AS "pageCount",
  r.size_bytes::float8 AS "sizeBytes", r.includes_financials AS "includesFinancials",
  r.job_id AS "jobId", r.created_by AS "createdBy", u.name AS "createdByName",
  r.created_at AS "createdAt", r.finished_at AS "finishedAt", coalesce(a.title, s.name) AS title`;
const FROM = `assessment_report r JOIN "user" u ON u.id = r.created_by
  JOIN assessment a ON a.id = r.assessment_id JOIN shapefile s ON s.id = a.shapefile_id`;

/**
 * The PDF reports of assessments (migration 0017, docs/assessment-report.md): rows the API
 * creates and lists and the report job moves from queued to succeeded or failed. Every move is
 * `WHERE state = ANY(<states it may come from>)`, so a report deleted or finished meanwhile is
 * left alone (the move answers false).
 */
export function createAssessmentReportRepository(database: Database) {
  async function findById(id: string): Promise<ReportRecord | undefined> {
    const { rows } = await database.query<ReportRecord>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** The one report of this kind in the making (the partial unique index keeps it to one). */
  async function pending(report: NewReport): Promise<ReportRecord | undefined> {
    const { rows } = await database.query<ReportRecord>(
      `SELECT ${COLUMNS} FROM ${FROM}
       WHERE r.assessment_id = $1 AND r.language = $2 AND r.unit_system = $3
         AND r.includes_financials = $4 AND r.state IN ('queued', 'running')`,
      [report.assessmentId, report.language, report.unitSystem, report.includesFinancials],
    );
    return rows[0];
  }

  return {
    findById,

    /**
     * A new queued report, or the one of the same assessment, language, unit system and
     * audience already queued or running (`created` false): a double click makes one report.
     */
    async createOrPending(report: NewReport): Promise<{ report: ReportRecord; created: boolean }> {
      // The pending one may finish between the refused insert and the look-up: then insert again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const { rows } = await database.query<{ id: string }>(
          `INSERT INTO assessment_report
             (assessment_id, language, unit_system, includes_financials, created_by, job_id)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (assessment_id, language, unit_system, includes_financials)
             WHERE state IN ('queued', 'running') DO NOTHING
           RETURNING id`,
          [
            report.assessmentId,
            report.language,
            report.unitSystem,
            report.includesFinancials,
            report.createdBy,
            report.jobId,
          ],
        );
        const id = rows[0]?.id;
        const found = id ? await findById(id) : await pending(report);
        if (found) return { report: found, created: id !== undefined };
      }
      throw new Error('assessment report: neither inserted nor found pending');
    },

    /** An assessment's reports, newest first; those holding financials only when asked. */
    async list(assessmentId: string, withFinancials: boolean): Promise<ReportRecord[]> {
      const { rows } = await database.query<ReportRecord>(
        `SELECT ${COLUMNS} FROM ${FROM}
         WHERE r.assessment_id = $1 AND ($2::boolean OR NOT r.includes_financials)
         ORDER BY r.created_at DESC, r.id DESC`,
        [assessmentId, withFinancials],
      );
      return rows;
    },

    /** The job takes its report: queued, or running still (a retry after its worker died). */
    async claim(id: string): Promise<ReportRecord | undefined> {
      const { rows } = await database.query<{ id: string }>(
        `UPDATE assessment_report SET state = 'running', progress = 0
         WHERE id = $1 AND state IN ('queued', 'running') RETURNING id`,
        [id],
      );
      return rows[0] ? findById(id) : undefined;
    },

    async progress(id: string, progress: number): Promise<void> {
      await database.query(
        `UPDATE assessment_report SET progress = greatest(progress, $2)
         WHERE id = $1 AND state = 'running'`,
        [id, Math.min(1, Math.max(0, progress))],
      );
    },

    /** running -> succeeded with its stored file; false when the report is gone or finished. */
    async succeed(
      id: string,
      file: { storageKey: string; pageCount: number; sizeBytes: number },
    ): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE assessment_report SET state = 'succeeded', progress = 1, error = NULL,
           storage_key = $2, page_count = $3, size_bytes = $4, finished_at = now()
         WHERE id = $1 AND state = 'running' RETURNING 1`,
        [id, file.storageKey, file.pageCount, file.sizeBytes],
      );
      return rows.length > 0;
    },

    /** queued or running -> failed, with why. */
    async fail(id: string, failure: ReportFailure): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE assessment_report SET state = 'failed', error = $2::jsonb, finished_at = now()
         WHERE id = $1 AND state IN ('queued', 'running') RETURNING 1`,
        [id, JSON.stringify(failure)],
      );
      return rows.length > 0;
    },

    /** running -> queued: a stopping worker hands its report back for another to make. */
    async requeue(id: string): Promise<void> {
      await database.query(
        `UPDATE assessment_report SET state = 'queued', progress = 0
         WHERE id = $1 AND state = 'running'`,
        [id],
      );
    },

    /** Deletes the row; answers where its file was (null: it had none), undefined: no row. */
    async delete(id: string): Promise<{ storageKey: string | null } | undefined> {
      const { rows } = await database.query<{ storageKey: string | null }>(
        'DELETE FROM assessment_report WHERE id = $1 RETURNING storage_key AS "storageKey"',
        [id],
      );
      return rows[0];
    },

    /** Reports queued or running whose row is older than `seconds`: the sweeper checks their job. */
    async unfinished(olderThanSeconds: number) {
      const { rows } = await database.query<{ id: string; jobId: string; state: ReportState }>(
        `SELECT id, job_id AS "jobId", state FROM assessment_report
         WHERE state IN ('queued', 'running') AND created_at < now() - make_interval(secs => $1)`,
        [olderThanSeconds],
      );
      return rows;
    },
  };
}

export type AssessmentReportRepository = ReturnType<typeof createAssessmentReportRepository>;
