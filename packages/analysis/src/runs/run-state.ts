/**
 * The run states of specs/3 section 4 and the rules between them (docs/analysis-runs.md).
 * One analysis fans out one tool run per enabled tool; each tool run moves through these states,
 * and the analysis' own state is derived from its tool runs by `runStateOf`, never set by hand.
 */
export const RUN_STATES = [
  'QUEUED',
  'STARTED',
  'EXPORT_PENDING',
  'EXPORT_RUNNING',
  'SUCCEEDED',
  'CANCELLED',
  'FAILED',
] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Finished for good: nothing moves a run out of these. */
export const TERMINAL_RUN_STATES: readonly RunState[] = ['SUCCEEDED', 'CANCELLED', 'FAILED'];
/** Still moving. The spec counts an empty status as queued (see `normaliseRunState`). */
export const IN_PROGRESS_RUN_STATES: readonly RunState[] = [
  'QUEUED',
  'STARTED',
  'EXPORT_PENDING',
  'EXPORT_RUNNING',
];

export function isRunState(value: unknown): value is RunState {
  return typeof value === 'string' && (RUN_STATES as readonly string[]).includes(value);
}

export const isTerminal = (state: RunState): boolean => TERMINAL_RUN_STATES.includes(state);

/** specs/3 section 4: an empty status is shown as Queued. */
export function normaliseRunState(value: string | null | undefined): RunState {
  if (value === null || value === undefined || value === '') return 'QUEUED';
  if (!isRunState(value)) throw new RangeError(`Unknown run state ${value}`);
  return value;
}

/**
 * Legal moves of one tool run:
 * - QUEUED -> STARTED when a worker claims it;
 * - STARTED -> EXPORT_PENDING when the tool returned (result in hand, nothing written yet);
 * - EXPORT_PENDING -> EXPORT_RUNNING while its layers are written to storage;
 * - EXPORT_RUNNING -> SUCCEEDED when values, layers and lineage are stored in one transaction;
 * - STARTED, EXPORT_PENDING, EXPORT_RUNNING -> QUEUED when the attempt is lost (transient data
 *   error retried with backoff, or a worker whose lease expired) and another attempt follows;
 * - STARTED, EXPORT_PENDING, EXPORT_RUNNING -> FAILED on a permanent error or the last retry;
 * - any unfinished state -> CANCELLED.
 * Terminal states have no way out: a cancelled or failed tool run is re-run by a new analysis.
 */
const TOOL_RUN_TRANSITIONS: Record<RunState, readonly RunState[]> = {
  QUEUED: ['STARTED', 'CANCELLED', 'FAILED'],
  STARTED: ['EXPORT_PENDING', 'QUEUED', 'FAILED', 'CANCELLED'],
  EXPORT_PENDING: ['EXPORT_RUNNING', 'QUEUED', 'FAILED', 'CANCELLED'],
  EXPORT_RUNNING: ['SUCCEEDED', 'QUEUED', 'FAILED', 'CANCELLED'],
  SUCCEEDED: [],
  CANCELLED: [],
  FAILED: [],
};

export function canMoveToolRun(from: RunState, to: RunState): boolean {
  return TOOL_RUN_TRANSITIONS[from].includes(to);
}

/**
 * The analysis state from its tool runs:
 * - every tool run finished: FAILED if any failed, else CANCELLED if any was cancelled, else
 *   SUCCEEDED (an analysis with no tool runs is refused before it exists);
 * - otherwise STARTED while any tool computes, or while some are done and others still queued;
 *   EXPORT_RUNNING when none computes and some write layers; EXPORT_PENDING when none computes or
 *   writes and some hold a result about to be written; QUEUED when all wait.
 */
export function runStateOf(toolRunStates: readonly RunState[]): RunState {
  if (toolRunStates.every(isTerminal)) {
    if (toolRunStates.includes('FAILED')) return 'FAILED';
    if (toolRunStates.includes('CANCELLED')) return 'CANCELLED';
    return 'SUCCEEDED';
  }
  if (toolRunStates.includes('STARTED')) return 'STARTED';
  if (toolRunStates.includes('EXPORT_RUNNING')) return 'EXPORT_RUNNING';
  if (toolRunStates.includes('EXPORT_PENDING')) return 'EXPORT_PENDING';
  return toolRunStates.some(isTerminal) ? 'STARTED' : 'QUEUED';
}
