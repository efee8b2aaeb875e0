import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importShapeFiles } from '@ecotone/geometry';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, nextStep, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** A team-chat webhook on 127.0.0.1: its message says the announcement job has run. */
async function startWebhook(): Promise<{ url: string; messages: unknown[]; server: Server }> {
  const messages: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      messages.push(JSON.parse(body));
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/ecotone`, messages, server };
}

const unread = (page: Page) => page.getByTestId('notifications-button').getAttribute('data-unread');

describe.skipIf(!chromiumAvailable)(
  'journey: the bell hears of a finished analysis at once; the list downloads the shape',
  () => {
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;
    let webhook: Awaited<ReturnType<typeof startWebhook>>;
    let shapefileId = '';

    beforeAll(async () => {
      webhook = await startWebhook();
      app = await startApp({ TEAM_CHAT_WEBHOOK_URL: webhook.url });
      browser = await launchBrowser();
      page = await browser.newPage();
      await signInAsAdmin(page, app);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
      webhook?.server.close();
    });

    const onFailure = (name: string) => reportOnFailure(page, app, name);

    it('counts the new notification on the bell without waiting for the minute poll', {
      timeout: 300_000,
    }, async () => {
      onFailure('bell-pushed');
      await openWizardAndDrawSquare(page, { zoomLevels: 5 });
      await nextStep(page, 'keyDetails');
      await fillKeyDetails(page, { siteName: 'Rancho Azul', siteTypeLabel: 'Ranch' });
      await nextStep(page, 'analyze');
      await nextStep(page, 'review');
      expect(await unread(page)).toBe('0');
      await page.getByTestId('wizard-analyze').click();
      await page.waitForURL(/\/shapefile-manager#[0-9a-f-]{36}$/, { timeout: 60_000 });
      shapefileId = new URL(page.url()).hash.slice(1);

      // The team chat hears of it after the in-app notification is written (announceAssessment
      // delivers in-app first). From then the bell has a few seconds, far less than its poll.
      await expect.poll(() => webhook.messages.length, { timeout: 180_000, interval: 500 }).toBe(1);
      await expect.poll(() => unread(page), { timeout: 5000, interval: 100 }).toBe('1');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('notifications-button').click();
      const item = page.getByTestId('notification-item').first();
      await expect.poll(() => item.textContent()).toContain('Rancho Azul');
      // The menu has faded in (for the screenshot).
      await expect
        .poll(() =>
          item.evaluate(
            (element) => getComputedStyle(element.closest('.MuiPaper-root') ?? element).opacity,
          ),
        )
        .toBe('1');
      console.log(`screenshot: ${await saveScreenshot(page, 'bell-pushed')}`);
      await page.keyboard.press('Escape');
    });

    it('downloads the shape from its row as a zipped shapefile and as GeoJSON', {
      timeout: 120_000,
    }, async () => {
      onFailure('list-download');
      const row = page.getByTestId(`shapefile-row-${shapefileId}`);
      const name = (await row.locator('th').first().textContent())?.trim() ?? '';
      expect(name).toContain('Rancho Azul');

      await page.getByTestId(`shapefile-download-${shapefileId}`).click();
      await page.getByTestId('shapefile-download-shapefile').waitFor();
      console.log(`screenshot: ${await saveScreenshot(page, 'list-download-menu')}`);
      const [zipDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('shapefile-download-shapefile').click(),
      ]);
      expect(zipDownload.suggestedFilename()).toBe(`${name}.zip`);
      const bytes = new Uint8Array(await readFile(await zipDownload.path()));
      const read = await importShapeFiles([{ name: 'download.zip', bytes }]);
      if (!read.valid) throw new Error(`the zip does not read back: ${read.reason.code}`);
      expect(read.value.layers.map((layer) => layer.name)).toEqual([name]);

      await page.getByTestId(`shapefile-download-${shapefileId}`).click();
      const [geojsonDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('shapefile-download-geojson').click(),
      ]);
      expect(geojsonDownload.suggestedFilename()).toBe(`${name}.geojson`);
      const geojson = JSON.parse(await readFile(await geojsonDownload.path(), 'utf8'));
      expect(geojson.type).toBe('FeatureCollection');
      // The zip holds the same polygon as the stored GeoJSON (corners; winding may differ).
      const corners = (coordinates: unknown) =>
        (coordinates as number[][][])
          .flat(1)
          .map(([longitude = 0, latitude = 0]) => `${longitude.toFixed(6)},${latitude.toFixed(6)}`)
          .sort();
      expect(geojson.features).toHaveLength(1);
      expect(corners(read.value.collection.features[0]?.geometry.coordinates)).toEqual(
        corners(geojson.features[0].geometry.coordinates),
      );
    });
  },
);
