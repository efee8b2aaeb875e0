import type { AccessPolicy } from '../access/access-policy.js';
import type { LayerUrl } from '../analysis/result-reader.js';
import type { ComputeBudget } from '../compute/compute-pool.js';
import type { AssessmentService } from '../services/assessment.service.js';
import type { FileStorage } from '../storage/storage.js';
import type { ReportInput, ReportOutput } from './report-input.js';

/**
 * What one report may take on its compute thread (docs/assessment-report.md "The job"): two
 * minutes, and a heap for pdfkit's document, its fonts and a few map images (the rasters the
 * maps are drawn from are typed arrays, outside the heap).
 */
export const REPORT_TASK_BUDGET: ComputeBudget = { timeoutMs: 120_000, memoryMb: 512 };

/** The compute pool as the report job uses it: the `assessmentReport` task (compute-tasks.ts). */
export interface ReportCompute {
  run(
    name: 'assessmentReport',
    input: ReportInput,
    options?: { signal?: AbortSignal },
  ): Promise<ReportOutput>;
}

/** What a worker needs to make reports, built in main.ts (tests swap the pool or its budget). */
export interface ReportWorkerRuntime {
  /** The assessment as the requester may read it, and its summary: the page's own code. */
  assessments: Pick<AssessmentService, 'viewAs' | 'summaryOf'>;
  accessPolicy: Pick<AccessPolicy, 'subject'>;
  storage: Pick<FileStorage, 'put' | 'delete' | 'readLocation'>;
  /** A pool with REPORT_TASK_BUDGET (or a test's). */
  compute: ReportCompute;
  /** Where a result layer's file is served from (routes/api-paths.ts), as the results API says. */
  layerUrl: LayerUrl;
}

/** Where a report's PDF is stored. */
export const reportStorageKey = (assessmentId: string, reportId: string) =>
  `reports/${assessmentId}/${reportId}.pdf`;
