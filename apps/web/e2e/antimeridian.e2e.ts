import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { openWizard } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** The issue-11 shapes as a user would upload them (docs/decisions/0008-antimeridian-and-poles.md). */
const collection = (coordinates: number[][][]) =>
  Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } }],
    }),
  );
const FIJI = collection([
  [
    [179.5, -17],
    [-179.5, -17],
    [-179.5, -16],
    [179.5, -16],
    [179.5, -17],
  ],
]);
const NORTH_POLE = collection([
  [
    [-180, 80],
    [-90, 80],
    [0, 80],
    [90, 80],
    [180, 80],
    [180, 90],
    [-180, 90],
    [-180, 80],
  ],
]);

const hectares = async (page: Page) =>
  Number(await page.getByTestId('total-area').getAttribute('data-hectares'));

describe.skipIf(!chromiumAvailable)('journey: shapes at the antimeridian and the poles', () => {
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

  it('shows an uploaded square across 180 as the small square it is, and refuses one round the pole', async (test) => {
    reportOnFailure(page, app, test.task.name);
    await openWizard(page);
    await page.getByTestId('add-shape-button').click();
    await page.getByTestId('add-shape-upload').click();
    await page.getByTestId('add-shape-upload').waitFor({ state: 'detached' });

    await page.getByTestId('upload-other-input').setInputFiles({
      name: 'fiji.geojson',
      mimeType: 'application/geo+json',
      buffer: FIJI,
    });
    await expect
      .poll(() => page.getByTestId('upload-added').isVisible(), { timeout: 30_000 })
      .toBe(true);
    // About 1.18 Mha (decision 0008), not a band round the globe.
    await expect
      .poll(() => page.getByTestId('total-area').getAttribute('data-status'))
      .toBe('ready');
    expect(Math.abs((await hectares(page)) - 1_181_485) / 1_181_485).toBeLessThan(0.001);
    // The map frames the square itself, across the date line, not the whole world.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const hook = window.__ecotoneMap;
            return hook ? [...hook.center(), hook.zoom()] : [];
          }),
        { timeout: 15_000 },
      )
      .toSatisfy(([longitude = 0, latitude = 0, zoom = 0]: number[]) => {
        const east = ((longitude % 360) + 360) % 360;
        return east > 179.4 && east < 180.6 && latitude > -17 && latitude < -16 && zoom > 5;
      });
    await saveScreenshot(page, 'antimeridian-fiji-upload');

    // Round the pole: refused with the translated reason; the Fiji square stays.
    await page.getByTestId('upload-other-input').setInputFiles({
      name: 'north-pole.geojson',
      mimeType: 'application/geo+json',
      buffer: NORTH_POLE,
    });
    // The reason once, under the alert's own heading ('This file could not be used.').
    await expect
      .poll(() => page.getByTestId('upload-error-reason').textContent(), { timeout: 30_000 })
      .toBe(
        "north-pole.geojson: a shape reaches latitude 90, beyond the map: Ecotone works between 85.05° S and 85.05° N, where the map and the analyses' datasets end. Leave out the polar region.",
      );
    expect(await page.evaluate(() => window.__ecotoneMap?.shapes().features.length)).toBe(1);
    await saveScreenshot(page, 'antimeridian-pole-refused');
  });
});
