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
 * Issue 16 in the running app: the six time-series tools run on the demo data over a dry square
 * in eastern Oregon where the synthetic burned-area product has fires, and each tab draws its
 * charts with the stored numbers (the harness journey, time-series-tab.e2e.ts, checks the chart
 * rules on fixtures; this one checks the tools and the page together).
 */
const OREGON = {
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

const TOOLS = [
  'droughtsAndFloods',
  'soilMoisturePotential',
  'waterBalance',
  'vegetationChange',
  'performanceDegradation',
  'fireContext',
] as const;

function startTimeSeriesAnalysis(page: Page): Promise<WorkflowRunAnswer> {
  return startAnalysis(page, {
    geoJson: OREGON,
    siteName: 'Time series journey ranch',
    shapefileName: 'time_series_square',
    analysisInputs: {
      droughtsAndFloods: { timestep: 12 },
      soilMoisturePotential: {},
      waterBalance: {},
      // Vegetation change on MODIS: 250 m composites keep the journey quick.
      vegetationChange: { instrumentName: 'modis' },
      performanceDegradation: {},
      fireContext: {},
    },
  });
}

/** Every chart of the shown tab drew data: a series path of several points, or a bar with height. */
async function expectChartsDrawn(page: Page): Promise<number> {
  const charts = page.locator('[data-testid="time-series-view"] figure[data-chart-type]');
  await charts.first().waitFor({ timeout: 30_000 });
  const count = await charts.count();
  for (let index = 0; index < count; index++) {
    const chart = charts.nth(index);
    if ((await chart.getAttribute('data-chart-type')) === 'bar') {
      await chart.locator('svg rect.MuiBarChart-element').first().waitFor({ state: 'attached' });
      const heights = await chart
        .locator('svg rect.MuiBarChart-element')
        .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
      expect(heights.some((height) => height > 1)).toBe(true);
    } else {
      await chart.locator('svg path[data-series]').first().waitFor();
      const d = await chart.locator('svg path[data-series]').first().getAttribute('d');
      expect((d ?? '').split(/[LC]/).length).toBeGreaterThan(2);
    }
  }
  return count;
}

/** The first number of a shown value ("-0.44", "1,234 ha" -> 1234). */
const firstNumber = (shown: string) =>
  Number(/-?[\d,]+(\.\d+)?/.exec(shown.replace('−', '-'))?.[0].replaceAll(',', ''));

describe.skipIf(!chromiumAvailable)(
  'journey: the water, vegetation, degradation and fire tabs of a finished analysis',
  () => {
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

    it('runs the six tools and opens each tab with its charts and numbers', {
      timeout: 420_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);
      const answer = await startTimeSeriesAnalysis(page);
      expect(await finishedState(page, answer.analysisId)).toBe('SUCCEEDED');
      await page.goto(`${app.url}/analysis-manager/results/${answer.analysisId}`);
      await page.getByTestId('analysis-state').waitFor();

      for (const tool of TOOLS) {
        await page.getByTestId(`results-tab-${tool}`).click();
        if (await page.getByTestId('results-view-table').isVisible()) {
          await page.getByTestId('results-view-table').click();
        }
        await page.getByTestId('time-series-view').waitFor({ timeout: 30_000 });
        const stored = await resultOf(page, answer.analysisId, tool);
        const values = stored.results.values as {
          headlines: { id: string; value: number | null }[];
          charts: unknown[];
        };
        // The demo data is labelled where the numbers are; every stored chart is drawn.
        expect(await page.getByTestId('demo-data-notice').first().isVisible()).toBe(true);
        expect(await expectChartsDrawn(page)).toBe(values.charts.length);
        // The first headline with a value reads as stored (within its rounding).
        const headline = values.headlines.find((entry) => typeof entry.value === 'number');
        if (headline && typeof headline.value === 'number') {
          const shown = await page.getByTestId(`headline-${headline.id}-value`).first().innerText();
          const number = firstNumber(shown);
          expect(Math.abs(number - headline.value)).toBeLessThanOrEqual(
            Math.max(0.05 * Math.abs(headline.value), 0.01),
          );
        }
        await saveScreenshot(page, `time-series-results-${tool}`);
      }

      // Forty years of SPI layers are one row of the layers list; the year picked is downloaded.
      await page.getByTestId('results-tab-droughtsAndFloods').click();
      const spiRow = page.getByTestId('layer-series-droughtsAndFloodsSpi');
      await spiRow.waitFor();
      const latestYear = new Date().getUTCFullYear() - 1;
      expect(
        await spiRow.getByTestId(`layer-download-droughtsAndFloodsSpi${latestYear}`).count(),
      ).toBe(1);
      await spiRow.getByRole('combobox').click();
      await page.getByRole('option', { name: '2000', exact: true }).click();
      const picked = spiRow.getByTestId('layer-download-droughtsAndFloodsSpi2000');
      expect(await picked.getAttribute('href')).toMatch(/droughtsAndFloodsSpi2000/);
      await saveScreenshot(page, 'time-series-results-layer-series');

      // Fire context: the square has fires in the demo data; the table lists them and a row
      // opens into its burn severity.
      const fire = (await resultOf(page, answer.analysisId, 'fireContext')).results.values as {
        events: { startDate: string }[];
      };
      expect(fire.events.length).toBeGreaterThan(0);
      await page.getByTestId('results-tab-fireContext').click();
      await expect
        .poll(() => page.getByTestId('fire-row').count(), { timeout: 20_000 })
        .toBe(fire.events.length);
      await page.getByTestId('fire-row-toggle').first().click();
      expect(await page.getByTestId('severity-row').count()).toBeGreaterThan(0);
    });
  },
);
