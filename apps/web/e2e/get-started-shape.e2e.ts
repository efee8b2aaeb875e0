import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedMail,
  type SmtpSink,
  startSmtpSink,
} from '../../server/test/support/smtp-sink.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { type PolygonRings, writeShapefile } from './shapefile-writer.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const LAND_DESK = 'land-desk@example.org';

/** The decoded content of the attachment called `name` in a raw MIME message. */
function attachmentOf(mail: ReceivedMail, name: string): string | undefined {
  const part = mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .find((candidate) => candidate.includes(`filename=${name}`));
  if (!part) return undefined;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
}

describe.skipIf(!chromiumAvailable)(
  'journey: a preliminary analysis with the ranch location',
  () => {
    let app: RunningApp;
    let sink: SmtpSink;
    let browser: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      sink = await startSmtpSink();
      app = await startApp({
        SMTP_URL: sink.url,
        GET_STARTED_CONTACTS: `eligible-land=${LAND_DESK}`,
      });
      browser = await launchBrowser();
      page = await browser.newPage();
    });
    afterAll(async () => {
      await browser?.close();
      await app?.stop();
      await sink?.close();
    });

    const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });
    const dialog = () => page.getByRole('dialog', { name: 'Request a preliminary analysis' });

    it('asks for the shape, reads the shapefile, and mails it to the contact', async (test) => {
      reportOnFailure(page, app, test.task.name);
      await page.goto(app.url);
      await page.getByRole('link', { name: 'Request a preliminary analysis' }).click();
      await poll(() => dialog().isVisible()).toBe(true);
      expect(new URL(page.url()).hash).toBe('#preliminary-analysis');
      await page.getByTestId('get-started-phone-country').waitFor();

      await page.getByTestId('get-started-first-name').fill('Rosa');
      await page.getByTestId('get-started-last-name').fill('Mendoza');
      await page.getByTestId('get-started-email').fill('rosa@example.org');
      await page.getByTestId('get-started-phone').fill('307 555 0142');
      await page.getByRole('combobox', { name: /Topic to discuss/ }).click();
      await page.getByRole('option', { name: 'I have land that may be eligible' }).click();
      await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
      await poll(() => page.getByTestId('get-started-submit').isEnabled()).toBe(true);
      // Without the shape the request is not sent: the spec's message says what is missing.
      await page.getByTestId('get-started-submit').click();
      await poll(() => page.getByText('Ranch location required.').isVisible()).toBe(true);
      expect(sink.received.filter((mail) => mail.to.includes(LAND_DESK))).toEqual([]);

      // A shapefile near Sheridan, Wyoming (about 3 x 3 km), as .shp, .shx and .prj.
      const ranch: PolygonRings = [
        [
          [-106.98, 44.78],
          [-106.94, 44.78],
          [-106.94, 44.807],
          [-106.98, 44.807],
        ],
      ];
      const shapefile = writeShapefile([ranch]);
      await page.getByTestId('get-started-shape-input').setInputFiles([
        { name: 'ranch.shp', mimeType: 'application/octet-stream', buffer: shapefile.shp },
        { name: 'ranch.shx', mimeType: 'application/octet-stream', buffer: shapefile.shx },
        { name: 'ranch.prj', mimeType: 'text/plain', buffer: shapefile.prj },
      ]);
      const attached = page.getByTestId('get-started-shape-attached');
      await poll(() => attached.isVisible()).toBe(true);
      const shown = (await attached.textContent()) ?? '';
      expect(shown).toMatch(/^ranch\.shp: [\d,.]+ ha$/);
      await poll(() => page.getByText('Ranch location required.').count()).toBe(0);
      await attached.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'get-started-shape-attached');

      await page.getByTestId('get-started-submit').click();
      await poll(() => page.getByTestId('get-started-success').isVisible()).toBe(true);
      const toDesk = await sink.waitFor(LAND_DESK);
      expect(toDesk.subject).toBe(
        'Get-started request from Rosa Mendoza: I have land that may be eligible',
      );
      const area = shown.replace('ranch.shp: ', '');
      expect(toDesk.text).toMatch(
        new RegExp(
          `Ranch location: ${area.replace(/[.]/g, '\\.')} \\([\\d,.]+ acres\\), read from ranch\\.shp; attached as ranch-location\\.geojson`,
        ),
      );
      const geojson = JSON.parse(attachmentOf(toDesk, 'ranch-location.geojson') ?? 'null');
      expect(geojson.type).toBe('FeatureCollection');
      const [ring] = geojson.features[0].geometry.coordinates;
      expect(ring).toContainEqual([-106.98, 44.78]);
    });

    it('says why a file cannot be used, in Spanish', async () => {
      await page.evaluate(() => localStorage.setItem('ecotone.language', 'spanish'));
      await page.goto(`${app.url}/#preliminary-analysis`);
      // A hash-only change keeps the document: reload so the stored language applies.
      await page.reload();
      const spanish = page.getByRole('dialog', { name: 'Solicite un análisis preliminar' });
      await poll(() => spanish.isVisible()).toBe(true);
      await page
        .getByTestId('get-started-shape-input')
        .setInputFiles([
          { name: 'notes.geojson', mimeType: 'application/json', buffer: Buffer.from('not json') },
        ]);
      await poll(() => page.getByTestId('get-started-shape-error').isVisible()).toBe(true);
      expect(await page.getByTestId('get-started-shape-error').textContent()).toMatch(
        /^No se pudo usar este archivo\./,
      );
      expect(await page.getByTestId('get-started-shape-attached').count()).toBe(0);
    });
  },
);
