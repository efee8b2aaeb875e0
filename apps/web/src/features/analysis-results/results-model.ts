import type { RunState, ScriptType } from '@ecotone/analysis';
import type { AnalysisRecord, ToolRun } from '@ecotone/contracts';

/**
 * Pure rules of the results page: run states (specs/3 section 4), the created-time label, the tab
 * chosen by the URL hash, and the fetch-error text (specs/3 section 8).
 */

/** specs/3 section 4: "Terminal: SUCCEEDED, CANCELLED, FAILED". */
const TERMINAL_STATES: ReadonlySet<RunState> = new Set(['SUCCEEDED', 'CANCELLED', 'FAILED']);

export const isTerminal = (state: RunState): boolean => TERMINAL_STATES.has(state);

/** The record is polled this often while any tool is still in progress. */
export const POLL_INTERVAL_MS = 2000;

/** TanStack Query's `refetchInterval`: every 2 s until the analysis is terminal, then never. */
export function pollInterval(record: AnalysisRecord | undefined): number | false {
  if (!record) return POLL_INTERVAL_MS;
  return isTerminal(record.state) ? false : POLL_INTERVAL_MS;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * specs/3 section 4: an analysis that has not succeeded shows 'pending'; a succeeded one shows its
 * creation time as YYYY-MM-DD HH:mm, in the reader's own time zone.
 */
export function createdLabel(state: RunState, createdAt: string, pending: string): string {
  if (state !== 'SUCCEEDED') return pending;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return pending;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** MUI chip colour per state; the label always says the state too, colour is not the only cue. */
export function stateColor(state: RunState): 'default' | 'info' | 'success' | 'warning' | 'error' {
  if (state === 'SUCCEEDED') return 'success';
  if (state === 'FAILED') return 'error';
  if (state === 'CANCELLED') return 'warning';
  if (state === 'QUEUED') return 'default';
  return 'info';
}

/** Progress 0..1 as a whole percentage for the progress bar, clamped. */
export const progressPercent = (progress: number): number =>
  Number.isFinite(progress) ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;

/** Tabs in the order the analysis lists its tools. */
export const tabsOf = (record: AnalysisRecord): ScriptType[] =>
  record.analyses.map((run) => run.scriptType);

/**
 * specs/3 section 2 and 4: the tab named by `#{scriptType}`, or the first tab when the hash names
 * none of this analysis's tools (tabs fall back to the first visible tab when the active one is
 * invalid). Null only when there are no tabs at all.
 */
export function activeTab(hash: string, tabs: readonly ScriptType[]): ScriptType | null {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return tabs.find((tab) => tab === wanted) ?? tabs[0] ?? null;
}

/** A tool whose result can be asked for; the server refuses the others (ANALYSIS_NOT_FINISHED). */
export const hasResult = (run: ToolRun): boolean => run.state === 'SUCCEEDED';

export const failedRuns = (record: AnalysisRecord): ToolRun[] =>
  record.analyses.filter((run) => run.state === 'FAILED');

export const runsInProgress = (record: AnalysisRecord): ToolRun[] =>
  record.analyses.filter((run) => !isTerminal(run.state));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Analysis ids are UUIDs; anything else in the address cannot name an analysis. */
export const isAnalysisId = (id: string): boolean => UUID.test(id);

/** How a fetch of the record or a result failed: an HTTP answer, or none at all (status 0). */
export interface FetchFailure {
  status: number;
  statusText: string;
}

/** specs/3 section 8, as a catalogue key and its parameters. */
export function fetchErrorText(
  failure: FetchFailure,
):
  | { key: 'results.errors.fetchNetwork'; params: Record<string, never> }
  | { key: 'results.errors.fetchStatus'; params: { status: number; statusText: string } } {
  if (failure.status === 0) return { key: 'results.errors.fetchNetwork', params: {} };
  return {
    key: 'results.errors.fetchStatus',
    params: { status: failure.status, statusText: failure.statusText },
  };
}

/** specs/3 "Analysis map": the header switches between the map and the table (the values). */
export type ResultsView = 'map' | 'table';
export const VIEW_PARAM = 'view';

/** `?view=map` opens the map; anything else the table, today's page. */
export function viewOf(search: string): ResultsView {
  return new URLSearchParams(search).get(VIEW_PARAM) === 'map' ? 'map' : 'table';
}

/** The search string for a view; the table is the page without the parameter. */
export function searchWithView(search: string, view: ResultsView): string {
  const params = new URLSearchParams(search);
  if (view === 'map') params.set(VIEW_PARAM, 'map');
  else params.delete(VIEW_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
