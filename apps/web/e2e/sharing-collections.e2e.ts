/**
 * Journey: collections (issue 20) against the real server, as the administrator does it: a site
 * is made the way the wizard makes one (POST /api/workflow/run) and given its primary
 * assessment (Site Settings' PATCH), then the Collections page from the navigation: create a
 * collection, add the site through the picker, rename the collection, remove the site, delete
 * the collection, checking what the user sees (names, counts, toasts) at each step. Then the
 * Projects page: a portfolio and a project made through their dialogs, the spec's names for
 * stage, origin and site type, Share disabled with its tooltip for a project that is not
 * external, and Publish and Invalidate changing what the row says.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const SITE = 'Collections journey ranch';

describe.skipIf(!chromiumAvailable)('journey: collections', () => {
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    context = await launchBrowser();
    page = await context.newPage();
    await signInAsAdmin(page, app);
    const run = await startAnalysis(page, {
      siteName: SITE,
      shapefileName: 'collections_journey_square',
      analysisInputs: { context: {} },
    });
    // A site without a primary assessment cannot join a collection (specs/2 section 5).
    const patched = await page.evaluate(
      async ({ siteId, assessmentId }) => {
        const response = await fetch(`/api/site/${siteId}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ primaryAssessmentId: assessmentId }),
        });
        return { status: response.status, body: await response.text() };
      },
      { siteId: run.siteId, assessmentId: run.assessmentId },
    );
    expect(patched.status, patched.body).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await app?.stop();
  });

  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
  const notice = () => page.getByTestId('app-notice').innerText();
  const dialog = () => page.getByTestId('collection-edit-dialog');
  const row = (name: string) => page.getByTestId('collections-row').filter({ hasText: name });

  it('creates a collection, adds a site, renames it, removes the site and deletes it', async () => {
    onTestFailed(async () => {
      await saveScreenshot(page, 'sharing-collections-failure');
      console.log(app.output().slice(-4000));
    });
    await page.getByTestId('nav-collections').first().click();
    await poll(() => page.getByTestId('collections-empty').innerText()).toBe(
      'No collections to show: none exist yet, or none has been shared with you.',
    );

    await page.getByTestId('collections-create').click();
    await page.getByTestId('collection-create-name').fill('Journey shortlist');
    await page.getByTestId('collection-create-submit').click();
    await dialog().getByTestId('collection-no-items').waitFor();
    expect(await dialog().getByTestId('collection-no-items').innerText()).toBe(
      'no items in collection',
    );
    expect(await dialog().getByTestId('collection-status').innerText()).toBe('Shareable');

    // The picker: the site, chosen by typing; Add is disabled until something is chosen.
    expect(await dialog().getByTestId('picker-add').isDisabled()).toBe(true);
    await dialog().getByTestId('picker-search').fill('journey');
    await page.getByRole('option', { name: SITE }).click();
    await dialog().getByTestId('picker-add').click();
    await poll(notice).toBe('1 item was added to the collection.');
    await poll(() => dialog().getByTestId('collection-items').innerText()).toContain(SITE);
    await saveScreenshot(page, 'sharing-collections-added');

    // Rename inline: Enter saves; the list behind shows the new name and the count.
    await dialog().getByTestId('collection-name').click();
    await dialog().getByTestId('collection-name').fill('Journey due diligence');
    await dialog().getByTestId('collection-name').press('Enter');
    await poll(() => row('Journey due diligence').count()).toBe(1);
    expect(
      await row('Journey due diligence').getByTestId('collections-row-count').innerText(),
    ).toBe('1 item');

    // Remove the site, after the confirmation.
    await dialog()
      .getByRole('button', { name: `Remove ${SITE}` })
      .click();
    await page.getByTestId('collection-remove-confirm-ok').click();
    await poll(notice).toBe(`The site ${SITE} was removed.`);
    await poll(() => dialog().getByTestId('collection-no-items').isVisible()).toBe(true);

    // Delete the collection from More actions, after the confirmation.
    await dialog().getByTestId('collection-more-actions').click();
    await page.getByTestId('collection-delete').click();
    await page.getByTestId('collection-delete-confirm-ok').click();
    await poll(notice).toBe('The collection Journey due diligence was deleted.');
    await poll(() => page.getByTestId('collections-empty').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/collections');
  });

  it("makes a portfolio and a project, shows them with the spec's names, publishes and invalidates", async () => {
    onTestFailed(async () => {
      await saveScreenshot(page, 'sharing-projects-failure');
      console.log(app.output().slice(-4000));
    });
    await page.getByTestId('nav-projects').first().click();
    await poll(() => page.getByTestId('projects-empty').innerText()).toBe(
      'No portfolios or projects to show: none exist yet, or none has been shared with you.',
    );

    await page.getByTestId('projects-new-portfolio').click();
    const form = page.getByTestId('project-form-dialog');
    await form.getByTestId('project-form-title').fill('Journey fund');
    await form.getByRole('combobox', { name: 'Visibility' }).click();
    await page.getByRole('option', { name: 'External' }).click();
    await form.getByTestId('project-form-save').click();
    await poll(notice).toBe('Journey fund was saved.');

    await page.getByTestId('projects-new-project').click();
    await form.getByTestId('project-form-title').fill('Journey project');
    await form.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'First impressions' }).click();
    await form.getByRole('combobox', { name: 'Origin tier' }).click();
    await page.getByRole('option', { name: 't2 Customer paid' }).click();
    await form.getByRole('combobox', { name: 'Portfolio' }).click();
    await page.getByRole('option', { name: 'Journey fund' }).click();
    await form.getByRole('combobox', { name: 'Site type' }).click();
    await page.getByRole('option', { name: 'Farm' }).click();
    await form.getByTestId('project-form-save').click();
    await poll(notice).toBe('Journey project was saved.');

    const project = page.getByTestId('projects-project').filter({ hasText: 'Journey project' });
    await poll(() => project.innerText()).toContain('First impressions');
    const text = await project.innerText();
    for (const expected of ['Internal', 't2 Customer paid', 'Farm', 'No', 'Not published'])
      expect(text).toContain(expected);

    // Internal: cannot be shared, and the tooltip says why. The external portfolio can.
    expect(await project.getByTestId('project-share').isDisabled()).toBe(true);
    await project.getByTestId('project-share').locator('..').hover();
    await poll(() => page.getByRole('tooltip').innerText()).toBe(
      'This project cannot be shared because its visibility is internal.',
    );
    const portfolio = page.getByTestId('projects-portfolio').filter({ hasText: 'Journey fund' });
    expect(await portfolio.getByTestId('portfolio-share').isDisabled()).toBe(false);

    await project.getByTestId('project-publish').click();
    await poll(notice).toBe('Journey project was published.');
    await poll(() => project.innerText()).toMatch(/Published \w+ \d+, \d{4}/);
    await project.getByTestId('project-invalidate').click();
    await poll(notice).toBe('Journey project now needs a re-publish.');
    await poll(() => project.innerText()).toContain('Needs re-publish');
    await saveScreenshot(page, 'sharing-projects');
  });
});
