/**
 * Journey: sites (issue 20), as a person with full access does it, against the real server.
 *
 * Two sites come from the wizard's own call (POST /api/workflow/run: a site, its shapefile and
 * assessment each). The Sites page lists them by title with their counts; a site's page shows
 * its shapefile's area in the reader's units (hectares, then acres after the switch), its
 * assessment and its financial terms, which Site Settings edits. Its Users tab (the Sharing
 * panel) adds an invited person found by name, raises her to Full and removes her, with the
 * spec's toasts. Settings renames the site
 * inline (Enter saves), and deletes it with the other site as the replacement: the 15 s toast
 * names both, the app is back on /sites and the shapefile now reads under the replacement.
 *
 * Screenshots (English and Spanish): the Sites page, a site page at full access, Site Settings
 * and the delete dialog. The journey's one account is the administrator, who holds full access
 * to everything: the views at basic access and the reserved view are sharing-access.e2e.ts's,
 * seen by the person the site is shared with.
 */
import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type AnalysisStart, startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { setLanguage } from './preferences.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const DOOMED = 'Alder Creek Ranch';
const RENAMED = 'Alder Creek Ranch North';
const REPLACEMENT = 'Birch Hollow Farm';
const ROSA = 'Rosa Méndez';
const ROSA_EMAIL = 'rosa.mendez@example.org';

interface SiteDetailAnswer {
  view: 'full';
  site: { siteId: string; shapefiles: Array<{ shapefileName: string; totalAreaHa: number }> };
}

describe.skipIf(!chromiumAvailable)('journey: sites', () => {
  let app: RunningApp;
  let page: Page;
  let close: () => Promise<void>;
  let doomedId = '';
  let replacementId = '';

  beforeAll(async () => {
    app = await startApp();
    const context = await launchBrowser();
    close = () => context.close();
    page = await context.newPage();
    await signInAsAdmin(page, app);
  });
  afterAll(async () => {
    await close?.();
    await app?.stop();
  });

  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
  const text = (testId: string) => page.getByTestId(testId).first().innerText();
  /** A screenshot once the page is at its top and transitions (tabs, menus) have settled. */
  async function shot(name: string, language: 'en' | 'es') {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await saveScreenshot(page, `sharing-sites-${name}-${language}`);
  }
  const siteAnswer = (siteId: string) =>
    page.evaluate(
      async (id) => (await (await fetch(`/api/site/${id}`)).json()) as SiteDetailAnswer,
      siteId,
    );

  async function create(siteName: string, shapefileName: string): Promise<string> {
    const start: AnalysisStart = { siteName, shapefileName };
    const answer = await startAnalysis(page, start);
    expect(answer.siteId).toBeTruthy();
    return answer.siteId ?? '';
  }

  it('lists, shows, edits and deletes a site', async (test) => {
    onTestFailed(async () => {
      console.log(`failure screenshot: ${await saveScreenshot(page, test.task.name)}`);
    });
    // A second person to share with, invited as user administration does (the mail goes to the
    // outbox: no SMTP here).
    const invited = await page.evaluate(
      async (email) =>
        (
          await fetch('/api/user/invite', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, firstName: 'Rosa', lastName: 'Méndez' }),
          })
        ).status,
      ROSA_EMAIL,
    );
    expect(invited).toBeLessThan(300);
    doomedId = await create(DOOMED, 'alder_creek_boundary');
    replacementId = await create(REPLACEMENT, 'birch_hollow_boundary');

    // The Sites page, from the navigation: both sites by title, each with one of each.
    await page.getByTestId('nav-sites').click();
    await poll(() => page.getByTestId('site-row').count()).toBe(2);
    const rows = page.getByTestId('site-row');
    expect(await rows.nth(0).getByTestId('site-open').innerText()).toBe(DOOMED);
    expect(await rows.nth(1).getByTestId('site-open').innerText()).toBe(REPLACEMENT);
    expect(await rows.nth(0).getByTestId('site-shapefile-count').innerText()).toBe('1');
    expect(await rows.nth(0).getByTestId('site-assessment-count').innerText()).toBe('1');
    await page.getByTestId('site-search').fill('birch');
    await poll(() => page.getByTestId('site-row').count()).toBe(1);
    await page.getByTestId('site-search').fill('');
    await poll(() => page.getByTestId('site-row').count()).toBe(2);
    await shot('list', 'en');

    // The site page: its title, its shapefile with the area in hectares, then in acres.
    await rows.nth(0).getByTestId('site-open').click();
    await poll(() => text('site-title')).toBe(DOOMED);
    const { site } = await siteAnswer(doomedId);
    const areaHa = site.shapefiles[0]?.totalAreaHa ?? Number.NaN;
    expect(areaHa).toBeGreaterThan(400);
    const area = (units: 'metric' | 'imperial') =>
      formatQuantity(areaHa, 'ha', units, languageToLocale('english'));
    expect(await text('site-shapefile')).toContain('alder_creek_boundary');
    expect(await text('site-shapefile-area')).toContain(area('metric'));
    expect(await page.getByTestId('site-assessment').count()).toBe(1);
    await setLanguage(page, 'en', 'imperial');
    await poll(() => text('site-shapefile-area')).toContain(area('imperial'));
    expect(area('imperial')).toMatch(/ac/);
    await setLanguage(page, 'en', 'metric');
    await poll(() => text('site-shapefile-area')).toContain(area('metric'));

    // Site Settings: 1200 px at most, the financial terms, then the title renamed inline.
    await page.getByTestId('site-settings').click();
    await poll(() => page.url()).toBe(`${app.url}/site/${doomedId}/edit`);
    const dialog = page.getByTestId('site-settings-dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('settings-site-id').innerText()).toBe(doomedId);
    expect(await dialog.getByText('For internal staff use only').isVisible()).toBe(true);
    await page.getByTestId('settings-financial-revenueSharePercent').fill('12.5');
    await page.getByTestId('settings-financial-annualLandownerPaymentUsd').fill('18000');
    await page.getByTestId('settings-financial-agreementTermYears').fill('30');
    await page.getByTestId('settings-financials-save').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toContain(
      'The financial terms have been saved.',
    );
    const title = page.getByTestId('settings-title');
    await title.fill(RENAMED);
    await title.press('Enter');
    await poll(() => page.getByTestId('settings-title-changed-false').count()).toBe(1);
    await poll(() => text('site-title')).toBe(RENAMED);

    // Users: nobody has a grant yet; Rosa is found by name, added at Basic, raised to Full
    // (the toast), then her access is removed (the toast, and the list is empty again).
    await page.getByTestId('settings-tab-users').click();
    await poll(() => page.getByTestId('sharing-empty').innerText()).toBe(
      'Nobody has been granted access to this site',
    );
    await page.getByTestId('sharing-search').fill('rosa');
    await page.getByTestId('sharing-candidate').filter({ hasText: ROSA_EMAIL }).click();
    await page.getByTestId('sharing-add').click();
    const row = page.getByTestId('sharing-row').filter({ hasText: ROSA_EMAIL });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('sharing-label').innerText()).toBe('Direct');
    expect(await row.getByRole('combobox').innerText()).toBe('Basic access');
    await row.getByRole('combobox').click();
    await page.getByTestId('sharing-level-full').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toContain(
      `Access for ${ROSA} has been set to Full access`,
    );
    await poll(() => row.getByRole('combobox').innerText()).toBe('Full access');
    await row.getByTestId('sharing-expand').click();
    await poll(() => page.getByTestId('sharing-sources').innerText()).toContain(
      'Full access given here',
    );
    await page.getByTestId('sharing-sources').scrollIntoViewIfNeeded();
    await shot('settings-users', 'en');
    await page.getByTestId('sharing-remove').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toContain(
      `Access for ${ROSA} has been removed`,
    );
    await poll(() => page.getByTestId('sharing-empty').isVisible()).toBe(true);
    await page.getByTestId('settings-tab-assessments').click();
    await shot('settings', 'en');
    await page.getByTestId('settings-close').click();
    await poll(() => page.url()).toBe(`${app.url}/site/${doomedId}`);

    // The page reads the new terms as money, percent and years.
    await poll(() => text('site-financial-annualLandownerPaymentUsd')).toBe('$18,000');
    expect(await text('site-financial-revenueSharePercent')).toBe('12.5%');
    expect(await text('site-financial-agreementTermYears')).toBe('30 years');
    await shot('site-full', 'en');

    // Delete with the replacement: Delete waits for one; the toast names both sites.
    await page.goto(`${app.url}/site/${doomedId}/edit`);
    await poll(() => dialog.isVisible()).toBe(true);
    await page.getByTestId('settings-more-actions').click();
    await page.getByTestId('settings-delete-site').click();
    const confirm = page.getByTestId('delete-site-confirm');
    await poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('delete-site-replacement').click();
    // The replacement list leaves out the site being deleted.
    expect(await page.getByRole('option').allInnerTexts()).toEqual([REPLACEMENT]);
    await page.getByRole('option', { name: REPLACEMENT }).click();
    await poll(() => confirm.isDisabled()).toBe(false);
    await shot('delete', 'en');
    await confirm.click();
    await poll(() => page.getByTestId('app-notice').innerText()).toContain(
      `The site ${RENAMED} has been deleted. Its shapefiles and assessments were re-assigned to the site ${REPLACEMENT}.`,
    );
    await poll(() => page.url()).toBe(`${app.url}/sites`);
    await poll(() => page.getByTestId('site-row').count()).toBe(1);
    expect(await page.getByTestId('site-shapefile-count').innerText()).toBe('2');

    // The shapefile now reads under the replacement site.
    await page.getByTestId('site-open').click();
    await poll(() => text('site-title')).toBe(REPLACEMENT);
    await poll(() => page.getByTestId('site-shapefile').count()).toBe(2);
    expect(await page.getByTestId('site-shapefiles').innerText()).toContain('alder_creek_boundary');

    // The old address is not found any more.
    await page.goto(`${app.url}/site/${doomedId}`);
    await poll(() => page.getByText('Page not found').isVisible()).toBe(true);
  }, 600_000);

  it('shows the screens in Spanish', async () => {
    // A third site, so the delete dialog has a replacement to offer.
    await create('Cedar Flats', 'cedar_flats_boundary');

    // Spanish: the same screens.
    await page.goto(`${app.url}/sites`);
    await setLanguage(page, 'es');
    await poll(() => page.getByRole('heading', { name: 'Sitios' }).isVisible()).toBe(true);
    await shot('list', 'es');

    await page.goto(`${app.url}/site/${replacementId}`);
    await poll(() => text('site-title')).toBe(REPLACEMENT);
    await shot('site-full', 'es');

    await page.goto(`${app.url}/site/${replacementId}/edit`);
    await poll(() => page.getByTestId('site-settings-dialog').isVisible()).toBe(true);
    await poll(() => page.getByText('Solo para uso del personal interno').isVisible()).toBe(true);
    await shot('settings', 'es');
    await page.getByTestId('settings-more-actions').click();
    await page.getByTestId('settings-delete-site').click();
    await poll(() => page.getByTestId('delete-site-dialog').isVisible()).toBe(true);
    await shot('delete', 'es');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByTestId('settings-close').click();
    await poll(() => page.getByTestId('site-settings-dialog').count()).toBe(0);
    await setLanguage(page, 'en');
  }, 300_000);
});
