import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../src/map/test-hook.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, openWizard, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const shapeCount = (page: Page) =>
  page.evaluate(() => window.__ecotoneMap?.shapes().features.length ?? -1);
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const visible = (page: Page, testId: string) => page.getByTestId(testId).isVisible();

/** Waits until the wizard as shown is what the browser keeps (the autosave caught up). */
async function draftSaved(page: Page): Promise<void> {
  const wizard = page.getByTestId('new-assessment-wizard');
  await expect
    .poll(async () => {
      const revision = await wizard.getAttribute('data-draft-revision');
      return (
        revision !== null && revision === (await wizard.getAttribute('data-draft-saved-revision'))
      );
    })
    .toBe(true);
}

/** A GeoJSON file of one square near Sheridan, Wyoming, padded with blank lines to `bytes`. */
function paddedSquare(bytes = 0): Buffer {
  const square = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'paddock' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-106.98, 44.78],
              [-106.94, 44.78],
              [-106.94, 44.807],
              [-106.98, 44.807],
              [-106.98, 44.78],
            ],
          ],
        },
      },
    ],
  });
  const padding = Math.max(0, bytes - square.length);
  return Buffer.concat([Buffer.from(square), Buffer.alloc(padding, '\n')]);
}

describe.skipIf(!chromiumAvailable)('journey: an unfinished assessment and long uploads', () => {
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

  const onFailure = (name: string) => reportOnFailure(page, app, name);

  it('a reload offers the unfinished assessment back: Resume restores it, Discard empties the wizard', async () => {
    onFailure('wizard-draft-resume');
    await page.goto(app.url);
    await openWizardAndDrawSquare(page);
    await page.getByTestId('wizard-next').click();
    // The automatic shapefile name waits for the shape's country (slow on a loaded machine).
    await expect
      .poll(() => page.getByTestId('geography-country').textContent(), { timeout: 60_000 })
      .toContain('United States');
    await fillKeyDetails(page, { siteName: 'Rancho Verde', siteTypeLabel: 'Ranch' });
    await draftSaved(page);

    await page.reload();
    await page.getByTestId('resume-draft').waitFor();
    expect(await page.getByRole('dialog').getByRole('heading').textContent()).toBe(
      'Resume your unfinished assessment?',
    );
    expect(await page.getByTestId('resume-draft-shapes').textContent()).toBe('Shapes: 1');
    expect(await page.getByTestId('resume-draft-site').textContent()).toBe('Site: Rancho Verde');
    await saveScreenshot(page, 'wizard-draft-resume-offer');
    // Resume has the focus: Enter resumes, at the step the user was on.
    await expect.poll(() => focused(page)).toBe('resume-draft-resume');
    await page.keyboard.press('Enter');
    await page.getByTestId('key-details-step').waitFor();
    expect(await page.getByTestId('site-name').inputValue()).toBe('Rancho Verde');
    expect(await page.getByTestId('site-type').textContent()).toBe('Ranch');
    await expect.poll(() => page.getByTestId('wizard-next').isEnabled()).toBe(true);
    await page.getByTestId('wizard-previous').click();
    await expect
      .poll(() => page.evaluate(() => window.__ecotoneMap?.loaded() ?? false), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => shapeCount(page)).toBe(1);

    // Discard, by keyboard too: the wizard starts empty, and the draft is gone for good.
    await page.reload();
    await page.getByTestId('resume-draft').waitFor();
    await expect.poll(() => focused(page)).toBe('resume-draft-resume');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('resume-draft-discard');
    await page.keyboard.press('Enter');
    await page.getByTestId('new-assessment-wizard').waitFor();
    await expect.poll(() => page.getByTestId('shape-map').getAttribute('data-ready')).toBe('true');
    expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('defineShape');
    expect(await shapeCount(page)).toBe(0);
    await draftSaved(page);
    await page.reload();
    await page.getByTestId('new-assessment-wizard').waitFor();
    expect(await page.getByTestId('resume-draft').count()).toBe(0);
  });

  it('shows an upload stage by stage with the share sent; Cancel leaves the shapes as they were', async () => {
    onFailure('wizard-upload-cancel');
    await page.goto(app.url);
    await openWizardAndDrawSquare(page);
    const areaBefore = await page.getByTestId('total-area').getAttribute('data-hectares');
    await page.getByTestId('add-shape-button').click();
    await page.getByTestId('add-shape-upload').click();
    await page.getByTestId('upload-panel').waitFor();

    // A slow line (256 kB/s up) makes a 6 MB file take long enough to watch and cancel.
    const network = await browser.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByTestId('upload-other-input').setInputFiles({
      name: 'paddock.geojson',
      mimeType: 'application/geo+json',
      buffer: paddedSquare(6_000_000),
    });
    await page.getByTestId('upload-progress').waitFor();
    expect(await page.getByTestId('upload-progress').getAttribute('data-stage')).toBe('sending');
    await expect
      .poll(async () => Number(await page.getByTestId('upload-sent').getAttribute('data-percent')))
      .toBeGreaterThan(0);
    expect(await page.getByTestId('upload-progress').textContent()).toMatch(
      /^Step 1 of 3Sending the files… \d+% sent/,
    );
    await saveScreenshot(page, 'wizard-upload-progress');
    await page.getByTestId('upload-cancel').click();
    await page.getByTestId('upload-cancelled').waitFor();
    expect(await page.getByTestId('upload-cancelled').textContent()).toContain(
      'Upload cancelled. The shapes on the map are as they were.',
    );
    expect(await visible(page, 'upload-progress')).toBe(false);
    expect(await shapeCount(page)).toBe(1);
    expect(await page.getByTestId('total-area').getAttribute('data-hectares')).toBe(areaBefore);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await network.detach();
  });

  it('"Clear all shapes" also clears what the upload panel said about the shapes it added', async () => {
    onFailure('wizard-clear-all-upload');
    await page.goto(app.url);
    await openWizard(page);
    await page.getByTestId('add-shape-button').click();
    await page.getByTestId('add-shape-upload').click();
    await page.getByTestId('upload-panel').waitFor();
    await page.getByTestId('upload-other-input').setInputFiles({
      name: 'paddock.geojson',
      mimeType: 'application/geo+json',
      buffer: paddedSquare(),
    });
    await expect.poll(() => visible(page, 'upload-added'), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('upload-added').textContent()).toBe(
      'Shapes added to the map: 1.',
    );
    expect(await visible(page, 'upload-layers')).toBe(true);
    await expect.poll(() => shapeCount(page)).toBe(1);

    await page.getByTestId('map-clearAll').click();
    await expect.poll(() => shapeCount(page)).toBe(0);
    expect(await visible(page, 'upload-added')).toBe(false);
    expect(await visible(page, 'upload-layers')).toBe(false);
  });
});
