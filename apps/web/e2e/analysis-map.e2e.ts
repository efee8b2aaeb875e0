import { readFile } from 'node:fs/promises';
import { formatQuantity } from '@ecotone/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShownResultLayer } from '../src/map/result-layers-controller.js';
import { finishedState, resultOf, startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { countPixelsNear, countPngPixelsNear, type Rgb } from './canvas-pixels.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** The shapes' outline (map-view.ts), which nothing else on the offline map is coloured like. */
const SHAPE_OUTLINE: Rgb = [0xff, 0xb3, 0x00];

const hexRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((value) => value?.trim() ?? '');

/** What the map draws now (the MapView test hook), by layer id. */
const shownLayers = (page: Page) =>
  page.evaluate(() => window.__ecotoneMap?.shownResultLayers() ?? ([] as ShownResultLayer[]));
const shownIds = async (page: Page) => (await shownLayers(page)).map((layer) => layer.layerId);

describe.skipIf(!chromiumAvailable)(
  'journey: a finished analysis on the map: shape, layers, legend, opacity, time-lapse',
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

    it('walks the map of both tools, in English and metric, then Spanish and imperial', {
      timeout: 300_000,
    }, async () => {
      reportOnFailure(page, app, 'analysis-map');
      const { analysisId } = await startAnalysis(page);
      expect(await finishedState(page, analysisId)).toBe('SUCCEEDED');
      const context = await resultOf(page, analysisId, 'context');
      const landCover = await resultOf(page, analysisId, 'landCoverChange');

      // The table view is the page as it was; the switch opens the map and the URL says so.
      await page.goto(`${app.url}/analysis-manager/results/${analysisId}#context`);
      await page.getByTestId('result-context').waitFor();
      await page.getByTestId('results-view-map').click();
      await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?view=map');
      const map = page.getByTestId('analysis-map');
      await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');

      // The analysed shape is drawn: its outline's pixels, not only the element.
      const canvas = page.getByTestId('analysis-map-canvas');
      await expect
        .poll(() => countPixelsNear(page, canvas, SHAPE_OUTLINE, 24), { timeout: 30_000 })
        .toBeGreaterThan(200);

      // The context theme (map-themes.ts): single-layer mode on the terrain (elevation, in its
      // declared opacity), the layer list open (no legend page, no player), the standard map.
      expect(await map.getAttribute('data-theme')).toBe('context');
      await expect.poll(() => shownLayers(page)).toEqual([{ layerId: 'elevation', opacity: 0.8 }]);
      expect(await page.getByTestId('map-layer-elevation').getAttribute('data-active')).toBe(
        'true',
      );
      const panel = page.getByTestId('map-layers-panel');
      expect((await panel.boundingBox())?.width).toBe(392);
      const rowIds = () =>
        panel
          .locator('li[data-testid^="map-layer-"]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
      expect((await rowIds())[0]).toBe('map-layer-elevation');
      expect(await page.getByTestId('map-legend-page').count()).toBe(0);
      expect(await page.getByTestId('time-lapse-player').count()).toBe(0);
      // The user has chosen no basemap on this browser, so the theme's opens.
      expect(await page.evaluate(() => localStorage.getItem('ecotone.basemap'))).toBeNull();
      const basemapChecked = async (kind: 'standard' | 'satellite') => {
        await page.getByTestId('map-options').click();
        const checked = await page.getByTestId(`map-basemap-${kind}`).getAttribute('aria-checked');
        await page.keyboard.press('Escape');
        await page.getByTestId('map-options-menu').waitFor({ state: 'hidden' });
        return checked;
      };
      expect(await basemapChecked('standard')).toBe('true');
      console.log(`screenshot: ${await saveScreenshot(page, 'analysis-map-theme-context')}`);

      // A vector layer: the ecoregions the area lies in (never empty). Turning it on turns
      // elevation off (single mode); its GeoJSON is drawn and its legend lists the ecoregions.
      const ecoregions = context.results.main.vectors.find(
        (layer) => layer.layerId === 'ecoregions',
      );
      expect(ecoregions?.legend.items.length).toBeGreaterThan(0);
      await page.getByTestId('map-layer-toggle-ecoregions').click();
      await expect.poll(() => shownIds(page)).toEqual(['ecoregions']);
      await page.getByTestId('map-layer-legend-ecoregions').click();
      await page.getByTestId('map-legend-page').waitFor();
      expect(await page.getByTestId('map-legend-item').count()).toBe(
        ecoregions?.legend.items.length,
      );
      expect(await text(page, 'map-legend-item')).toBe(ecoregions?.legend.items[0]?.primaryLabel);
      await saveScreenshot(page, 'analysis-map-context-legend');
      // The page turn moves focus for keyboard users: to Back, then to the legend button again.
      const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
      expect(await focused()).toBe('map-legend-back');
      await page.keyboard.press('Enter');
      await page.getByTestId('map-layer-legend-ecoregions').waitFor();
      await expect.poll(focused).toBe('map-layer-legend-button-ecoregions');

      // Opacity by keyboard: the slider moves in steps of 5 %.
      const slider = page.getByTestId('map-layer-opacity-ecoregions').locator('input');
      await slider.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const declared = ecoregions?.initialOpacity ?? 1;
      await expect
        .poll(async () => (await shownLayers(page))[0]?.opacity)
        .toBeCloseTo(declared - 0.1, 5);

      // A click inside the area opens the ecoregion's popup with its declared fields.
      const box = await canvas.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByTestId('map-feature-popup').waitFor();
      expect(await page.getByTestId('map-feature-field').count()).toBe(
        ecoregions?.display?.fields.length,
      );
      await saveScreenshot(page, 'analysis-map-context-popup');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('map-feature-popup').count()).toBe(0);

      // Map options: 3D and labels start off; labels name the shown ecoregions; the inset map.
      await page.getByTestId('map-options').click();
      const option = (name: string) => page.getByTestId(`map-option-${name}`);
      expect(await option('threeD').getAttribute('aria-checked')).toBe('false');
      expect(await option('labels').getAttribute('aria-checked')).toBe('false');
      expect(await option('showAnalysisLayer').getAttribute('aria-checked')).toBe('true');
      await option('labels').click();
      await option('insetMap').click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByTestId('map-label').count())
        .toBe(ecoregions?.legend.items.length);
      // The name sits over the site, where the user looks, not at the ecoregion's far middle.
      const labelBox = await page.getByTestId('map-label').first().boundingBox();
      const canvasBox = await canvas.boundingBox();
      expect(labelBox && canvasBox && labelBox.x > canvasBox.x).toBe(true);
      expect(labelBox && canvasBox && labelBox.y < canvasBox.y + canvasBox.height).toBe(true);
      await page.getByTestId('map-inset').waitFor();
      await saveScreenshot(page, 'analysis-map-options');
      await page.getByTestId('map-options').click();
      await option('labels').click();
      await option('insetMap').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('map-label').count()).toBe(0);

      // Auto zoom is remembered on this browser.
      await page.getByTestId('map-auto-zoom').click();
      expect(await page.evaluate(() => localStorage.getItem('ecotone.analysisMap.autoZoom'))).toBe(
        'true',
      );
      await page.reload();
      await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');
      expect(await page.getByTestId('map-auto-zoom').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('map-auto-zoom').click();

      // Clearing the layer cache loads the layers again and says so; the layers stay as chosen.
      const before = await shownLayers(page);
      await page.getByTestId('map-options').click();
      await page.getByTestId('map-clear-cache').click();
      await page.getByText('The layers are being loaded again.').waitFor();
      expect(await shownLayers(page)).toEqual(before);

      // Multi-layer mode adds Show All and Hide All; disabled layers stay off.
      await page.getByTestId('map-multi-mode').click();
      await page.getByTestId('map-show-all').click();
      const layerCount = context.results.main.images.length + context.results.main.vectors.length;
      const disabledIds = await page
        .locator('[data-testid^="map-layer-"][data-disabled="true"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
      await expect
        .poll(async () => (await shownIds(page)).length)
        .toBe(layerCount - disabledIds.length);
      await page.getByTestId('map-hide-all').click();
      await expect.poll(() => shownIds(page)).toEqual([]);

      // Land cover: the two years are one time series; the player shows and steps the year.
      await page.getByTestId('results-tab-landCoverChange').click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#landCoverChange');
      const years = landCover.results.main.images
        .flatMap((layer) => (layer.timeSeries ? [layer.timeSeries.year] : []))
        .sort((a, b) => a - b);
      expect(years).toHaveLength(2);
      const [baseYear, studyYear] = years as [number, number];
      await page.getByTestId('time-lapse-player').waitFor({ timeout: 30_000 });
      expect(await text(page, 'time-lapse-year')).toBe(String(studyYear));
      await expect.poll(() => shownIds(page)).toEqual([`landCover${studyYear}`]);
      // The land cover theme: the latest year with its player, its classes' legend open in the
      // panel (a wide screen), over the imagery (satellite), where context opened otherwise.
      expect(await map.getAttribute('data-theme')).toBe('landCover');
      await page.getByTestId('map-legend-page').waitFor();
      const studyLegend = landCover.results.main.images.find(
        (layer) => layer.layerId === `landCover${studyYear}`,
      )?.legend;
      expect(await page.getByTestId('map-legend-item').count()).toBe(studyLegend?.items.length);
      expect(await text(page, 'map-legend-title')).toBe(studyLegend?.title);
      // The page opened by itself: the focus stays where the user left it, not on Back.
      expect(await page.evaluate(() => document.activeElement?.id ?? '')).not.toBe(
        'map-legend-back',
      );
      expect(await basemapChecked('satellite')).toBe('true');
      console.log(`screenshot: ${await saveScreenshot(page, 'analysis-map-theme-land-cover')}`);
      await page.getByTestId('time-lapse-speed-3').click();
      await page.getByTestId('time-lapse-play').click();
      await expect.poll(() => text(page, 'time-lapse-year')).toBe(String(baseYear));
      await expect.poll(() => shownIds(page)).toEqual([`landCover${baseYear}`]);
      await page.getByTestId('time-lapse-play').click();
      await page.getByTestId('time-lapse-next').click();
      await expect.poll(() => text(page, 'time-lapse-year')).not.toBe('');
      // The demo data is labelled as such over the map, as in the table.
      expect(landCover.results.synthetic).toBe(true);
      await page.getByTestId('demo-data-notice').waitFor();
      // The year's raster is drawn from the tile server in its legend's colours.
      const snapshotOf = (await shownIds(page))[0] ?? '';
      const classColours = (
        landCover.results.main.images.find((layer) => layer.layerId === snapshotOf)?.legend.items ??
        []
      )
        .filter((item) => !item.heading)
        .map((item) => hexRgb(item.color));
      const swatch = classColours[0] ?? ([0, 0, 0] as const);
      await expect
        .poll(
          async () => {
            let drawn = 0;
            for (const colour of classColours)
              drawn += await countPixelsNear(
                page,
                page.getByTestId('analysis-map-canvas'),
                colour,
                6,
              );
            return drawn;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(1000);
      // A click on the raster names the class there (the raster hit-test), in the legend's words.
      const rasterBox = await canvas.boundingBox();
      if (!rasterBox) throw new Error('the map has no box');
      await page.mouse.click(
        rasterBox.x + rasterBox.width / 2,
        rasterBox.y + rasterBox.height * 0.4,
      );
      await page.getByTestId('map-raster-popup').waitFor();
      const classLabels = (
        landCover.results.main.images.find((layer) => layer.layerId === snapshotOf)?.legend.items ??
        []
      ).map((item) => item.primaryLabel);
      await expect
        .poll(() => text(page, 'map-raster-value-text'), { timeout: 15_000 })
        .toBeOneOf(classLabels);
      await saveScreenshot(page, 'analysis-map-raster-value');
      await page
        .getByTestId('map-raster-popup')
        .getByRole('button', { name: 'Close details' })
        .click();
      await page.getByTestId('map-raster-popup').waitFor({ state: 'detached' });
      await saveScreenshot(page, 'analysis-map-land-cover');

      // The snapshot (editors only: the administrator is one) of the year shown: the downloaded
      // PNG is named after the layer and shows the shape's outline and the legend's swatches,
      // which leave it when the legend is switched off.
      await page.getByTestId('map-snapshot-open').click();
      await page.getByTestId('snapshot-preview').waitFor({ timeout: 30_000 });
      const download = async () => {
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('snapshot-download').click(),
        ]);
        expect(file.suggestedFilename()).toBe(`${snapshotOf}-mapSnapshot.png`);
        return readFile(await file.path());
      };
      const withLegend = await download();
      expect(await countPngPixelsNear(page, withLegend, SHAPE_OUTLINE, 24)).toBeGreaterThan(40);
      const swatchPixels = await countPngPixelsNear(page, withLegend, swatch, 4);
      await page.getByTestId('snapshot-legend-toggle').click();
      const withoutLegend = await download();
      expect(swatchPixels).toBeGreaterThan(
        await countPngPixelsNear(page, withoutLegend, swatch, 4),
      );
      await saveScreenshot(page, 'analysis-map-snapshot');
      // The printable map of the same view: ticks in degrees west (the ranch is at 107 W), the
      // projection note, and alone on the page when printed.
      await page.getByRole('button', { name: 'Printable map' }).click();
      await page.getByTestId('printable-map').waitFor();
      const ticks = await page.locator('[data-tick="longitude"] text').allTextContents();
      // Up to 6 a side, top and bottom; at 2 decimals a ranch-sized view has fewer distinct lines.
      expect(ticks.length).toBeGreaterThanOrEqual(4);
      expect(ticks.length).toBeLessThanOrEqual(12);
      for (const tick of ticks) expect(tick).toMatch(/^10[67]\.\d{2,3}°W$/);
      expect(await text(page, 'projection-note')).toContain('EPSG:3857');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('printable-map').isVisible()).toBe(true);
      expect(await page.getByTestId('results-view-map').isVisible()).toBe(false);
      await saveScreenshot(page, 'analysis-map-printable');
      await page.emulateMedia({ media: 'screen' });
      // Its Close button: a key press needs the focus inside the dialog, which printing moves.
      await page
        .getByTestId('printable-map-dialog')
        .getByRole('button', { name: 'Close', exact: true })
        .click();
      await page.getByTestId('printable-map-dialog').waitFor({ state: 'detached' });

      // Table and back: the comparison table stays in the table view.
      await page.getByTestId('results-view-table').click();
      await page.getByTestId('comparison-table').waitFor();
      expect(await page.getByTestId('analysis-map').count()).toBe(0);
      await page.getByTestId('results-view-map').click();
      await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');

      // Spanish and imperial: texts, the layer labels from the server, the legend in feet.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('units-imperial').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('language-es').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => text(page, 'results-view-map')).toBe('Mapa');
      await page.getByTestId('results-tab-context').click();
      await expect.poll(() => map.getAttribute('data-ready'), { timeout: 60_000 }).toBe('true');
      await expect.poll(() => text(page, 'map-layer-label-elevation')).toBe('Elevación');
      await page.getByTestId('map-layer-legend-elevation').click();
      expect(await text(page, 'map-legend-title')).toBe('Elevación (ft)');
      const gradient = context.results.main.images[0]?.legend.gradient;
      expect(await text(page, 'map-legend-gradient-max')).toBe(
        formatQuantity(gradient?.max ?? 0, 'm', 'imperial', 'es'),
      );
      expect(await text(page, 'map-legend-gradient-max')).toMatch(/ ft$/);
      await saveScreenshot(page, 'analysis-map-es-imperial');
    });
  },
);
