import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((value) => value?.trim() ?? '');

/** The first number in a text as shown in English ("114,405 tC (95 tC/ha)" -> 114405). */
const firstNumber = (shown: string) =>
  Number(/-?[\d,]+(\.\d+)?/.exec(shown)?.[0].replaceAll(',', ''));

/** Within the rounding of a shown value (at least 2 significant digits). */
const agrees = (shown: number, stored: number) =>
  Math.abs(shown - stored) <= Math.max(0.05 * Math.abs(stored), 1);

describe.skipIf(!chromiumAvailable)(
  'journey: an afforestation assessment from the wizard to its carbon tab',
  () => {
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      app = await startApp({ MASTER_CARBON_LOG_URL: 'https://carbon-log.example.org/register' });
      browser = await launchBrowser();
      page = await browser.newPage();
      page.on('pageerror', (error) => console.error('page error:', error));
      await signInAsAdmin(page, app);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    it('chooses afforestation, runs forest carbon and reads its carbon in tC and tCO2e', {
      timeout: 300_000,
    }, async (test) => {
      reportOnFailure(page, app, test.task.name);

      await openWizardAndDrawSquare(page, { zoomLevels: 5 });
      await page.getByTestId('wizard-next').click();
      await fillKeyDetails(page, { siteName: 'Carbon journey ranch', siteTypeLabel: 'Ranch' });
      await page.getByTestId('wizard-next').click();
      await page.getByTestId('analyze-step').waitFor();

      // Manual analysis, restoration activity afforestation: its template enables forest carbon.
      await page.getByTestId('analysis-mode-manual').check();
      await page.getByTestId('restoration-activity').click();
      await page.getByRole('option', { name: 'Afforestation Reforestation', exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('tool-enable-forestCarbon').isChecked()).toBe(true);
      expect(await page.getByTestId('tool-enable-grasslandCarbon').isChecked()).toBe(false);
      expect(await page.getByTestId('tool-enable-ifmCarbon').isChecked()).toBe(false);

      await page.getByTestId('wizard-next').click();
      await page.getByTestId('wizard-analyze').click();
      await page.waitForURL(/\/shapefile-manager#[0-9a-f-]{36}$/, { timeout: 60_000 });
      await page.getByTestId('latest-analysis-link').click();
      await page.waitForURL(/\/analysis-manager\/results\/[0-9a-f-]{36}/);
      const analysisId = /results\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
      await expect
        .poll(() => page.getByTestId('analysis-state').getAttribute('data-state'), {
          timeout: 240_000,
          interval: 1000,
        })
        .toBe('SUCCEEDED');

      // The forest carbon tab, as a table: the numbers the server stored, as the user reads them.
      await page.getByTestId('results-tab-forestCarbon').click();
      if (await page.getByTestId('results-view-table').isVisible()) {
        await page.getByTestId('results-view-table').click();
      }
      await page.getByTestId('carbon-view').waitFor({ timeout: 30_000 });
      const stored = (await resultOf(page, analysisId, 'forestCarbon')).results.values as {
        baselineCarbon: { totalCarbon: number };
        totalCarbonChange: number;
        carbonChangeDatasets: { type: string; totalCarbonChange: number }[];
      };
      expect(stored.totalCarbonChange).toBeGreaterThan(0);
      const baseline = await text(page, 'carbon-headline-baseline-value');
      expect(baseline).toMatch(/ tC \(/);
      expect(agrees(firstNumber(baseline), stored.baselineCarbon.totalCarbon)).toBe(true);
      const change = await text(page, 'carbon-headline-total-change-value');
      expect(agrees(firstNumber(change), stored.totalCarbonChange)).toBe(true);
      // The deployment's Master Carbon Log (MASTER_CARBON_LOG_URL) is linked beside the values.
      const log = page.getByTestId('master-carbon-log-link').first();
      expect(await log.getAttribute('href')).toBe('https://carbon-log.example.org/register');
      expect(await log.getAttribute('aria-label')).toBe('Master Carbon Log');
      // The demo data is labelled where the numbers are.
      expect(await page.getByTestId('demo-data-notice').first().isVisible()).toBe(true);
      // The activity that changed carbon is listed; the stock chart is drawn.
      const changed = stored.carbonChangeDatasets.find((dataset) => dataset.totalCarbonChange > 0);
      expect(await text(page, `carbon-activity-row-${changed?.type}`)).not.toBe('');
      await page
        .getByTestId('carbon-stock-chart')
        .locator('svg path[data-series]')
        .first()
        .waitFor();
      await saveScreenshot(page, 'carbon-assessment-tab');

      // tCO2e: x 44/12.
      await page.getByTestId('carbon-unit-tCO2').click();
      await expect
        .poll(async () => firstNumber(await text(page, 'carbon-headline-total-change-value')))
        .toSatisfy((shown: number) => agrees(shown, (stored.totalCarbonChange * 44) / 12));
    });
  },
);
