import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';
import { fillKeyDetails, nextStep, openWizard, openWizardAndDrawSquare } from './wizard.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

/** A Slack-compatible incoming webhook on 127.0.0.1 that keeps what it is sent. */
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

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((value) => value?.trim() ?? '');

/** Submits from the review step and answers the new shapefile's id (from the list's hash). */
async function analyze(page: Page): Promise<string> {
  await page.getByTestId('wizard-analyze').click();
  await page.waitForURL(/\/shapefile-manager#[0-9a-f-]{36}$/, { timeout: 60_000 });
  return new URL(page.url()).hash.slice(1);
}

const SUCCESS_ON_SLACK =
  "The shape has been successfully submitted and you'll be notified on Slack when the assessment is ready.";

describe.skipIf(!chromiumAvailable)(
  'journey: draw, key details, analysis, review, submit; then the shapefile list',
  () => {
    let app: RunningApp;
    let browser: BrowserContext;
    let page: Page;
    let webhook: Awaited<ReturnType<typeof startWebhook>>;
    let firstShapefileId = '';

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

    it('creates a site, shapefile and assessment from a drawn shape', {
      timeout: 240_000,
    }, async () => {
      onFailure('create-assessment-new-site');
      await openWizardAndDrawSquare(page, { zoomLevels: 5 });
      await nextStep(page, 'keyDetails');

      // The square is drawn over the default view (Wyoming at zoom 3, so a few hundred km wide and
      // touching neighbouring states): the offline geography names the country and a state.
      await expect.poll(() => text(page, 'geography-country')).toContain('United States');
      expect([
        'Wyoming',
        'Montana',
        'Idaho',
        'South Dakota',
        'Nebraska',
        'Colorado',
        'Utah',
      ]).toContain(await text(page, 'geography-region'));
      expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);

      await fillKeyDetails(page, { siteName: 'Rancho Verde', siteTypeLabel: 'Ranch' });
      expect(await text(page, 'site-name-counter')).toBe('12/56');
      // The automatic shapefile name: lowercase country code, underscore, site name.
      await expect.poll(() => text(page, 'shapefile-name')).toBe('usa_Rancho Verde');
      await nextStep(page, 'analyze');
      expect(await page.getByTestId('analysis-mode-automatic').isChecked()).toBe(true);
      await nextStep(page, 'review');

      expect(await text(page, 'review-site')).toContain('Rancho Verde');
      expect(await text(page, 'review-site-type')).toContain('Ranch');
      expect(await text(page, 'review-shapefile-name')).toContain('usa_Rancho Verde');
      await expect
        .poll(() => page.getByTestId('review-map').getAttribute('data-loaded'))
        .toBe('true');

      firstShapefileId = await analyze(page);
      expect(await text(page, 'app-notice')).toBe(SUCCESS_ON_SLACK);

      // The list opens on the new shapefile, expanded by the hash.
      const row = page.getByTestId(`shapefile-row-${firstShapefileId}`);
      await expect.poll(() => row.textContent()).toContain('usa_Rancho Verde');
      await page.getByTestId(`shapefile-panel-${firstShapefileId}`).waitFor();
      await expect.poll(() => text(page, 'area-makeup-total')).toMatch(/\d/);
      // Automatic mode (the default) applied the default exclusion masks: the project area is
      // the shape less a mask, and its share of the total is below 100 %.
      expect(await text(page, 'area-makeup-mask')).not.toMatch(/^0 ha$/);
      expect(await text(page, 'area-makeup-percent')).toMatch(/^\d{1,2}(\.\d)?%$/);
      await expect
        .poll(() => page.getByTestId('shapefile-panel-map').getAttribute('data-ready'))
        .toBe('true');

      // When the analysis is done, the team chat hears of it.
      await expect
        .poll(() => webhook.messages.length, { timeout: 180_000, interval: 1000 })
        .toBe(1);
      expect(JSON.stringify(webhook.messages[0])).toContain('usa_Rancho Verde');

      // And the creator finds it in the app: the bell's notification leads to the assessment.
      await page.reload();
      await page.getByTestId('notifications-button').click();
      const notification = page.getByTestId('notification-item').first();
      await expect
        .poll(() => notification.textContent())
        .toContain('The assessment of Rancho Verde (usa_Rancho Verde,');
      await notification.click();
      await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/);
      await expect
        .poll(() => page.getByTestId('assessment-header').textContent())
        .toContain('usa_Rancho Verde');
      await page.getByTestId('assessment-contents').waitFor();

      // The submitted assessment is no longer kept as an unfinished draft: nothing is offered.
      await page.getByTestId('nav-new-assessment').click();
      const offer = page.getByTestId('resume-draft');
      await page.getByTestId('new-assessment-wizard').or(offer).first().waitFor();
      expect(await offer.count()).toBe(0);
    });

    it('adds a shapefile to an existing site; a refused submission keeps the wizard as it was', {
      timeout: 240_000,
    }, async () => {
      onFailure('create-assessment-existing-site');
      await page.goto(app.url);
      await openWizardAndDrawSquare(page, { zoomLevels: 5 });
      await nextStep(page, 'keyDetails');
      await page.getByTestId('site-mode-existing').click();
      await page.getByTestId('existing-site').fill('Rancho');
      await page.getByRole('option', { name: /Rancho Verde/ }).click();
      // The same automatic name as the first shapefile of that site: the server refuses it.
      await expect.poll(() => text(page, 'shapefile-name')).toBe('usa_Rancho Verde');
      await nextStep(page, 'analyze');
      await nextStep(page, 'review');
      await page.getByTestId('wizard-analyze').click();
      await expect
        .poll(() => text(page, 'submit-error'))
        .toContain('An error occurred when submitting the shape.');
      expect(await text(page, 'submit-error')).toContain('usa_Rancho Verde');
      expect(await text(page, 'review-site')).toContain('Rancho Verde');

      // Back to step 2: everything is still there; a name typed after Edit fixes it.
      await page.getByTestId('wizard-previous').click();
      await page.getByTestId('wizard-previous').click();
      await page.locator('[data-step="keyDetails"]').waitFor();
      await page.getByTestId('shapefile-name-edit').click();
      await page.getByTestId('shapefile-name-input').fill('usa_Rancho Verde north');
      await nextStep(page, 'analyze');
      await nextStep(page, 'review');
      const secondId = await analyze(page);
      expect(secondId).not.toBe(firstShapefileId);
      await page.getByTestId(`shapefile-panel-${secondId}`).waitFor();
      await expect
        .poll(() => page.getByTestId('shapefile-list').getAttribute('data-total'))
        .toBe('2');
    });

    it('runs a new assessment on an existing shapefile picked with Select Existing Shape', {
      timeout: 240_000,
    }, async () => {
      onFailure('create-assessment-select-existing');
      await page.goto(app.url);
      await openWizard(page);
      await page.getByTestId('add-shape-button').click();
      await page.getByTestId('add-shape-select-existing').click();
      await page.getByTestId('select-existing-dialog').waitFor();
      expect(await page.getByTestId('select-existing-confirm').isDisabled()).toBe(true);
      await page.getByTestId(`select-existing-row-${firstShapefileId}`).click();
      await page.getByTestId('select-existing-confirm').click();
      await page.getByTestId('select-existing-dialog').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => window.__ecotoneMap?.shapes().features.length ?? -1))
        .toBe(1);

      await nextStep(page, 'keyDetails');
      await page.getByTestId('key-details-imported').waitFor();
      expect(await text(page, 'shapefile-name')).toBe('usa_Rancho Verde');
      expect(await page.getByTestId('shapefile-name-edit').count()).toBe(0);
      await nextStep(page, 'analyze');
      await nextStep(page, 'review');
      // The existing shapefile is reused: no third shapefile appears.
      expect(await analyze(page)).toBe(firstShapefileId);
      await page.getByTestId(`shapefile-panel-${firstShapefileId}`).waitFor();
      expect(await page.getByTestId('shapefile-list').getAttribute('data-total')).toBe('2');
    });
  },
);
