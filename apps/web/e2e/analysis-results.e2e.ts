import { formatQuantity, type MessageKey, translate } from '@ecotone/i18n';
import { groupedLineage } from '@ecotone/results/lineage/grouped-lineage';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf, startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((value) => value?.trim() ?? '');

describe.skipIf(!chromiumAvailable)(
  'journey: an analysis runs, then its results, demo-data notice, units and data sources show',
  () => {
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      app = await startApp();
      browser = await launchBrowser();
      page = await browser.newPage();
      await signInAsAdmin(page, app);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    it('walks the whole journey', { timeout: 240_000 }, async () => {
      reportOnFailure(page, app, 'analysis-results');

      const { analysisId } = await startAnalysis(page);
      await page.goto(`${app.url}/analysis-manager/results/${analysisId}`);

      // Straight after submission the analysis is still in progress (queued, running or exporting).
      await page.getByTestId('analysis-state').waitFor();
      const firstState = await page.getByTestId('analysis-state').getAttribute('data-state');
      expect(['QUEUED', 'STARTED', 'EXPORT_PENDING', 'EXPORT_RUNNING']).toContain(firstState);
      expect(await text(page, 'analysis-created')).toBe('pending');
      expect(await page.getByTestId('cancel-analysis').isVisible()).toBe(true);

      // Polled every 2 s until it succeeds; the time then shows as YYYY-MM-DD HH:mm.
      await expect
        .poll(() => page.getByTestId('analysis-state').getAttribute('data-state'), {
          timeout: 180_000,
          interval: 1000,
        })
        .toBe('SUCCEEDED');
      expect(await text(page, 'analysis-state')).toBe('Succeeded');
      expect(await text(page, 'analysis-created')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(await page.getByTestId('cancel-analysis').count()).toBe(0);

      // No hash: the first tab, context, with the demo-data notice.
      await page.getByTestId('result-context').waitFor();
      expect(await text(page, 'demo-data-notice')).toContain(
        'Demo data (synthetic) — not for decisions',
      );
      const context = await resultOf(page, analysisId, 'context');
      expect(context.results.synthetic).toBe(true);
      const studyAreaHa = context.results.values.studyAreaHa as number;
      // The square is about 2.4 km x 2.2 km: a few hundred hectares, not zero or a placeholder.
      expect(studyAreaHa).toBeGreaterThan(400);
      expect(studyAreaHa).toBeLessThan(700);
      const studyArea = () => text(page, 'context-value-studyAreaHa-value');
      expect(await studyArea()).toBe(formatQuantity(studyAreaHa, 'ha', 'metric', 'en'));
      expect(await studyArea()).toMatch(/ ha$/);

      // Imperial in the preferences: the same area in acres, without reloading.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('units-imperial').click();
      await page.keyboard.press('Escape');
      await expect.poll(studyArea).toBe(formatQuantity(studyAreaHa, 'ha', 'imperial', 'en'));
      expect(await studyArea()).toMatch(/ acres$/);

      // The land cover tab: the URL hash follows, the table is sorted by baseline, largest first.
      await page.getByTestId('results-tab-landCoverChange').click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#landCoverChange');
      await page.getByTestId('comparison-table').waitFor();
      const landCover = await resultOf(page, analysisId, 'landCoverChange');
      const baselines = (landCover.results.values.comparisonTable as { baselineHa: number }[])
        .map((row) => row.baselineHa)
        .sort((a, b) => b - a)
        .slice(0, 10)
        .map((areaHa) => formatQuantity(areaHa, 'ha', 'imperial', 'en'));
      expect(baselines.length).toBeGreaterThan(0);
      expect(await page.getByTestId('comparison-baseline').allTextContents()).toEqual(baselines);
      expect(await text(page, 'demo-data-notice')).toContain('Demo data (synthetic)');

      // Data sources list every dataset once, with the inputs it served; synthetic ones say so.
      const datasets = groupedLineage(landCover.results.lineage);
      const sources = page.getByTestId('data-source');
      expect(await sources.count()).toBe(datasets.length);
      const syntheticChips = page.getByTestId('data-source-synthetic');
      expect(await syntheticChips.count()).toBe(
        datasets.filter(({ entry }) => entry.synthetic).length,
      );
      expect(await syntheticChips.first().textContent()).toBe('synthetic');
      // Kept for review of the layout, like the failure screenshots.
      await saveScreenshot(page, 'analysis-results-land-cover');

      // A reload keeps the tab; an unknown hash falls back to the first tab.
      await page.reload();
      await page.getByTestId('comparison-table').waitFor();
      expect(
        await page.getByTestId('results-tab-landCoverChange').getAttribute('aria-selected'),
      ).toBe('true');
      await page.goto(`${app.url}/analysis-manager/results/${analysisId}#nothing`);
      await page.getByTestId('result-context').waitFor();
      expect(await page.getByTestId('results-tab-context').getAttribute('aria-selected')).toBe(
        'true',
      );

      // Countries and states name what step 2 names (issue 12: they read "None").
      expect(await text(page, 'context-value-countries-value')).toBe('United States of America');
      expect(await text(page, 'context-value-states-value')).toBe('Wyoming');

      // In Spanish (and still imperial), everything a reader sees is Spanish: the demo-data
      // notice, place names, synthetic names (still saying synthetic), the biome, data sources.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('language-es').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => text(page, 'context-value-countries-value')).toBe('Estados Unidos');
      expect(await text(page, 'context-value-states-value')).toBe('Wyoming');
      expect(await text(page, 'demo-data-notice')).toContain(
        'Datos de demostración (sintéticos): no aptos para decisiones',
      );
      expect(await studyArea()).toBe(formatQuantity(studyAreaHa, 'ha', 'imperial', 'es'));
      // One grouping rule for every quantity: the elevation in feet groups its four digits.
      const elevation = (context.results.values.elevation as { mean: number }).mean;
      const elevationText = await text(page, 'context-value-elevation-value');
      expect(elevationText).toBe(formatQuantity(elevation, 'm', 'imperial', 'es'));
      expect(elevationText).toMatch(/^\d{1,3}(\.\d{3})+ ft$/);
      expect(await text(page, 'context-value-ecoregion-value')).toMatch(
        /^Ecorregión de demostración \d+ \(sintética\)$/,
      );
      expect(await text(page, 'context-value-basins-value')).toMatch(
        /^Cuenca de demostración \d+ \(sintética\)/,
      );
      const spanishBiomes = Array.from({ length: 14 }, (_, index) =>
        translate('es', `context.biomes.${index + 1}` as MessageKey),
      );
      expect(spanishBiomes).toContain(await text(page, 'context-value-biome-value'));
      const names = await page.getByTestId('data-source-name').allTextContents();
      // Listed once, however many inputs it fed (each named under "Usado para").
      expect(
        names.filter((name) => name === 'Datos de demostración sintéticos de Ecotone'),
      ).toEqual(['Datos de demostración sintéticos de Ecotone']);
      expect(names).toContain('Natural Earth Admin 1 – Estados y provincias (1:10m)');
      const sourcesText = (await page.getByTestId('data-sources').textContent()) ?? '';
      expect(sourcesText).toContain('Licencia: Sintéticos, no aptos para tomar decisiones');
      expect(sourcesText).toContain('Licencia: Dominio público (Natural Earth)');
      const pageText = (await page.getByTestId('analysis-results-page').textContent()) ?? '';
      for (const english of [
        'Demo basin',
        'Demo ecoregion',
        'Ecotone synthetic demo data',
        'Synthetic, not for decisions',
        'Grasslands',
        'Forests',
      ])
        expect(pageText).not.toContain(english);
      await saveScreenshot(page, 'analysis-results-es-imperial');

      // An id that cannot exist, and one that does not: a translated not-found page (the server
      // answers 404 for both) with ways back, never "Failed to fetch analysis: 400".
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`${app.url}/analysis-manager/results/${id}`);
        await page.getByTestId('results-not-found').waitFor();
        const notFound = await text(page, 'results-not-found');
        expect(notFound).toContain('Análisis no encontrado');
        expect(notFound).toContain(id);
        expect(await page.getByTestId('results-error').count()).toBe(0);
      }
      await saveScreenshot(page, 'analysis-results-not-found-es');
      await page.getByRole('link', { name: 'Ir a los shapefiles' }).click();
      await expect
        .poll(() => page.evaluate(() => window.location.pathname))
        .toBe('/shapefile-manager');
    });
  },
);
