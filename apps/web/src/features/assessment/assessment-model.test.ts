import type { AssessmentSummary, AssessmentTool } from '@ecotone/contracts';
import { assessmentSummarySchema } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaSummaryOf,
  fileSizeText,
  hasData,
  isAssessmentId,
  POLL_INTERVAL_MS,
  percentOf,
  reportPollInterval,
  sectionsOf,
  summaryPollInterval,
  viewDataPath,
} from './assessment-model';

const ANALYSIS = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const OLDER = '11111111-2222-4333-8444-555555555555';

function tool(
  scriptType: AssessmentTool['scriptType'],
  section: AssessmentTool['section'],
  state: AssessmentTool['state'],
  extra: Partial<AssessmentTool> = {},
): AssessmentTool {
  return {
    scriptType,
    section,
    analysisId: ANALYSIS,
    state,
    progress: state === 'SUCCEEDED' ? 1 : 0.4,
    error: state === 'FAILED' ? 'The data source did not answer.' : null,
    finishedAt: state === 'SUCCEEDED' ? '2026-11-20T10:00:00.000Z' : null,
    synthetic: state === 'SUCCEEDED',
    ...extra,
  };
}

function summary(
  tools: AssessmentTool[],
  extra: Partial<AssessmentSummary> = {},
): AssessmentSummary {
  // Held to the contract, so a fixture that drifts from the server's answer fails here.
  return assessmentSummarySchema.parse({
    assessmentId: '0b6c1f9e-3f2a-4d8b-9a61-2c4e5f6a7b8c',
    title: 'Bar K Ranch',
    stage: 's1',
    restorationActivity: 'forest1',
    createdAt: '2026-11-20T09:00:00.000Z',
    creatorName: 'Ana Ortiz',
    site: { siteId: 'c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f', title: 'Bar K Ranch' },
    shapefile: {
      shapefileId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'usa_bar_k',
      totalAreaHa: 1000,
    },
    area: {
      studyArea: {
        basis: 'net',
        grossHa: 1000,
        maskHa: 188,
        netHa: 812,
        maskId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
      },
      maskLayers: ['water', 'built'],
    },
    analyses: [{ analysisId: ANALYSIS, createdAt: '2026-11-20T09:00:00.000Z', state: 'STARTED' }],
    tools,
    synthetic: true,
    accessLevel: 'basic',
    documentsUrl: null,
    ...extra,
  });
}

describe('the sections of the assessment page', () => {
  it('puts each tool in its section, in page order, and leaves out sections without tools', () => {
    const model = sectionsOf(
      summary([
        tool('biodiversityMsa', 'biodiversity', 'SUCCEEDED'),
        tool('context', 'context', 'SUCCEEDED'),
        tool('landCoverChange', 'context', 'STARTED'),
        tool('forestCarbon', 'carbon', 'FAILED'),
      ]),
    );
    expect(model.map((section) => section.section)).toEqual(['context', 'carbon', 'biodiversity']);
    const [context, carbon, biodiversity] = model;
    expect(context?.succeeded.map((t) => t.scriptType)).toEqual(['context']);
    expect(context?.running.map((t) => t.scriptType)).toEqual(['landCoverChange']);
    expect(carbon?.succeeded).toEqual([]);
    expect(carbon?.stopped.map((t) => t.scriptType)).toEqual(['forestCarbon']);
    expect(biodiversity?.succeeded.map((t) => t.scriptType)).toEqual(['biodiversityMsa']);
  });

  it('counts queued and running tools as in progress, failed and cancelled as stopped', () => {
    const [water] = sectionsOf(
      summary([
        tool('droughtsAndFloods', 'water', 'QUEUED'),
        tool('waterBalance', 'water', 'EXPORT_PENDING'),
        tool('soilMoisturePotential', 'water', 'CANCELLED'),
      ]),
    );
    expect(water?.running.map((t) => t.scriptType)).toEqual(['droughtsAndFloods', 'waterBalance']);
    expect(water?.stopped.map((t) => t.scriptType)).toEqual(['soilMoisturePotential']);
  });

  it('has no data until one tool succeeded', () => {
    expect(hasData(summary([]))).toBe(false);
    expect(hasData(summary([tool('context', 'context', 'STARTED')]))).toBe(false);
    expect(hasData(summary([tool('context', 'context', 'FAILED')]))).toBe(false);
    expect(
      hasData(
        summary([tool('context', 'context', 'FAILED'), tool('waterBalance', 'water', 'SUCCEEDED')]),
      ),
    ).toBe(true);
  });

  it('links each tool to its results tab in the analysis that holds its run', () => {
    expect(viewDataPath(tool('waterBalance', 'water', 'SUCCEEDED', { analysisId: OLDER }))).toBe(
      `/analysis-manager/results/${OLDER}#waterBalance`,
    );
  });
});

describe('polling', () => {
  it('reads the summary every 2 s while any tool is not terminal, then stops', () => {
    expect(summaryPollInterval(undefined)).toBe(false);
    expect(
      summaryPollInterval(
        summary([tool('context', 'context', 'SUCCEEDED'), tool('waterBalance', 'water', 'QUEUED')]),
      ),
    ).toBe(POLL_INTERVAL_MS);
    expect(
      summaryPollInterval(
        summary([tool('context', 'context', 'SUCCEEDED'), tool('waterBalance', 'water', 'FAILED')]),
      ),
    ).toBe(false);
    expect(POLL_INTERVAL_MS).toBe(2000);
  });

  it('reads a report every 2 s while queued or running', () => {
    const report = (state: 'queued' | 'running' | 'succeeded' | 'failed') =>
      ({ state }) as Parameters<typeof reportPollInterval>[0];
    expect(reportPollInterval(report('queued'))).toBe(2000);
    expect(reportPollInterval(report('running'))).toBe(2000);
    expect(reportPollInterval(report('succeeded'))).toBe(false);
    expect(reportPollInterval(report('failed'))).toBe(false);
    expect(reportPollInterval(undefined)).toBe(false);
  });
});

describe('the area summary', () => {
  it('reads gross, masks and net from the newest analysis', () => {
    expect(areaSummaryOf(summary([]))).toEqual({
      grossHa: 1000,
      maskHa: 188,
      netHa: 812,
      maskLayers: ['water', 'built'],
    });
  });

  it('is the shapefile’s whole area, nothing excluded, before any analysis ran', () => {
    expect(
      areaSummaryOf(summary([], { area: { studyArea: null, maskLayers: [] }, analyses: [] })),
    ).toEqual({ grossHa: 1000, maskHa: 0, netHa: 1000, maskLayers: [] });
  });

  it('excludes nothing when the tools ran on the gross area', () => {
    const gross = summary([], {
      area: {
        studyArea: { basis: 'gross', grossHa: 640, maskHa: 0, netHa: 640, maskId: null },
        maskLayers: [],
      },
    });
    expect(areaSummaryOf(gross)).toEqual({ grossHa: 640, maskHa: 0, netHa: 640, maskLayers: [] });
  });
});

describe('small texts', () => {
  it('writes a file size in MB or kB, in the reader’s language', () => {
    expect(fileSizeText(1_450_000, 'en')).toBe('1.5 MB');
    expect(fileSizeText(820_400, 'en')).toBe('820 kB');
    expect(fileSizeText(1_450_000, 'es')).toBe('1,5 MB');
    expect(fileSizeText(12, 'en')).toBe('1 kB');
  });

  it('clamps progress to whole percents', () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.2)).toBe(100);
    expect(percentOf(Number.NaN)).toBe(0);
  });

  it('asks only for ids that can be assessments', () => {
    expect(isAssessmentId(ANALYSIS)).toBe(true);
    expect(isAssessmentId('ranch-north')).toBe(false);
  });
});
