import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { countPixelsNear, type Rgb } from './canvas-pixels.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { startTileServer } from './tile-server.js';
import { fillKeyDetails, nextStep, openWizard, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** The shapes' outline (map-view.ts), which nothing else on the offline map is coloured like. */
const SHAPE_OUTLINE: Rgb = [0xff, 0xb3, 0x00];
const SATELLITE_FAILED = 'Satellite imagery could not load; showing the offline map.';
const STREETS_FAILED = 'The street map could not load; showing the offline map.';

const notice = (page: Page) =>
  page
    .getByTestId('basemap-notice')
    .textContent()
    .then((text) => text?.trim() ?? '');
const pressed = (page: Page, kind: 'satellite' | 'standard') =>
  page.getByTestId(`basemap-${kind}`).getAttribute('aria-pressed');

describe.skipIf(!chromiumAvailable)(
  'journey: the map offline, a searched place, the review map',
  () => {
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // The default basemaps (Sentinel-2 cloudless, OpenStreetMap): the browser cannot reach them.
      app = await startApp();
      browser = await launchBrowser();
      page = await browser.newPage();
      await signInAsAdmin(page, app);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    const onFailure = (name: string) => reportOnFailure(page, app, name);

    it('says in one line that satellite imagery could not load, and the switcher works by keyboard', {
      timeout: 120_000,
    }, async () => {
      onFailure('map-basemap-fallback');
      await openWizard(page);
      expect(await pressed(page, 'satellite')).toBe('true');
      await expect.poll(() => notice(page), { timeout: 30_000 }).toBe(SATELLITE_FAILED);

      await page.getByTestId('basemap-standard').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => pressed(page, 'standard')).toBe('true');
      await expect.poll(() => notice(page), { timeout: 30_000 }).toBe(STREETS_FAILED);

      // The choice is remembered on this browser.
      await page.reload();
      await openWizard(page);
      expect(await pressed(page, 'standard')).toBe('true');
      await page.getByTestId('basemap-satellite').click();
      await expect.poll(() => notice(page), { timeout: 30_000 }).toBe(SATELLITE_FAILED);
    });

    it('suggests Nairobi once, and marks the chosen place on the map', {
      timeout: 120_000,
    }, async () => {
      onFailure('map-basemap-place-marker');
      await page.goto(app.url);
      await openWizard(page);
      await page.getByTestId('place-search-input').fill('Nairobi');
      const options = page.getByRole('option');
      await expect.poll(() => options.allTextContents()).toEqual(['Nairobi, KenyaPlace']);
      await options.first().click();

      const marker = page.getByTestId('place-marker');
      await marker.waitFor();
      expect(await marker.getAttribute('aria-label')).toBe('Nairobi, Kenya');
      await expect
        .poll(() => page.evaluate(() => window.__ecotoneMap?.center() ?? [0, 0]), {
          timeout: 30_000,
        })
        .toEqual([expect.closeTo(36.817, 2), expect.closeTo(-1.283, 2)]);
      // The pin stands at the place: the map's middle once the camera arrived.
      const [mapBox, pinBox] = await Promise.all([
        page.getByTestId('shape-map').boundingBox(),
        marker.boundingBox(),
      ]);
      if (!mapBox || !pinBox) throw new Error('no map or pin box');
      expect(Math.abs(pinBox.x + pinBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(4);
      // The pin's tip (its bottom edge) is on the place.
      expect(Math.abs(pinBox.y + pinBox.height - (mapBox.y + mapBox.height / 2))).toBeLessThan(12);
    });

    it("the review step's map shows the drawn shape (its pixels, not only the element)", {
      timeout: 180_000,
    }, async () => {
      onFailure('map-basemap-review');
      await page.goto(app.url);
      await openWizardAndDrawSquare(page);
      await nextStep(page, 'keyDetails');
      // The first lookup of a fresh server loads the boundaries: longer than a poll's 20 s.
      await expect
        .poll(() => page.getByTestId('geography-country').first().textContent(), {
          timeout: 90_000,
        })
        .toContain('United States');
      await fillKeyDetails(page, { siteName: 'Review Ranch', siteTypeLabel: 'Ranch' });
      await nextStep(page, 'analyze');
      await nextStep(page, 'review');
      const reviewMap = page.getByTestId('review-map');
      await expect
        .poll(() => reviewMap.getAttribute('data-loaded'), { timeout: 30_000 })
        .toBe('true');
      // The square's outline is drawn: hundreds of pixels of its colour, where a blank box has none.
      await expect
        .poll(() => countPixelsNear(page, reviewMap, SHAPE_OUTLINE, 24), { timeout: 30_000 })
        .toBeGreaterThan(400);
    });
  },
);

describe.skipIf(!chromiumAvailable)('journey: satellite tiles that can load are drawn', () => {
  const TILE_COLOUR: Rgb = [0x7b, 0x1f, 0xa2];
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    tiles = await startTileServer(TILE_COLOUR);
    app = await startApp({
      BASEMAP_TILE_URL: tiles.urlTemplate,
      BASEMAP_ATTRIBUTION: 'Journey imagery',
    });
    browser = await launchBrowser();
    page = await browser.newPage();
    await signInAsAdmin(page, app);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    tiles?.server.close();
  });

  it('shows the imagery with its credit and no fallback line', { timeout: 120_000 }, async () => {
    onTestFailed(async () => {
      console.log(`screenshot: ${await saveScreenshot(page, 'map-basemap-imagery')}`);
    });
    await openWizard(page);
    const map = page.getByTestId('shape-map');
    await expect
      .poll(() => countPixelsNear(page, map, TILE_COLOUR, 6), { timeout: 30_000 })
      .toBeGreaterThan(100_000);
    expect(tiles.requests()).toBeGreaterThan(0);
    expect(await map.locator('.maplibregl-ctrl-attrib').textContent()).toContain('Journey imagery');
    expect(await page.getByTestId('basemap-notice').count()).toBe(0);
  });
});
