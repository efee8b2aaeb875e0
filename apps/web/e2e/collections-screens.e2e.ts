import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import type { HarnessOptions } from './collections-harness';
import { buildHarnessScript } from './harness-build';

/**
 * The Collections page, the collection editor, the Projects page and the profile's access tabs
 * in Chromium over a fake API that answers as the contract says (collections-harness.tsx), in
 * English and Spanish, with screenshots under test-results/ (collections-*.png; copied to
 * SHOTS_DIR when it is set). What the user sees is checked: names, counts, toasts.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const shotsDir = process.env.SHOTS_DIR;

describe.skipIf(!chromiumAvailable)('collections and projects screens in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'collections-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  const mount = (options: HarnessOptions) =>
    page.evaluate(async (options) => {
      const harness = window.collectionsHarness;
      if (!harness) throw new Error('no harness');
      await harness.mount(options);
    }, options);
  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
  const shot = async (name: string) => {
    // Dialogs fade in: shoot once every one has finished its transition.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDialog-container, .MuiPopover-paper')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
    );
    const file = await saveScreenshot(page, `collections-${name}`);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      copyFileSync(file, path.join(shotsDir, path.basename(file)));
    }
  };
  const notice = () => page.getByTestId('app-notice').innerText();

  it('lists collections with owner, count and level, and edits one: add, rename, remove, delete', async () => {
    await mount({ view: 'collections', language: 'en' });
    await poll(() => page.getByTestId('collections-row-name').allInnerTexts()).toEqual([
      'Due diligence 2026',
      'My shortlist',
    ]);
    expect(await page.getByTestId('collections-row-count').allInnerTexts()).toEqual([
      '2 items',
      '0 items',
    ]);
    expect(await page.getByTestId('collections-table').innerText()).toContain(
      'Private (Administrator)',
    );
    await shot('page-en');

    await page.getByTestId('collections-row-name').first().click();
    const dialog = page.getByTestId('collection-edit-dialog');
    await dialog.getByTestId('collection-items').waitFor();
    expect(await dialog.getByRole('heading').first().innerText()).toBe('Edit collection');
    expect(await dialog.getByTestId('collection-status').innerText()).toBe('Shareable');
    const width = await dialog.locator('.MuiDialog-paper').evaluate((paper) => paper.clientWidth);
    expect(width).toBe(800);

    // The picker: sites sorted by lowercase title, the one already in and the one without a
    // primary assessment disabled.
    expect(await dialog.getByTestId('picker-search').getAttribute('placeholder')).toBe(
      'Add sites and projects',
    );
    expect(await dialog.getByTestId('picker-add').isDisabled()).toBe(true);
    await dialog.getByTestId('picker-search').click();
    const options = page.getByRole('option');
    await poll(() => options.allInnerTexts()).toEqual([
      'Alder Creek Ranch\n(already in the collection)',
      'bluegrass farm',
      'Cedar Hollow\n(no primary assessment)',
      'Mara North block\n(part of a project: add the project)',
    ]);
    await shot('picker-en');
    await page.getByRole('option', { name: 'bluegrass farm' }).click();
    await dialog.getByTestId('picker-add').click();
    await poll(notice).toBe('1 item was added to the collection.');
    await poll(() => dialog.getByTestId('collection-items').innerText()).toContain(
      'bluegrass farm',
    );
    await shot('dialog-items-en');

    await dialog.getByTestId('collection-name').click();
    await dialog.getByTestId('collection-name').fill('Due diligence 2027');
    await dialog.getByTestId('collection-name').press('Enter');
    await poll(() => page.getByTestId('collections-row-name').first().innerText()).toBe(
      'Due diligence 2027',
    );

    await dialog.getByRole('button', { name: 'Remove bluegrass farm' }).click();
    await page.getByTestId('collection-remove-confirm-ok').click();
    await poll(notice).toBe('The site bluegrass farm was removed.');

    await dialog.getByTestId('collection-tab-users').click();
    await page.waitForTimeout(0);
    await poll(() => dialog.innerText()).toContain('Bea Martín');
    await shot('dialog-users-en');

    await dialog.getByTestId('collection-more-actions').click();
    await page.getByTestId('collection-delete').click();
    await page.getByTestId('collection-delete-confirm-ok').click();
    await poll(notice).toBe('The collection Due diligence 2027 was deleted.');
    await poll(() => page.getByTestId('collections-row-name').allInnerTexts()).toEqual([
      'My shortlist',
    ]);
  });

  it('says a private collection cannot be shared', async () => {
    await mount({
      view: 'collections',
      language: 'en',
      path: `/collections/${'0'.repeat(8)}-0000-4000-8000-000000000402`,
    });
    const dialog = page.getByTestId('collection-edit-dialog');
    await dialog.getByTestId('collection-no-items').waitFor();
    expect(await dialog.getByTestId('collection-no-items').innerText()).toBe(
      'no items in collection',
    );
    await dialog.getByTestId('collection-tab-users').click();
    expect(await dialog.getByTestId('collection-not-shareable').innerText()).toBe(
      'This collection cannot be shared.',
    );
  });

  it('shows the screens in Spanish', async () => {
    await mount({ view: 'collections', language: 'es' });
    await poll(() => page.getByTestId('collections-row-count').allInnerTexts()).toEqual([
      '2 elementos',
      '0 elementos',
    ]);
    await shot('page-es');
    await page.getByTestId('collections-row-name').first().click();
    const dialog = page.getByTestId('collection-edit-dialog');
    await dialog.getByTestId('collection-items').waitFor();
    await shot('dialog-items-es');
    await dialog.getByTestId('collection-tab-users').click();
    await poll(() => dialog.innerText()).toContain('Bea Martín');
    await shot('dialog-users-es');
  });

  it('lists portfolios and projects with stage, origin, site type and publishing; share only external', async () => {
    for (const language of ['en', 'es'] as const) {
      await mount({ view: 'projects', language });
      await page.getByTestId('projects-portfolio').first().waitFor();
      await shot(`projects-${language}`);
    }
    await mount({ view: 'projects', language: 'en' });
    await page.getByTestId('projects-portfolio').first().waitFor();
    const text = await page.locator('body').innerText();
    for (const expected of [
      'Northern Rangelands Fund',
      'Investment ready',
      't1 Originated by the provider',
      'Conservation area',
      'Needs re-publish',
      'Projects without a portfolio',
    ])
      expect(text).toContain(expected);
    const shares = page.getByTestId('project-share');
    // Mara (external), Laikipia (internal), estuary (private).
    expect(await shares.nth(0).isDisabled()).toBe(false);
    expect(await shares.nth(1).isDisabled()).toBe(true);
    await shares.nth(1).locator('..').hover();
    await poll(() => page.getByRole('tooltip').innerText()).toBe(
      'This project cannot be shared because its visibility is internal.',
    );
    await page.getByTestId('project-publish').nth(1).click();
    await poll(notice).toBe('Laikipia grazing was published.');
  });

  it('changes a level in the profile access tabs at once', async () => {
    await mount({ view: 'profile', language: 'en' });
    const dialog = page.getByTestId('user-profile-dialog');
    await dialog.getByTestId('profile-access').waitFor();
    await dialog.getByTestId('profile-access-tab-project').click();
    await dialog.getByTestId('profile-access-expand').check();
    await poll(() => dialog.getByTestId('profile-access').innerText()).toContain(
      'Via portfolio Northern Rangelands Fund: No financials',
    );
    await shot('profile-projects-en');
    await dialog.getByRole('combobox', { name: 'Access level on Mara Conservancy' }).click();
    await page.getByRole('option', { name: 'Basic access' }).click();
    await poll(notice).toBe('Access for Bea Martín has been set to Basic access');
    await dialog.getByTestId('profile-access-tab-site').click();
    await dialog.getByRole('combobox', { name: 'Access level on bluegrass farm' }).click();
    await page.getByRole('option', { name: 'No access' }).click();
    await poll(notice).toBe('Access for Bea Martín has been removed');
    await shot('profile-sites-en');
    await mount({ view: 'profile', language: 'es' });
    await page.getByTestId('profile-access').waitFor();
    await page.getByTestId('profile-access-tab-portfolio').click();
    await shot('profile-portfolios-es');
  });

  it('invites with access levels chosen per resource, without the no-access question', async () => {
    await mount({ view: 'invite', language: 'en' });
    const dialog = page.getByTestId('invite-user-dialog');
    await dialog.getByTestId('invite-email').fill('ines@example.org');
    await dialog.getByRole('combobox', { name: 'Add a resource' }).click();
    await page.getByRole('option', { name: 'Northern Rangelands Fund' }).click();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Sites' }).click();
    await dialog.getByRole('combobox', { name: 'Add a resource' }).click();
    // Sites by title; the fund already chosen is no longer offered under Portfolios.
    await poll(() => page.getByRole('option').allInnerTexts()).toEqual([
      'Alder Creek Ranch',
      'bluegrass farm',
      'Cedar Hollow',
      'Mara North block',
    ]);
    await page.getByRole('option', { name: 'Cedar Hollow' }).click();
    await dialog.getByRole('combobox', { name: 'Level' }).last().click();
    await page.getByRole('option', { name: 'Full access' }).click();
    expect(await dialog.getByTestId('invite-access-row').allInnerTexts()).toEqual([
      expect.stringContaining('Northern Rangelands Fund (portfolio)'),
      expect.stringContaining('Cedar Hollow (site)'),
    ]);
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    await shot('invite-access-en');
    await dialog.getByTestId('invite-send').click();
    await poll(notice).toBe('Invitation sent');
    expect(await page.getByTestId('invite-no-access-dialog').count()).toBe(0);
    const invite = (await page.evaluate(() => window.collectionsHarness?.calls ?? [])).find(
      (call) => call.path === '/api/user/invite',
    );
    expect((invite?.body as { accessLevels: unknown } | undefined)?.accessLevels).toEqual([
      { resourceType: 'portfolio', resourceId: expect.any(String), accessLevel: 'basic' },
      { resourceType: 'site', resourceId: expect.any(String), accessLevel: 'full' },
    ]);
    await mount({ view: 'invite', language: 'es' });
    await page.getByRole('combobox', { name: 'Tipo' }).waitFor();
    await shot('invite-access-es');
  });
});
