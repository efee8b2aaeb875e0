import type { WorkflowRunAnswer } from '@ecotone/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedState, resultOf, startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/**
 * Issue 17 in the running app: the three biodiversity tools run on the demo data, and their tabs
 * show the stored numbers (the harness journey, biodiversity-tab.e2e.ts, checks the tab's rules on
 * fixtures; this one checks the tools and the page together).
 */
const SQUARE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-120, 44],
            [-119.8, 44],
            [-119.8, 44.2],
            [-120, 44.2],
            [-120, 44],
          ],
        ],
      },
    },
  ],
};

function startBiodiversityAnalysis(page: Page): Promise<WorkflowRunAnswer> {
  return startAnalysis(page, {
    geoJson: SQUARE,
    siteName: 'Biodiversity journey ranch',
    shapefileName: 'biodiversity_square',
    analysisInputs: { biodiversityMsa: {}, wetlandsBiodiversityMsa: {}, biodiversityContext: {} },
  });
}

const number = (shown: string) =>
  Number(shown.replace('−', '-').replace('+', '').replaceAll(',', ''));

describe.skipIf(!chromiumAvailable)('journey: the biodiversity tabs of a finished analysis', () => {
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error('page error:', error));
    await signInAsAdmin(page, app);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('runs MSA, wetlands MSA and biodiversity context and reads their numbers', {
    timeout: 300_000,
  }, async (test) => {
    reportOnFailure(page, app, test.task.name);
    const answer = await startBiodiversityAnalysis(page);
    expect(await finishedState(page, answer.analysisId)).toBe('SUCCEEDED');
    await page.goto(`${app.url}/analysis-manager/results/${answer.analysisId}`);
    await page.getByTestId('analysis-state').waitFor();
    const tableView = async () => {
      if (await page.getByTestId('results-view-table').isVisible()) {
        await page.getByTestId('results-view-table').click();
      }
    };

    // MSA: the comparison table reads the stored total before and after.
    await page.getByTestId('results-tab-biodiversityMsa').click();
    await tableView();
    await page.getByTestId('msa-comparison-table').waitFor({ timeout: 30_000 });
    const msa = (await resultOf(page, answer.analysisId, 'biodiversityMsa')).results.values as {
      msaMeanBefore: { total: number };
      msaMeanAfter: { total: number };
    };
    const total = page.getByTestId('msa-row-total');
    const before = number(await total.getByTestId('msa-before').innerText());
    const after = number(await total.getByTestId('msa-after').innerText());
    expect(Math.abs(before - msa.msaMeanBefore.total)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(after - msa.msaMeanAfter.total)).toBeLessThanOrEqual(0.01);
    expect(await page.getByTestId('demo-data-notice').first().isVisible()).toBe(true);
    // The activity the "after" assumes is named in words, not by its id (decision 0018).
    expect(await page.getByTestId('biodiversity-headline-activity-value').first().innerText()).toBe(
      'Reforestation of cropland and cleared pasture',
    );
    await saveScreenshot(page, 'biodiversity-results-msa');

    // Biodiversity context: STAR total with 4 decimals, species in the table, severity first.
    await page.getByTestId('results-tab-biodiversityContext').click();
    await tableView();
    await page.getByTestId('star-table').waitFor({ timeout: 30_000 });
    const star = (await resultOf(page, answer.analysisId, 'biodiversityContext')).results
      .values as {
      starThreatScores: { scoreType: string; threatAbatementScore: number }[];
      species: { scientificName: string }[];
    };
    const stored = star.starThreatScores.find((row) => row.scoreType === 'total');
    const shownTotal = await page
      .getByTestId('star-row-total')
      .getByTestId('star-abatement-score')
      .innerText();
    expect(shownTotal).toMatch(/\.\d{4}$/);
    expect(
      Math.abs(number(shownTotal) - (stored?.threatAbatementScore ?? Number.NaN)),
    ).toBeLessThan(0.0001);
    expect(star.species.length).toBeGreaterThan(0);
    expect(await page.getByTestId('species-name').first().innerText()).toContain(
      star.species[0]?.scientificName ?? '?',
    );
    await saveScreenshot(page, 'biodiversity-results-context');

    // Wetlands MSA opens too (its pressures other than land use are not applicable).
    await page.getByTestId('results-tab-wetlandsBiodiversityMsa').click();
    await page.getByTestId('msa-comparison-table').waitFor({ timeout: 30_000 });
  });
});
