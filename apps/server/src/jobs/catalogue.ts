import { assessmentAnnouncementJob } from '../notifications/assessment-announcement.job.js';
import { analysisToolJob } from './analysis-tool.job.js';
import { heartbeatJob } from './heartbeat.job.js';
import type { JobDefinition } from './job-definition.js';

/** Every job type a worker runs. */
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of definitions
export const jobCatalogue: JobDefinition<any>[] = [
  heartbeatJob,
  analysisToolJob,
  assessmentAnnouncementJob,
];
