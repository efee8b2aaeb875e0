import type { AnalysisResult, WorkflowRunAnswer, WorkflowRunRequest } from '@ecotone/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** About 2.4 km x 2.2 km in Wyoming (the map's default place), in the embedded synthetic data. */
export const square = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-107.46, 44.5],
            [-107.43, 44.5],
            [-107.43, 44.52],
            [-107.46, 44.52],
            [-107.46, 44.5],
          ],
        ],
      },
    },
  ],
};

/** What a journey may vary of the workflow it starts; the rest is the wizard's defaults. */
export interface AnalysisStart {
  geoJson?: unknown;
  siteName?: string;
  shapefileName?: string;
  analysisInputs?: Record<string, Record<string, unknown>>;
  /** The wizard's restoration activity (custom unless said). */
  restorationActivity?: WorkflowRunRequest['workflowParams']['restorationActivity'];
}

/**
 * Journeys about the results page start the analysis the way the wizard does
 * (create-assessment.e2e.ts walks the wizard itself): POST /api/workflow/run from the signed-in
 * page (same session cookie and origin). By default the Wyoming square with context and land
 * cover change.
 */
export async function startAnalysis(
  page: Page,
  start: AnalysisStart = {},
): Promise<WorkflowRunAnswer> {
  const body: WorkflowRunRequest = {
    workflowName: 'create-shape-and-assessment',
    workflowParams: {
      requestId: crypto.randomUUID(),
      geoJson: start.geoJson ?? square,
      siteName: start.siteName ?? 'Results journey ranch',
      siteType: 'ranch',
      shapefileName: start.shapefileName ?? 'results_journey_square',
      analysisInputs: start.analysisInputs ?? { context: {}, landCoverChange: {} },
      restorationActivity: start.restorationActivity ?? 'custom',
      skipMask: true,
      maskGeojson: null,
      maskOptions: null,
    },
    workflowDataBucketInfo: null,
  };
  const answer = await page.evaluate(async (payload) => {
    const response = await fetch('/api/workflow/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: await response.text() };
  }, body);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as WorkflowRunAnswer;
}

export async function resultOf(page: Page, analysisId: string, scriptType: string) {
  return page.evaluate(
    async ([id, type]) =>
      (await (
        await fetch(`/api/analysis-results/${id}?scriptType=${type}`)
      ).json()) as AnalysisResult,
    [analysisId, scriptType] as const,
  );
}

/** Waits (via the API, not the page) until the analysis is terminal, and returns its state. */
export async function finishedState(page: Page, analysisId: string): Promise<string> {
  let state = '';
  await expect
    .poll(
      async () => {
        state = await page.evaluate(
          async (id) =>
            ((await (await fetch(`/api/analysis/${id}`)).json()) as { state: string }).state,
          analysisId,
        );
        return ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(state);
      },
      { timeout: 180_000, interval: 1000 },
    )
    .toBe(true);
  return state;
}
