import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { gdalExport } from '../../../packages/geometry/test/files/helpers/gdal-exports.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { openWizard } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** A fixture of packages/geometry/test/files/gdal-exports as files the browser picks. */
const picked = (name: string) =>
  gdalExport(name).map(({ name: file, bytes }) => ({
    name: file,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(bytes),
  }));

const shapeCount = (page: Page) =>
  page.evaluate(() => window.__ecotoneMap?.shapes().features.length ?? -1);

describe.skipIf(!chromiumAvailable)('journey: shapefiles as people have them', () => {
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
    await signInAsAdmin(page, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('imports an export with null shapes saying how many were skipped, and explains a line zip and a GPX track', async (test) => {
    onTestFailed(async () => {
      const file = await saveScreenshot(page, test.task.name);
      console.error(`screenshot: ${file}\nserver output:\n${app.output()}`);
    });
    await page.goto(app.url);
    await openWizard(page);
    await page.getByTestId('add-shape-button').click();
    await page.getByTestId('add-shape-upload').click();
    await page.getByTestId('add-shape-upload').waitFor({ state: 'detached' });

    await page.getByTestId('upload-shapefile-input').setInputFiles(picked('null-shapes'));
    await page.getByTestId('upload-add-shapefiles').click();
    const warnings = page.getByTestId('upload-warnings');
    await warnings.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await warnings.textContent()).toContain(
      'nulls.shp: 2 shapes without geometry (null shapes) were skipped; the others were imported.',
    );
    await saveScreenshot(page, 'shapefile-exports-null-shapes');
    if (await page.getByTestId('upload-confirm').isVisible())
      await page.getByTestId('upload-confirm').click();
    await expect.poll(() => shapeCount(page), { timeout: 30_000 }).toBeGreaterThan(0);

    await page.getByTestId('upload-other-input').setInputFiles(picked('padded-polyline.zip'));
    const reason = page.getByTestId('upload-error-reason');
    await expect
      .poll(() => reason.textContent(), { timeout: 30_000 })
      .toContain('padded-polyline.zip (fences.shp) contains only lines (2)');
    await saveScreenshot(page, 'shapefile-exports-padded-polyline');

    await page.getByTestId('upload-other-input').setInputFiles(picked('boundary-walk.gpx'));
    await expect
      .poll(() => reason.textContent(), { timeout: 30_000 })
      .toContain('GPX holds tracks, routes and waypoints, not areas');
    await saveScreenshot(page, 'shapefile-exports-gpx');
  });
});
