import { SCRIPT_TYPES, type ScriptType } from '@ecotone/analysis';
import {
  type AccessLevel,
  type AssessmentSection,
  type AssessmentSummary,
  assessmentSectionOf,
  MASK_LAYERS,
  type MaskLayer,
} from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { z } from 'zod';
import type { AccessPolicy, AccessSubject } from '../access/access-policy.js';
import { failureText, toAnalysisReference } from '../analysis/result-reader.js';
import type { Viewer } from '../auth/viewer.js';
import { DOCUMENT_STORE_PLACEHOLDER } from '../config.js';
import { AppError } from '../errors.js';
import type {
  AnalysisRecordRow,
  AnalysisRepository,
  ToolRunState,
} from '../repositories/analysis.repository.js';
import type {
  AssessmentFacts,
  AssessmentRepository,
} from '../repositories/assessment.repository.js';
import type { MaskRepository } from '../repositories/mask.repository.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The tools the summary can show: those of a section (ASSESSMENT_SECTION_OF_TOOL). */
export const SUMMARY_TOOLS: readonly ScriptType[] = SCRIPT_TYPES.filter(
  (scriptType) => assessmentSectionOf(scriptType) !== null,
);

/** One tool as the page shows it: the run chosen and the analysis that holds it. */
export interface ShownTool {
  section: AssessmentSection;
  analysis: AnalysisRecordRow;
  /** Its state only: a report reads the chosen runs' results (AnalysisRepository.toolRunsAt). */
  run: ToolRunState;
}

/** An assessment as one viewer may read it: what its page and its report are made from. */
export interface AssessmentView {
  level: AccessLevel;
  facts: AssessmentFacts;
  /** Every analysis it has had, newest first. */
  analyses: AnalysisRecordRow[];
  /** The layers of the newest analysis's merged exclusion mask. */
  maskLayers: MaskLayer[];
  /** In catalogue order. */
  tools: ShownTool[];
}

export interface AssessmentDependencies {
  assessments: Pick<AssessmentRepository, 'facts'>;
  analyses: Pick<AnalysisRepository, 'assessmentAnalyses' | 'toolRunStatesOf'>;
  masks: Pick<MaskRepository, 'setLayers'>;
  accessPolicy: Pick<AccessPolicy, 'subject' | 'require'>;
  /** DOCUMENT_STORE_URL: an https address with `{assessmentId}`; unset = no document store. */
  documentStoreUrl?: string | undefined;
}

/**
 * For each tool the assessment's analyses ran, the run its page shows: the latest that succeeded
 * (newest analysis first), so a re-run that is still going or failed does not hide a result the
 * assessment already had; else the newest run, whatever its state.
 */
export function shownTools(
  analyses: readonly AnalysisRecordRow[],
  runs: readonly ToolRunState[],
): ShownTool[] {
  const chosen = new Map<ScriptType, ShownTool>();
  for (const analysis of analyses) {
    for (const run of runs) {
      if (run.analysisId !== analysis.id) continue;
      const section = assessmentSectionOf(run.scriptType);
      if (!section) continue;
      const earlier = chosen.get(run.scriptType);
      if (!earlier || (earlier.run.state !== 'SUCCEEDED' && run.state === 'SUCCEEDED'))
        chosen.set(run.scriptType, { section, analysis, run });
    }
  }
  return SCRIPT_TYPES.flatMap((scriptType) => {
    const tool = chosen.get(scriptType);
    return tool ? [tool] : [];
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The assessment's title: its own, else its shapefile's name. */
export const assessmentTitle = (facts: Pick<AssessmentFacts, 'title' | 'shapefileName'>) =>
  facts.title ?? facts.shapefileName;

/**
 * The natural capital assessment page's data (GET /api/assessment/{id}, docs/assessment-report.md)
 * and what the report job reads of an assessment, under the one access policy: any level reads
 * it (404 without access); the site's financial terms only at full access.
 */
export function createAssessmentService(deps: AssessmentDependencies) {
  const documentsUrlOf = (assessmentId: string): string | null =>
    deps.documentStoreUrl?.replaceAll(DOCUMENT_STORE_PLACEHOLDER, assessmentId) ?? null;

  /** The assessment at the viewer's level, asked of `who` (the report job asks as its requester). */
  async function viewAs(who: AccessSubject, assessmentId: string): Promise<AssessmentView> {
    if (!isUuid(assessmentId)) throw new AppError('NOT_FOUND');
    const level = await deps.accessPolicy.require(who, 'assessment', assessmentId);
    const facts = await deps.assessments.facts(assessmentId);
    if (!facts) throw new AppError('NOT_FOUND');
    const analyses = await deps.analyses.assessmentAnalyses(assessmentId);
    const runs = await deps.analyses.toolRunStatesOf(analyses.map((analysis) => analysis.id));
    const maskId = analyses[0]?.studyArea.maskId;
    const layers = maskId ? await deps.masks.setLayers(maskId) : [];
    return {
      level,
      facts,
      analyses,
      maskLayers: MASK_LAYERS.filter((layer) => layers.includes(layer)),
      tools: shownTools(analyses, runs),
    };
  }

  /** The view as the page's answer, texts in `locale`. */
  function summaryOf(locale: Locale, view: AssessmentView): AssessmentSummary {
    const { facts, level } = view;
    const financials = facts.site?.financials;
    return {
      assessmentId: facts.id,
      title: assessmentTitle(facts),
      stage: facts.stage,
      restorationActivity: facts.restorationActivity,
      createdAt: facts.createdAt.toISOString(),
      creatorName: facts.creatorName,
      site: facts.site && { siteId: facts.site.siteId, title: facts.site.title },
      shapefile: {
        shapefileId: facts.shapefileId,
        name: facts.shapefileName,
        totalAreaHa: facts.totalAreaHa,
      },
      area: { studyArea: view.analyses[0]?.studyArea ?? null, maskLayers: view.maskLayers },
      analyses: view.analyses.map(toAnalysisReference),
      tools: view.tools.map(({ section, analysis, run }) => ({
        scriptType: run.scriptType,
        section,
        analysisId: analysis.id,
        state: run.state,
        progress: run.progress,
        error: run.state === 'FAILED' ? failureText(locale, run.error) : null,
        finishedAt: iso(run.finishedAt),
        synthetic: run.synthetic,
      })),
      synthetic: view.tools.some(({ run }) => run.state === 'SUCCEEDED' && run.synthetic),
      accessLevel: level,
      // specs/2 section 6: the financial terms are for full access only.
      ...(level === 'full' && financials
        ? {
            financials: {
              revenueSharePercent: financials.revenueSharePercent ?? null,
              annualLandownerPaymentUsd: financials.annualLandownerPaymentUsd ?? null,
              agreementTermYears: financials.agreementTermYears ?? null,
            },
          }
        : {}),
      documentsUrl: documentsUrlOf(facts.id),
    };
  }

  return {
    viewAs,
    summaryOf,

    /** GET /api/assessment/{id} */
    async summary(viewer: Viewer, assessmentId: string, locale: Locale) {
      const who = await deps.accessPolicy.subject(viewer);
      return summaryOf(locale, await viewAs(who, assessmentId));
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
