import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MASK_PREVIEW_OPACITY } from '@ecotone/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { countPixelsNear, type Rgb } from './canvas-pixels.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, nextStep, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/**
 * Issue 18 in the running app (docs/masks-web.md): the exclusion area selection panel on the
 * wizard's map, in each mode. Manual: ticking a layer applies it (status 'Mask applied') and draws
 * its preview; step 2 shows the total, mask and project area. Upload: a .geojson mask drawn inside
 * the shape gives a mask area. None: the submission skips masks. The square is drawn five levels
 * in (about 133,000 ha), as journeys that compute on the shape do.
 */

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((value) => value?.trim() ?? '');

/**
 * The merged preview as the user sees it inside the shape: black at half opacity under the
 * shape's translucent fill, an olive (150, 134, 88) that nothing else on the offline map has.
 */
const MERGED_IN_SHAPE: Rgb = [150, 134, 88];
/** The cropland preview (#ff7f00 at half opacity) as it shows inside the shape. */
const CROPLAND_IN_SHAPE: Rgb = [246, 183, 88];
const darkPixels = (page: Page) =>
  countPixelsNear(page, page.getByTestId('shape-map'), MERGED_IN_SHAPE, 16);

const hectaresOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-hectares'));

/** Closes the exclusion panel, goes to step 2 and reads its areas once they are computed. */
async function maskAreasOnStep2(page: Page) {
  await page.getByTestId('mask-close').click();
  await nextStep(page, 'keyDetails');
  await expect
    .poll(() => page.getByTestId('mask-areas').getAttribute('data-status'), { timeout: 120_000 })
    .toBe('ready');
  return {
    total: await hectaresOf(page, 'mask-area-total'),
    mask: await hectaresOf(page, 'mask-area-mask'),
    project: await hectaresOf(page, 'mask-area-project'),
  };
}

const openExclusionPanel = async (page: Page) => {
  await page.getByTestId('toolbar-exclusion').click();
  await page.getByTestId('exclusion-panel').waitFor();
};

/**
 * A mask inside the drawn square: its middle ninth, as a FeatureCollection file, with what GIS
 * exports also hold: a feature without a geometry and a point (a well), both left out.
 */
async function maskFileInsideShape(page: Page): Promise<string> {
  const collection = await page.evaluate(() => window.__ecotoneMap?.shapes());
  const ring = (collection?.features[0]?.geometry.coordinates[0] ?? []) as number[][];
  const longitudes = ring.map(([longitude = 0]) => longitude);
  const latitudes = ring.map(([, latitude = 0]) => latitude);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  const third = (from: number, to: number, part: number) => from + ((to - from) * part) / 3;
  const mask = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'quarry' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [third(west, east, 1), third(south, north, 1)],
              [third(west, east, 2), third(south, north, 1)],
              [third(west, east, 2), third(south, north, 2)],
              [third(west, east, 1), third(south, north, 2)],
              [third(west, east, 1), third(south, north, 1)],
            ],
          ],
        },
      },
      { type: 'Feature', properties: { name: 'unsurveyed' }, geometry: null },
      {
        type: 'Feature',
        properties: { name: 'well' },
        geometry: {
          type: 'Point',
          coordinates: [third(west, east, 1.5), third(south, north, 1.5)],
        },
      },
    ],
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ecotone-mask-')), 'quarry.geojson');
  writeFileSync(file, JSON.stringify(mask));
  return file;
}

describe.skipIf(!chromiumAvailable)('journey: exclusion masks in the wizard', () => {
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

  it('automatic mode (the default): the default layers, their areas, and the saved mask set', {
    timeout: 300_000,
  }, async () => {
    reportOnFailure(page, app, 'exclusion-masks-automatic');
    await openWizardAndDrawSquare(page, { zoomLevels: 5 });
    await openExclusionPanel(page);
    expect(await page.getByTestId('mask-mode-automatic').getAttribute('aria-pressed')).toBe('true');
    // Automatic analysis has no activity: the default layers (specs/1 section 9), read-only.
    for (const layer of ['built', 'transportation', 'water'])
      await page.getByTestId(`mask-automatic-${layer}`).waitFor();
    expect(await page.getByTestId('mask-automatic-cropland').count()).toBe(0);

    const { total, mask, project } = await maskAreasOnStep2(page);
    expect(mask).toBeGreaterThan(0);
    expect(Math.abs(total - (mask + project)) / total).toBeLessThan(1e-6);
    const maskText = await text(page, 'mask-area-mask');

    await fillKeyDetails(page, { siteName: 'Masks Auto Ranch', siteTypeLabel: 'Ranch' });
    await nextStep(page, 'analyze');
    await nextStep(page, 'review');
    await page.getByTestId('wizard-analyze').click();
    await page.waitForURL(/\/shapefile-manager#[0-9a-f-]{36}$/, { timeout: 60_000 });
    const shapefileId = new URL(page.url()).hash.slice(1);

    // The saved set, as the shapefile list shows it: the same mask area as step 2 said, and one
    // downloadable GeoJSON per mask of the set.
    const panel = page.getByTestId(`shapefile-panel-${shapefileId}`);
    await panel.waitFor({ timeout: 60_000 });
    await expect.poll(() => text(page, 'area-makeup-mask'), { timeout: 30_000 }).toBe(maskText);
    for (const layer of ['built', 'transportation', 'water', 'merged'])
      await panel.getByTestId(`mask-download-${layer}`).waitFor();
    expect(await panel.getByTestId('mask-built').textContent()).toContain(
      'made from synthetic demo data',
    );
    await saveScreenshot(page, 'exclusion-masks-automatic-saved');

    // The analysis ran on the project area, and its results say which area that is.
    await panel.getByTestId('latest-analysis-link').click();
    const note = page.getByTestId('result-study-area').first();
    await note.waitFor({ timeout: 180_000 });
    expect(await note.getAttribute('data-basis')).toBe('net');
    expect(await note.textContent()).toContain(`minus ${maskText} of exclusion masks`);
    await saveScreenshot(page, 'exclusion-masks-automatic-results');
  });

  it('manual mode: a ticked layer is applied, previewed, and step 2 shows the areas', {
    timeout: 300_000,
  }, async () => {
    reportOnFailure(page, app, 'exclusion-masks-manual');
    await page.goto(`${app.url}/`);
    await openWizardAndDrawSquare(page, { zoomLevels: 5 });
    await openExclusionPanel(page);
    expect(await page.getByTestId('mask-mode-automatic').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('mask-mode-manual').click();
    // Manual starts from the default layers (no activity yet: built, transportation, water).
    for (const layer of ['built', 'transportation', 'water'])
      expect(await page.getByTestId(`mask-layer-${layer}`).isChecked()).toBe(true);
    expect(await text(page, 'non-grassland-rule')).toBe(
      'Non-grassland: grassland probability < 50, tree cover > 20 %, herbaceous cover < 20 %',
    );
    await page.getByTestId('mask-layer-cropland').check();

    // Each layer settles: applied, or without data for this shape (then unticked).
    for (const layer of ['built', 'transportation', 'water', 'cropland']) {
      await expect
        .poll(() => page.getByTestId(`mask-status-${layer}`).getAttribute('data-status'), {
          timeout: 120_000,
        })
        .toMatch(/^(success|noDataAvailable)$/);
    }
    const built = page.getByTestId('mask-status-built');
    expect(await built.getAttribute('data-status')).toBe('success');
    expect(await built.getAttribute('aria-label')).toBe('Mask applied');
    // Computed from the synthetic demo source: the panel says so (ARCHITECTURE "Data honesty").
    expect(await text(page, 'mask-demo-data')).toContain('Demo data (synthetic)');
    // Drawing and the toolbar are back once nothing is being applied.
    expect(await page.getByTestId('add-shape-button').isEnabled()).toBe(true);

    // The preview: the applied layers' tiles over the shape at the spec's opacity.
    await expect
      .poll(() => page.evaluate(() => window.__ecotoneMap?.shownResultLayers() ?? []))
      .toContainEqual({ layerId: 'mask-built', opacity: MASK_PREVIEW_OPACITY });
    await expect
      .poll(() => page.evaluate(() => window.__ecotoneMap?.shownResultLayers() ?? []))
      .toContainEqual({ layerId: 'mask-cropland', opacity: MASK_PREVIEW_OPACITY });
    // What the user sees: cropland (a fifth of the square here) in its colour on the map.
    await expect
      .poll(() => countPixelsNear(page, page.getByTestId('shape-map'), CROPLAND_IN_SHAPE, 16), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1000);
    await saveScreenshot(page, 'exclusion-masks-manual-preview');

    const { total, mask, project } = await maskAreasOnStep2(page);
    expect(total).toBeGreaterThan(0);
    expect(mask).toBeGreaterThan(0);
    expect(Math.abs(total - (mask + project)) / total).toBeLessThan(1e-6);
    expect(await text(page, 'mask-area-project')).toMatch(/\d.* ha$/);
    await saveScreenshot(page, 'exclusion-masks-step-2-areas');
  });

  it('upload mode: a .geojson mask inside the shape gives the mask area', {
    timeout: 300_000,
  }, async () => {
    reportOnFailure(page, app, 'exclusion-masks-upload');
    await page.goto(`${app.url}/`);
    await openWizardAndDrawSquare(page, { zoomLevels: 5 });
    await openExclusionPanel(page);
    await page.getByTestId('mask-mode-upload').click();
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);

    // A file that is not a mask is refused with the reason.
    const dir = mkdtempSync(path.join(tmpdir(), 'ecotone-mask-'));
    const points = path.join(dir, 'wells.geojson');
    writeFileSync(
      points,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-107, 44] } },
        ],
      }),
    );
    await page.getByTestId('mask-upload-input').setInputFiles(points);
    await expect
      .poll(() => text(page, 'mask-upload-error'))
      .toContain('only polygons can define a project area');

    const darkBefore = await darkPixels(page);
    await page.getByTestId('mask-upload-input').setInputFiles(await maskFileInsideShape(page));
    await expect.poll(() => text(page, 'mask-upload-chosen')).toContain('quarry.geojson');
    // One polygon kept; the well is left out, and the panel says so.
    expect(await text(page, 'mask-upload-chosen')).toContain('1 polygon feature');
    expect(await text(page, 'mask-upload-warnings')).toContain(
      'quarry.geojson: 1 point features were left out; only polygons can define a project area.',
    );
    await saveScreenshot(page, 'exclusion-masks-upload-warning');
    await expect
      .poll(() => page.evaluate(() => window.__ecotoneMap?.shownResultLayers() ?? []), {
        timeout: 120_000,
      })
      .toContainEqual({ layerId: 'mask-merged', opacity: MASK_PREVIEW_OPACITY });
    // What the user sees: the quarry (a ninth of the square) darkened on the map.
    await expect
      .poll(async () => (await darkPixels(page)) - darkBefore, { timeout: 30_000 })
      .toBeGreaterThan(1000);
    await saveScreenshot(page, 'exclusion-masks-upload-preview');

    const { total, mask } = await maskAreasOnStep2(page);
    // The middle ninth of the square (a geodesic square is not exactly nine equal parts).
    expect(mask / total).toBeGreaterThan(0.09);
    expect(mask / total).toBeLessThan(0.13);
  });

  it('none mode: the submission skips masks', { timeout: 300_000 }, async () => {
    reportOnFailure(page, app, 'exclusion-masks-none');
    await page.goto(`${app.url}/`);
    await openWizardAndDrawSquare(page, { zoomLevels: 5 });
    await openExclusionPanel(page);
    await page.getByTestId('mask-mode-none').click();
    expect(await text(page, 'mask-none-intro')).toContain('the whole shape');
    await page.getByTestId('mask-close').click();

    await nextStep(page, 'keyDetails');
    expect(await page.getByTestId('mask-areas').getAttribute('data-status')).toBe('none');
    await fillKeyDetails(page, { siteName: 'Masks None Ranch', siteTypeLabel: 'Ranch' });
    await nextStep(page, 'analyze');
    await nextStep(page, 'review');
    expect(await text(page, 'review-masks')).toBe('None: the whole shape is analysed');

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/workflow/run') && request.method() === 'POST',
    );
    await page.getByTestId('wizard-analyze').click();
    const body = (await sent).postDataJSON() as {
      workflowParams: { skipMask: boolean; maskOptions: unknown; maskGeojson: unknown };
    };
    expect(body.workflowParams).toMatchObject({
      skipMask: true,
      maskOptions: null,
      maskGeojson: null,
    });
    await page.waitForURL(/\/shapefile-manager#[0-9a-f-]{36}$/, { timeout: 60_000 });
  });
});
