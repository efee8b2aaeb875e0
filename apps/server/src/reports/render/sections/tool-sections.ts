import type { PreparedShape } from '@ecotone/analysis/node';
import {
  type AnalysisResult,
  ASSESSMENT_SECTIONS,
  type AssessmentSection,
  type AssessmentTool,
} from '@ecotone/contracts';
import { isBiodiversityScriptType } from '@ecotone/results/biodiversity/biodiversity-script-types';
import { isCarbonScriptType } from '@ecotone/results/carbon/carbon-model';
import { studyAreaOf } from '@ecotone/results/study-area';
import { isTimeSeriesScriptType } from '@ecotone/results/time-series/time-series-model';
import type { ReportInput } from '../../report-input.js';
import { drawLayerMap } from '../maps/layer-map.js';
import { COLORS, type ReportDocument, SIZES } from '../report-document.js';
import { drawBiodiversity } from './biodiversity-section.js';
import { drawCarbon } from './carbon-section.js';
import { drawContext, drawLandCover } from './context-section.js';
import { drawTimeSeries } from './time-series-section.js';

/**
 * One section per family the assessment has (context with land cover, vegetation and fire;
 * carbon; water; biodiversity), in the page's order, each on a new page; in it every tool of the
 * family: its result as its results tab shows it (the study area it ran on, the figures, tables
 * and charts, its notes) and its map, or, for a tool that has not succeeded, why not.
 */
export async function drawToolSections(
  doc: ReportDocument,
  input: ReportInput,
  shape: PreparedShape | null,
): Promise<void> {
  for (const section of ASSESSMENT_SECTIONS) {
    const tools = input.summary.tools.filter((tool) => tool.section === section);
    if (tools.length === 0) continue;
    doc.newPage();
    doc.heading(sectionTitle(doc, section), 1);
    for (const tool of tools) {
      try {
        await drawTool(doc, input, tool, shape);
      } catch {
        // A result the view models read but a drawing step could not place (a value no test
        // foresaw): the tool says so and the report goes on, rather than fail whole.
        doc.note(doc.texts.t('report.tool.noResult'));
      }
    }
  }
}

const sectionTitle = (doc: ReportDocument, section: AssessmentSection) =>
  doc.texts.known(`tools.categories.${section}`) ?? section;

async function drawTool(
  doc: ReportDocument,
  input: ReportInput,
  tool: AssessmentTool,
  shape: PreparedShape | null,
) {
  const { texts } = doc;
  doc.heading(texts.known(`tools.labels.${tool.scriptType}`) ?? tool.scriptType, 2);
  if (tool.state !== 'SUCCEEDED') {
    doc.note(statusText(doc, tool));
    return;
  }
  const result = input.results.find((candidate) => candidate.scriptType === tool.scriptType);
  if (!result) {
    doc.note(texts.t('report.tool.noResult'));
    return;
  }
  const studyArea = studyAreaOf(result);
  if (studyArea) {
    const area = (hectares: number) => texts.format.quantity(hectares, 'ha');
    doc.note(
      studyArea.basis === 'net'
        ? texts.t('studyArea.net', {
            net: area(studyArea.netHa),
            gross: area(studyArea.grossHa),
            mask: area(studyArea.maskHa),
          })
        : texts.t('studyArea.gross', { gross: area(studyArea.grossHa) }),
    );
  }
  drawResult(doc, result);
  warnings(doc, result.results.warnings);
  const layer = input.mapLayers.find((candidate) => candidate.scriptType === tool.scriptType);
  if (layer) await drawLayerMap(doc, layer, input.shape, shape);
}

function drawResult(doc: ReportDocument, result: AnalysisResult) {
  const { scriptType } = result;
  const values = result.results.values;
  if (scriptType === 'context') drawContext(doc, values);
  else if (scriptType === 'landCoverChange') drawLandCover(doc, values);
  else if (isCarbonScriptType(scriptType)) drawCarbon(doc, values);
  else if (isTimeSeriesScriptType(scriptType)) drawTimeSeries(doc, values, scriptType);
  else if (isBiodiversityScriptType(scriptType))
    drawBiodiversity(doc, values, scriptType === 'biodiversityContext');
  else doc.note(doc.texts.t('report.tool.noTable'));
}

/** Why a tool has no result here: still running (how far), failed (the reason), cancelled. */
export function statusText(doc: ReportDocument, tool: AssessmentTool): string {
  const { texts } = doc;
  const state = texts.known(`runs.states.${tool.state}`) ?? tool.state;
  if (tool.state === 'FAILED')
    return tool.error
      ? texts.t('report.tool.failed', { error: tool.error })
      : texts.t('report.tool.failedNoReason');
  if (tool.state === 'CANCELLED') return texts.t('report.tool.cancelled');
  if (tool.state === 'STARTED' && Number.isFinite(tool.progress) && tool.progress > 0)
    return texts.t('report.tool.running', {
      state,
      percent: texts.format.number(Math.round(Math.min(1, tool.progress) * 100)),
    });
  return texts.t('report.tool.notFinished', { state });
}

/** The result's notes (translated by the server), as the results page's Notes box. */
function warnings(doc: ReportDocument, notes: readonly string[]) {
  if (notes.length === 0) return;
  const { texts } = doc;
  doc.paragraph(texts.t('results.warnings.title'), { size: SIZES.small, bold: true, gap: 1 });
  for (const note of notes)
    doc.paragraph(`• ${note}`, { size: SIZES.small, color: COLORS.secondary, indent: 6, gap: 1 });
  doc.space(6);
}
