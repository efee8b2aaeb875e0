import type { z } from 'zod';
import type { Repositories } from '../repositories/index.js';

/** Expected outcomes are returned, not thrown; a throw means a bug or an outage and is retried. */
export type JobOutcome =
  | { status: 'success'; output?: Record<string, unknown> }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

export interface JobDependencies {
  repositories: Repositories;
  workerId: string;
}

/** One job type: a stable id, a version bumped when the payload changes, a schema and a handler. */
export interface JobDefinition<Payload> {
  id: string;
  version: number;
  payload: z.ZodType<Payload>;
  handle(payload: Payload, dependencies: JobDependencies): Promise<JobOutcome>;
}

export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition;
