import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { countPngPixelsNear, type Rgb } from './canvas-pixels.js';
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

/** The shapes' outline colour (map-view.ts), which nothing else on the offline map has. */
const SHAPE_OUTLINE: Rgb = [0xff, 0xb3, 0x00];

/**
 * A screen point (page coordinates) `fromSeam` degrees east of the antimeridian, on the copy of
 * the world the camera looks at (its centre may read 179.9 or -179.9).
 */
const besideSeam = async (page: Page, fromSeam: number, latitude: number) => {
  const [x, y] = await page.evaluate(
    ([offset, lat]) => {
      const hook = window.__ecotoneMap;
      if (!hook) throw new Error('no map');
      const seam = hook.center()[0] >= 0 ? 180 : -180;
      return hook.project([seam + offset, lat]);
    },
    [fromSeam, latitude] as const,
  );
  const canvas = await page.getByTestId('shape-map').locator('canvas').first().boundingBox();
  if (!canvas) throw new Error('the map has no canvas');
  return { x: canvas.x + x, y: canvas.y + y };
};

/** The pixels of a thin upright strip of the page, at a meridian between two latitudes. */
const meridianStrip = async (page: Page, fromSeam: number, south: number, north: number) => {
  const bottom = await besideSeam(page, fromSeam, south);
  const top = await besideSeam(page, fromSeam, north);
  const clip = { x: Math.round(top.x) - 3, y: top.y, width: 6, height: bottom.y - top.y };
  return page.screenshot({ clip });
};

/**
 * For each row of the map between two latitudes: the colours 4 px west of the antimeridian, on
 * it, and 4 px east of it.
 */
const seamColumns = async (page: Page, south: number, north: number) => {
  const bottom = await besideSeam(page, 0, south);
  const top = await besideSeam(page, 0, north);
  const clip = { x: Math.round(top.x) - 4, y: top.y, width: 9, height: bottom.y - top.y };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const rgb = (x: number, y: number) => {
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
      return [r, g, b] as [number, number, number];
    };
    return Array.from({ length: image.height }, (_, y) => [rgb(0, y), rgb(4, y), rgb(8, y)]);
  }, png);
};

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
    const shot = await saveScreenshot(page, 'antimeridian-fiji-upload');
    console.log(`screenshot: ${shot}`);

    // The seam: the shape is stored cut at 180 (two parts), but the map outlines the square, not
    // its cut. Along 180 inside the square there is fill and no outline colour; the square's own
    // side at 179.5 E is outlined (the same count would see a line there).
    const outlinePixels = async (fromSeam: number) => {
      const strip = await meridianStrip(page, fromSeam, -16.9, -16.1);
      return countPngPixelsNear(page, strip, SHAPE_OUTLINE, 24);
    };
    await expect.poll(() => outlinePixels(-0.5), { timeout: 15_000 }).toBeGreaterThan(20);
    expect(await outlinePixels(0)).toBe(0);
    // Fill along the seam, whole: each pixel on 180 has the colour of the square's inside a few
    // pixels east or west of it (the basemap barely changes in 4 px), not a hairline between the
    // two parts nor the basemap without the fill.
    const seamRows = await seamColumns(page, -16.9, -16.1);
    const same = (a: Rgb, b: Rgb) =>
      a.every((value, channel) => Math.abs(value - (b[channel] ?? 0)) <= 6);
    const whole = seamRows.filter(([west, seam, east]) => same(seam, west) || same(seam, east));
    expect(whole.length / seamRows.length).toBeGreaterThan(0.9);

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
