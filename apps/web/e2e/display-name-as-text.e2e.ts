import type { WorkflowRunRequest } from '@ecotone/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser } from './browser.js';
import { reportOnFailure } from './failure-report.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

/**
 * A display name is whatever its owner typed, through /api/auth/update-user too: every place the
 * web app shows it must show that text, never markup made from it (docs/auth.md, "Display names").
 */
const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1"><b>Bold</b>';

const square = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-107.46, 44.5],
            [-107.45, 44.5],
            [-107.45, 44.51],
            [-107.46, 44.51],
            [-107.46, 44.5],
          ],
        ],
      },
    },
  ],
};

/** Calls the API from the signed-in page (its session cookie and origin); answers the status. */
async function postFromPage(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([path, payload]) =>
      (
        await fetch(path as string, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [url, body] as const,
  );
}

/** Nothing in the page was made from the name's markup, and its script never ran. */
async function noMarkupFromName(page: Page) {
  const found = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'Bold').length,
    pwned: (window as { __pwned?: unknown }).__pwned,
  }));
  expect(found).toEqual({ images: 0, bold: 0, pwned: undefined });
}

describe.skipIf(!chromiumAvailable)('journey: a display name with HTML shows as text', () => {
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the name as literal text in the top bar, user menu, home, contact form, shapefile list and user administration', async (test) => {
    reportOnFailure(page, app, test.task.name);
    await signInAsAdmin(page, app);
    expect(await postFromPage(page, '/api/auth/update-user', { name: HOSTILE_NAME })).toBe(200);
    const run: WorkflowRunRequest = {
      workflowName: 'create-shape-and-assessment',
      workflowParams: {
        requestId: crypto.randomUUID(),
        geoJson: square,
        siteName: 'Display name ranch',
        siteType: 'ranch',
        shapefileName: 'display_name_square',
        analysisInputs: { context: {} },
        restorationActivity: 'custom',
        skipMask: true,
        maskGeojson: null,
        maskOptions: null,
      },
      workflowDataBucketInfo: null,
    };
    expect(await postFromPage(page, '/api/workflow/run', run)).toBe(200);

    // Top bar and home page greeting.
    await page.goto(app.url);
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe(HOSTILE_NAME);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain(HOSTILE_NAME);
    await noMarkupFromName(page);

    // The user menu's header.
    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain('<b>Bold</b>');
    await noMarkupFromName(page);
    await page.keyboard.press('Escape');

    // The contact form's sender line.
    await page.goto(`${app.url}/#contact`);
    await expect
      .poll(() => page.getByTestId('contact-sender').textContent())
      .toContain(HOSTILE_NAME);
    await noMarkupFromName(page);

    // The shapefile list's creator column.
    await page.goto(`${app.url}/shapefile-manager`);
    const row = page.getByRole('row').filter({ hasText: 'display_name_square' });
    await expect.poll(() => row.textContent()).toContain(HOSTILE_NAME);
    await noMarkupFromName(page);

    // User administration: the table and the profile dialog (its name field holds it as a value).
    await page.goto(`${app.url}/admin/users`);
    const userRow = page.locator(`[data-testid="user-row"][data-email="${app.adminEmail}"]`);
    await expect.poll(() => userRow.textContent()).toContain(HOSTILE_NAME);
    await noMarkupFromName(page);
    await userRow.getByTestId('user-open').click();
    const dialog = page.getByTestId('user-profile-dialog');
    await expect.poll(() => dialog.getByTestId('profile-email').textContent()).toBe(app.adminEmail);
    await noMarkupFromName(page);
  });
});
