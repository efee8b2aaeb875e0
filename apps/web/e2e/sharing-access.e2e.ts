/**
 * Journey: access to a site as the person it is shared with (issue 20), against the real server,
 * in two browsers: the administrator's and the invitee's. Nothing is faked.
 *
 * The administrator invites a person through /admin/users (the mail from the SMTP sink); she
 * accepts and sees nothing: an empty Sites page, "Page not found" for the administrator's site.
 * The administrator sets the site's financial terms in Site Settings and shares it with her at
 * Basic (the Users tab's Sharing panel): she sees the site, its shapefile and area, and the note
 * instead of the financial terms. Raised to Full she sees the terms as the page formats them;
 * with her access removed the site is gone again. A second site with an anonymised title (set in
 * Site Settings) shows her the reserved view: that title, never the real one, and the way to get
 * in touch.
 *
 * Screenshots of her views (test-results/sharing-access-*.png): nothing, basic, full and
 * reserved in English, basic in Spanish.
 */
import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/test/support/smtp-sink.js';
import { startAnalysis } from './analysis-run.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { acceptInvitation, invitationLinks, inviteThroughDialog } from './invitation.js';
import { setLanguage } from './preferences.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const INVITEE = { email: 'tomasa.herrera@example.org', firstName: 'Tomasa', lastName: 'Herrera' };
const INVITEE_NAME = 'Tomasa Herrera';
const INVITEE_PASSWORD = 'a-long-enough-password';
const SHARED = 'Juniper Ridge Ranch';
const RESERVED = 'Quarry Bend Estate';
const ANONYMISED = 'Site R-27';

describe.skipIf(!chromiumAvailable)('journey: access to a shared site', () => {
  let sink: SmtpSink;
  let app: RunningApp;
  /** The administrator's browser. */
  let admin: BrowserContext;
  let page: Page;
  /** The invitee's own browser, with her own session. */
  let invitee: BrowserContext;
  let her: Page;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    admin = await launchBrowser();
    page = await admin.newPage();
    invitee = await launchBrowser();
    her = await invitee.newPage();
    await signInAsAdmin(page, app);
  });
  afterAll(async () => {
    await admin?.close();
    await invitee?.close();
    await app?.stop();
    await sink?.close();
  });

  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
  const notice = () => page.getByTestId('app-notice');
  const herText = (testId: string) => her.getByTestId(testId).first().innerText();
  /** Her page, once at its top, with nothing focused, and settled. */
  async function shot(name: string) {
    await her.evaluate(() => {
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await her.waitForTimeout(500);
    await saveScreenshot(her, `sharing-access-${name}`);
  }
  /** What she sees where the Sites page lists nothing and the site's address finds nothing. */
  async function expectShesSeeingNothing(siteId: string) {
    await her.goto(`${app.url}/sites`);
    await poll(() => herText('site-table-empty')).toBe(
      'You have no sites yet. A site is created with a new assessment.',
    );
    expect(await her.getByTestId('site-row').count()).toBe(0);
    await her.goto(`${app.url}/site/${siteId}`);
    await poll(() => her.getByTestId('site-not-found').isVisible()).toBe(true);
    expect(await herText('site-not-found')).toContain('Page not found');
    expect(await her.locator('body').innerText()).not.toContain(SHARED);
  }
  async function create(siteName: string, shapefileName: string): Promise<string> {
    const answer = await startAnalysis(page, { siteName, shapefileName });
    expect(answer.siteId).toBeTruthy();
    return answer.siteId ?? '';
  }
  /** The administrator's Site Settings, on the Users tab. */
  async function openUsersTab(siteId: string) {
    await page.goto(`${app.url}/site/${siteId}/edit`);
    await poll(() => page.getByTestId('site-settings-dialog').isVisible()).toBe(true);
    await page.getByTestId('settings-tab-users').click();
  }
  const herRow = () => page.getByTestId('sharing-row').filter({ hasText: INVITEE.email });

  it('shows a shared site at the level given, and nothing else', async (test) => {
    onTestFailed(async () => {
      console.error(`screenshots: ${await saveScreenshot(page, `${test.task.name}-admin`)}`);
      console.error(`${await saveScreenshot(her, `${test.task.name}-invitee`)}`);
      console.error(`server output:\n${app.output()}`);
    });

    // The administrator invites her from the Users page; the link comes by mail.
    await page.getByTestId('nav-users').click();
    await inviteThroughDialog(page, INVITEE);
    const link = await invitationLinks(sink, INVITEE.email)();
    // The administrator's site, made by the wizard's call: a shapefile and an assessment.
    const siteId = await create(SHARED, 'juniper_ridge_boundary');

    // She accepts, sets a password, is signed in, and sees nothing.
    await acceptInvitation(her, link, INVITEE_PASSWORD, INVITEE_NAME);
    await expectShesSeeingNothing(siteId);
    await her.goto(`${app.url}/sites`);
    await poll(() => her.getByTestId('site-table-empty').isVisible()).toBe(true);
    await shot('nothing-en');

    // The administrator sets the financial terms in Site Settings.
    await page.goto(`${app.url}/site/${siteId}/edit`);
    await poll(() => page.getByTestId('site-settings-dialog').isVisible()).toBe(true);
    await page.getByTestId('settings-financial-revenueSharePercent').fill('7.5');
    await page.getByTestId('settings-financial-annualLandownerPaymentUsd').fill('24500');
    await page.getByTestId('settings-financial-agreementTermYears').fill('25');
    await page.getByTestId('settings-financials-save').click();
    await poll(() => notice().innerText()).toContain('The financial terms have been saved.');

    // And shares the site with her at Basic: found by name in the multi-select, then Add.
    await page.getByTestId('settings-tab-users').click();
    await poll(() => page.getByTestId('sharing-empty').isVisible()).toBe(true);
    await page.getByTestId('sharing-search').fill('Herrera');
    await page.getByTestId('sharing-candidate').filter({ hasText: INVITEE.email }).click();
    await page.getByTestId('sharing-add').click();
    await poll(() => herRow().count()).toBe(1);
    expect(await herRow().getByRole('combobox').innerText()).toBe('Basic access');

    // She reloads: the site is on her Sites page; its page shows the shapefile and its area,
    // and the note instead of the financial terms; no Settings button.
    await her.goto(`${app.url}/sites`);
    await poll(() => her.getByTestId('site-row').count()).toBe(1);
    expect(await herText('site-open')).toBe(SHARED);
    await her.getByTestId('site-open').click();
    await poll(() => herText('site-title')).toBe(SHARED);
    const areaHa = await page.evaluate(
      async (id) =>
        (
          (await (await fetch(`/api/site/${id}`)).json()) as {
            site: { shapefiles: Array<{ totalAreaHa: number }> };
          }
        ).site.shapefiles[0]?.totalAreaHa ?? Number.NaN,
      siteId,
    );
    expect(areaHa).toBeGreaterThan(400);
    const area = formatQuantity(areaHa, 'ha', 'metric', languageToLocale('english'));
    expect(await herText('site-shapefile')).toContain('juniper_ridge_boundary');
    expect(await herText('site-shapefile-area')).toContain(area);
    expect(await herText('site-financials-need-full')).toBe(
      'Financial details are shown only to people with full access to this site.',
    );
    expect(await her.getByTestId('site-financials').count()).toBe(0);
    expect(await her.getByTestId('site-settings').count()).toBe(0);
    const body = await her.locator('body').innerText();
    for (const value of ['24,500', '7.5%', '25 years']) expect(body).not.toContain(value);
    await shot('basic-en');

    // The same view in Spanish.
    await setLanguage(her, 'es');
    await poll(() => herText('site-financials-need-full')).toBe(
      'Los datos financieros solo se muestran a las personas con acceso completo a este sitio.',
    );
    await poll(() => herText('site-title')).toBe(SHARED);
    await shot('basic-es');
    await setLanguage(her, 'en');

    // The administrator raises her to Full; she reloads and reads the terms as formatted.
    await openUsersTab(siteId);
    await poll(() => herRow().count()).toBe(1);
    await herRow().getByRole('combobox').click();
    await page.getByTestId('sharing-level-full').click();
    await poll(() => notice().innerText()).toContain(
      `Access for ${INVITEE_NAME} has been set to Full access`,
    );
    await poll(() => herRow().getByRole('combobox').innerText()).toBe('Full access');
    await her.reload();
    await poll(() => herText('site-financial-annualLandownerPaymentUsd')).toBe('$24,500');
    expect(await herText('site-financial-revenueSharePercent')).toBe('7.5%');
    expect(await herText('site-financial-agreementTermYears')).toBe('25 years');
    expect(await her.getByTestId('site-financials-need-full').count()).toBe(0);
    expect(await herText('site-shapefile-area')).toContain(area);
    await shot('full-en');

    // The administrator removes her access; she reloads and the site is gone.
    await herRow().getByTestId('sharing-expand').click();
    await page.getByTestId('sharing-remove').click();
    await poll(() => notice().innerText()).toContain(`Access for ${INVITEE_NAME} has been removed`);
    await poll(() => page.getByTestId('sharing-empty').isVisible()).toBe(true);
    await her.reload();
    await poll(() => her.getByTestId('site-not-found').isVisible()).toBe(true);
    await expectShesSeeingNothing(siteId);

    // A second site, reserved: the administrator gives it an anonymised title in Site Settings.
    const reservedId = await create(RESERVED, 'quarry_bend_boundary');
    await page.goto(`${app.url}/site/${reservedId}/edit`);
    await poll(() => page.getByTestId('site-settings-dialog').isVisible()).toBe(true);
    const anonymised = page.getByTestId('settings-anonymised-title');
    await anonymised.fill(ANONYMISED);
    await anonymised.press('Enter');
    await poll(() => page.getByTestId('settings-anonymised-title-changed-false').count()).toBe(1);

    // She opens its address: "Site reserved", the anonymised title, nothing of the real site.
    await her.goto(`${app.url}/site/${reservedId}`);
    await poll(() => herText('site-reserved-title')).toBe(ANONYMISED);
    expect(await her.getByRole('heading', { name: 'Site reserved' }).isVisible()).toBe(true);
    expect(await her.content()).not.toContain(RESERVED);
    expect(await her.title()).not.toContain(RESERVED);
    expect(await her.getByTestId('site-page').count()).toBe(0);
    await shot('reserved-en');
    // Its way to get in touch: the app-wide contact dialog.
    await her.getByTestId('site-reserved-contact').click();
    await poll(() => her.url()).toContain('#contact');
    await poll(() => her.getByRole('dialog').count()).toBe(1);
    await her.keyboard.press('Escape');
    // It is not hers: her Sites page stays empty.
    await her.goto(`${app.url}/sites`);
    await poll(() => her.getByTestId('site-table-empty').isVisible()).toBe(true);
    expect(await her.locator('body').innerText()).not.toContain(RESERVED);
  }, 600_000);
});
