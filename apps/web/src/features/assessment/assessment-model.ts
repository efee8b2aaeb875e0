import { isTerminal, type ScriptType } from '@ecotone/analysis';
import {
  ASSESSMENT_SECTIONS,
  type AssessmentReport,
  type AssessmentSection,
  type AssessmentSummary,
  type AssessmentTool,
  type MaskLayer,
} from '@ecotone/contracts';
import { CARBON_SCRIPT_TYPES } from '@ecotone/results/carbon/carbon-model';

/**
 * Pure rules of the assessment page (docs/assessment.md): which tool shows in which section and
 * in what state, when to poll, the area summary, the recommended activity, the map layer of a
 * tool and the text of a report's size.
 */

/** The summary and a running report are read again this often until they are terminal. */
export const POLL_INTERVAL_MS = 2000;

/** TanStack Query's `refetchInterval` of the summary: every 2 s while any tool is not terminal. */
export function summaryPollInterval(summary: AssessmentSummary | undefined): number | false {
  if (!summary) return false;
  return summary.tools.some((tool) => !isTerminal(tool.state)) ? POLL_INTERVAL_MS : false;
}

/** specs/3: 'No assessment data yet' until at least one tool has a result. */
export const hasData = (summary: AssessmentSummary): boolean =>
  summary.tools.some((tool) => tool.state === 'SUCCEEDED');

export const inProgress = (tools: readonly AssessmentTool[]): AssessmentTool[] =>
  tools.filter((tool) => !isTerminal(tool.state));

/** Failed or cancelled: no result, and the reason is shown. */
export const stopped = (tools: readonly AssessmentTool[]): AssessmentTool[] =>
  tools.filter((tool) => tool.state === 'FAILED' || tool.state === 'CANCELLED');

/** One section the analyses fill, with its tools by what the page can show of them. */
export interface SectionModel {
  section: AssessmentSection;
  /** Each with a result: drawn, in the summary's (catalogue) order. */
  succeeded: AssessmentTool[];
  /** Queued or running: their progress. */
  running: AssessmentTool[];
  /** Failed or cancelled: their reason. */
  stopped: AssessmentTool[];
}

/**
 * The sections in page order (specs/3: Context, Carbon, Water, Biodiversity), each with the
 * assessment's tools of that section. A section without any tool is left out: no empty chart.
 */
export function sectionsOf(summary: AssessmentSummary): SectionModel[] {
  return ASSESSMENT_SECTIONS.map((section) => {
    const tools = summary.tools.filter((tool) => tool.section === section);
    return {
      section,
      succeeded: tools.filter((tool) => tool.state === 'SUCCEEDED'),
      running: inProgress(tools),
      stopped: stopped(tools),
    };
  }).filter((model) => model.succeeded.length + model.running.length + model.stopped.length > 0);
}

/** The results tab of a tool: `/analysis-manager/results/{analysisId}#{scriptType}`. */
export const viewDataPath = (tool: Pick<AssessmentTool, 'analysisId' | 'scriptType'>): string =>
  `/analysis-manager/results/${encodeURIComponent(tool.analysisId)}#${tool.scriptType}`;

/** The area summary: gross, excluded by the masks (with their layers) and net, in hectares. */
export interface AreaSummary {
  grossHa: number;
  maskHa: number;
  netHa: number;
  maskLayers: MaskLayer[];
}

/**
 * From the newest analysis's study area; before any analysis ran, the shapefile's area is the
 * gross and the net area (nothing excluded yet).
 */
export function areaSummaryOf(summary: AssessmentSummary): AreaSummary {
  const study = summary.area.studyArea;
  if (!study) {
    const area = summary.shapefile.totalAreaHa;
    return { grossHa: area, maskHa: 0, netHa: area, maskLayers: [] };
  }
  const masked = study.basis === 'net';
  return {
    grossHa: study.grossHa,
    maskHa: masked ? study.maskHa : 0,
    netHa: masked ? study.netHa : study.grossHa,
    maskLayers: masked ? summary.area.maskLayers : [],
  };
}

/** The tools whose section shows a map of their opening layer. */
export const MAPPED_TOOLS: readonly ScriptType[] = ['landCoverChange', ...CARBON_SCRIPT_TYPES];

/**
 * The main chart of each time-series tool on the page (specs/3 TimeSeriesChart's
 * `group/chart-name-fragment`): the yearly series, which reads best at the page's width.
 */
export const MAIN_CHARTS: Partial<Record<ScriptType, string>> = {
  vegetationChange: 'vegetationChange/yearly',
  performanceDegradation: 'performanceDegradation/degraded-area',
  droughtsAndFloods: 'droughtsAndFloods/spi-yearly',
  soilMoisturePotential: 'soilMoisturePotential/precipitation-yearly',
  waterBalance: 'waterBalance/yearly',
};

/** The context tool's values the page shows as its key values (ids of `contextSections`). */
export const CONTEXT_KEY_VALUES = [
  'countries',
  'states',
  'elevation',
  'meanTemperature',
  'annualPrecipitation',
  'aridityClass',
  'ecoregion',
  'biome',
] as const;

/** A report still being made: its row polls `GET .../reports/{reportId}` every 2 s. */
export const reportInProgress = (report: Pick<AssessmentReport, 'state'>): boolean =>
  report.state === 'queued' || report.state === 'running';

export function reportPollInterval(report: AssessmentReport | undefined): number | false {
  return report && reportInProgress(report) ? POLL_INTERVAL_MS : false;
}

/** "1.4 MB", "820 kB": a file's size in the reader's language (decimal units, as browsers show). */
export function fileSizeText(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}

/** Progress 0..1 as a whole percentage, clamped. */
export const percentOf = (progress: number): number =>
  Number.isFinite(progress) ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Assessment ids are UUIDs: anything else cannot name one, so it is not asked for. */
export const isAssessmentId = (id: string): boolean => UUID.test(id);
