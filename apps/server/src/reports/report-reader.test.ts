import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../repositories/assessment-report.repository.js';
import { reportFileName, toAssessmentReport } from './report-reader.js';

const report = (changes: Partial<ReportRecord> = {}): ReportRecord => ({
  id: 'r1',
  assessmentId: 'a1',
  language: 'en',
  unitSystem: 'metric',
  state: 'queued',
  progress: 0,
  error: null,
  storageKey: null,
  pageCount: null,
  sizeBytes: null,
  includesFinancials: false,
  jobId: 'j1',
  createdBy: 'u1',
  createdByName: 'Ana',
  createdAt: new Date('2026-11-25T23:30:00Z'),
  finishedAt: null,
  title: 'Ranch North',
  ...changes,
});
const fileUrl = (assessmentId: string, reportId: string) => `/file/${assessmentId}/${reportId}`;

describe('reportFileName', () => {
  it("names the file after the title, in the report's language, with the day it was asked for", () => {
    expect(reportFileName(report())).toBe(
      'Ranch North - natural capital assessment - 2026-11-25.pdf',
    );
    expect(reportFileName(report({ language: 'es' }))).toBe(
      'Ranch North - evaluación del capital natural - 2026-11-25.pdf',
    );
  });

  it('keeps characters no file system takes out of the title', () => {
    expect(reportFileName(report({ title: 'North/South: "A"?' }))).toBe(
      'North_South_ _A_ - natural capital assessment - 2026-11-25.pdf',
    );
  });
});

describe('toAssessmentReport', () => {
  it('offers the file only once the report succeeded', () => {
    expect(
      toAssessmentReport('en', report({ state: 'running', progress: 0.1 }), fileUrl),
    ).toMatchObject({
      state: 'running',
      progress: 0.1,
      error: null,
      pageCount: null,
      downloadUrl: null,
    });
    const done = report({
      state: 'succeeded',
      progress: 1,
      storageKey: 'reports/a1/r1.pdf',
      pageCount: 7,
      sizeBytes: 512_000,
      finishedAt: new Date('2026-11-25T23:31:00Z'),
    });
    expect(toAssessmentReport('en', done, fileUrl)).toMatchObject({
      pageCount: 7,
      sizeBytes: 512_000,
      finishedAt: '2026-11-25T23:31:00.000Z',
      downloadUrl: '/file/a1/r1',
    });
  });

  it("translates why it failed into the request's language", () => {
    const failed = report({
      state: 'failed',
      error: { code: 'TIME_BUDGET', params: { seconds: 120 } },
    });
    expect(toAssessmentReport('es', failed, fileUrl).error).toBe(
      'Hacer este informe tardó más de los 120 s que puede tardar un informe.',
    );
    expect(toAssessmentReport('en', failed, fileUrl).error).toBe(
      'Making this report took longer than the 120 s a report may take.',
    );
  });
});
