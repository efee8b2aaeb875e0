/**
 * Journey: user administration (issue 19), as an administrator and an invitee do it.
 *
 * NOTE: written against the contract (packages/contracts/src/users.ts) before the server part
 * existed: it cannot pass until the server endpoints of issue 19 are merged (GET /api/users,
 * /api/user/invite, /api/user/invitation/check and /accept, /api/user/{id}/extended-info,
 * roles, resend-invite, DELETE /api/user/{id}, POST /api/auth/admin/impersonate,
 * /api/auth/impersonation/stop, GET /api/admin/impersonations and /api/admin/settings) and the
 * invitation mail. It was not run on the web branch.
 *
 * The administrator invites a user (the "Add user with no access?" confirmation), the mail is
 * read from the SMTP sink; inviting the same email again offers their profile instead; the
 * invitation is resent (the first link stops working); roles and flags are changed and stay
 * changed; the invitee follows the link, sets a password and lands signed in; the administrator
 * impersonates them through the copied link, sees the banner and returns; the impersonation log
 * shows it; the account is deleted with the spec's confirmation and the invitee is signed out.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/test/support/smtp-sink.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { invitationLinks, inviteThroughDialog } from './invitation.js';
import { signOut } from './login-dialog.js';
import { signInAsAdmin } from './sign-in.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const INVITEE = 'ines.ruiz@example.org';
const INVITEE_NAME = 'Inés Ruiz';
const INVITEE_PASSWORD = 'a-long-enough-password';

describe.skipIf(!chromiumAvailable)('journey: user administration', () => {
  let sink: SmtpSink;
  let app: RunningApp;
  /** The administrator's browser. */
  let admin: BrowserContext;
  let page: Page;
  /** The invitee's own browser: their session must not replace the administrator's. */
  let invitee: BrowserContext;
  let inviteePage: Page;

  beforeAll(async () => {
    sink = await startSmtpSink();
    nextInvitationLink = invitationLinks(sink, INVITEE);
    app = await startApp({ SMTP_URL: sink.url });
    admin = await launchBrowser();
    // The impersonation link is copied to the clipboard; the journey reads it back.
    await admin.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    page = await admin.newPage();
    invitee = await launchBrowser();
    inviteePage = await invitee.newPage();
    await signInAsAdmin(page, app);
  });
  afterAll(async () => {
    await admin?.close();
    await invitee?.close();
    await app?.stop();
    await sink?.close();
  });

  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
  const visible = (text: string | RegExp, on: Page = page) =>
    poll(() => on.getByText(text).first().isVisible());
  const notice = () => page.getByTestId('app-notice');
  const dialog = () => page.getByTestId('user-profile-dialog');

  /** The next mail to INVITEE holding an invitation link, after those already read. */
  let nextInvitationLink: () => Promise<string>;

  async function openProfile(email: string): Promise<void> {
    await page.getByTestId('user-search').fill(email);
    const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await row.getByTestId('user-open').click();
    await poll(() => dialog().getByTestId('profile-email').textContent()).toBe(email);
  }

  async function closeProfile(): Promise<void> {
    await page.getByTestId('profile-close').click();
    await dialog().waitFor({ state: 'hidden' });
  }

  it('walks the whole journey', async (test) => {
    onTestFailed(async () => {
      console.error(`screenshots: ${await saveScreenshot(page, `${test.task.name}-admin`)}`);
      console.error(`${await saveScreenshot(inviteePage, `${test.task.name}-invitee`)}`);
      console.error(`server output:\n${app.output()}`);
    });

    // The administration area, from the navigation; the sign-in rule of this install (no Google).
    await page.getByTestId('nav-users').click();
    await poll(() => page.getByTestId('admin-sign-in-rule').textContent()).toContain(
      'Admin permissions come with every sign-in method',
    );
    await poll(() => page.getByTestId('user-row').count()).toBe(1);

    // Invite: no access at all asks first; then the notice, the Invited chip and the mail.
    await inviteThroughDialog(page, { email: INVITEE, firstName: 'Inés', lastName: 'Ruiz' });
    const invitedRow = page.locator(`[data-testid="user-row"][data-email="${INVITEE}"]`);
    await poll(() => invitedRow.getByTestId('user-invited').isVisible()).toBe(true);
    const firstLink = await nextInvitationLink();

    // The same email again: the helper text says so and offers the existing user's profile.
    await page.getByTestId('invite-user').click();
    await page.getByTestId('invite-email').fill(INVITEE);
    await page.getByTestId('invite-send').click();
    await page.getByTestId('invite-no-access-confirm').click();
    await poll(() => page.getByTestId('invite-user-exists').textContent()).toContain(
      'This user already exists.',
    );
    await page.getByTestId('invite-update-access').click();
    await poll(() => dialog().getByTestId('profile-email').textContent()).toBe(INVITEE);
    await visible('Invited: the invitation link works until');

    // Resend: a new mail, and the first link stops working.
    await dialog().getByTestId('profile-more-actions').click();
    await page.getByTestId('profile-action-resend').click();
    await poll(() => notice().textContent()).toContain(
      `The invitation to ${INVITEE} has been sent again.`,
    );
    const link = await nextInvitationLink();
    expect(link).not.toBe(firstLink);
    await inviteePage.goto(firstLink);
    await poll(() => inviteePage.getByTestId('invitation-invalid').isVisible()).toBe(true);

    // Roles and flags change at once and stay changed when the profile is read again.
    await dialog().getByTestId('profile-role-partner').check();
    await dialog().getByTestId('profile-flag-reports').check();
    expect(await dialog().getByTestId('profile-role-partner').isChecked()).toBe(true);
    await closeProfile();
    await page.reload();
    await openProfile(INVITEE);
    await poll(() => dialog().getByTestId('profile-role-partner').isChecked()).toBe(true);
    expect(await dialog().getByTestId('profile-role-user').isChecked()).toBe(true);
    expect(await dialog().getByTestId('profile-flag-reports').isChecked()).toBe(true);
    expect(await dialog().getByTestId('profile-flag-parcel-picker').isChecked()).toBe(false);
    // A user without any grant: the access tab says so.
    await dialog().getByTestId('profile-access-tab-site').click();
    await poll(() => dialog().getByTestId('profile-access-empty').textContent()).toContain(
      'This user has no access to any site.',
    );
    await closeProfile();

    // The invitee follows the newest link, keeps the name, sets a password, lands signed in.
    await inviteePage.goto(link);
    await poll(() => inviteePage.getByTestId('invitation-email').textContent()).toBe(INVITEE);
    expect(await inviteePage.getByTestId('invitation-name').inputValue()).toBe(INVITEE_NAME);
    await inviteePage.getByTestId('invitation-new-password').fill('short');
    await inviteePage.getByTestId('invitation-confirm-password').fill('short');
    await inviteePage.getByTestId('invitation-submit').click();
    await poll(() =>
      inviteePage.getByTestId('invitation-new-password').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(await inviteePage.getByTestId('invitation-submit').isVisible()).toBe(true);
    await inviteePage.getByTestId('invitation-new-password').fill(INVITEE_PASSWORD);
    await inviteePage.getByTestId('invitation-confirm-password').fill(INVITEE_PASSWORD);
    await inviteePage.getByTestId('invitation-submit').click();
    await poll(() => inviteePage.getByTestId('user-name').textContent()).toBe(INVITEE_NAME);
    // A user without update:users has no Users item, and its address says why.
    expect(await inviteePage.getByTestId('nav-users').count()).toBe(0);
    await inviteePage.goto(`${app.url}/admin/users`);
    await visible('Access restricted', inviteePage);
    expect(await inviteePage.getByTestId('user-row').count()).toBe(0);
    // The link is used up; the password signs in from now on.
    await signOut(inviteePage);
    await inviteePage.goto(link);
    await poll(() => inviteePage.getByTestId('invitation-invalid').isVisible()).toBe(true);
    await inviteePage.goto(app.url);
    await inviteePage.getByTestId('sign-in-button').click();
    await inviteePage.getByTestId('login-choose-email-password').click();
    await inviteePage.getByTestId('login-email').fill(INVITEE);
    await inviteePage.getByTestId('login-password').fill(INVITEE_PASSWORD);
    await inviteePage.getByTestId('login-password').press('Enter');
    await poll(() => inviteePage.getByTestId('user-name').textContent()).toBe(INVITEE_NAME);

    // The administrator's table no longer calls them invited.
    await page.reload();
    await poll(() => invitedRow.isVisible()).toBe(true);
    expect(await invitedRow.getByTestId('user-invited').count()).toBe(0);

    // Impersonate: the link goes to the clipboard; opened here, the banner marks the session.
    await openProfile(INVITEE);
    await dialog().getByTestId('profile-more-actions').click();
    await page.getByTestId('profile-action-impersonate').click();
    await poll(() => notice().textContent()).toBe(
      `Login URL for ${INVITEE} has been copied to the clipboard`,
    );
    const loginUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(loginUrl).toMatch(/^http:\/\/localhost:\d+\//);
    await page.goto(loginUrl);
    await poll(() => page.getByTestId('impersonation-banner').textContent()).toMatch(
      // The end: a time today, or a date and time when the hour crosses midnight.
      new RegExp(
        `Impersonating ${INVITEE_NAME}: you are signed in as this user by Administrator until (\\d|[A-Z][a-z]{2} \\d)`,
      ),
    );
    expect(await page.getByTestId('user-name').textContent()).toBe(INVITEE_NAME);
    await saveScreenshot(page, 'user-admin-journey-impersonating');
    // On every page of the frame.
    await page.getByTestId('nav-shapefiles').click();
    await poll(() => page.getByTestId('impersonation-banner').isVisible()).toBe(true);
    expect(await page.getByTestId('nav-users').count()).toBe(0);
    // And back.
    expect(await page.getByTestId('impersonation-stop').textContent()).toBe('Return to my account');
    await page.getByTestId('impersonation-stop').click();
    await poll(() => page.getByTestId('user-name').textContent()).toBe('Administrator');
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);

    // The impersonation log: who, whom, opened and ended.
    await page.getByTestId('nav-users').click();
    await page.getByTestId('admin-tab-impersonations').click();
    const entry = page.getByTestId('impersonation-entry').first();
    await poll(() => entry.textContent()).toContain(INVITEE);
    await saveScreenshot(page, 'user-admin-journey-log');
    expect(await entry.textContent()).toContain(app.adminEmail);
    expect(await entry.textContent()).not.toContain('Not opened');
    expect(await entry.textContent()).not.toContain('Ongoing');
    await page.getByTestId('admin-tab-users').click();

    // Delete, with the spec's confirmation; the invitee's browser is signed out.
    await openProfile(INVITEE);
    await dialog().getByTestId('profile-more-actions').click();
    await page.getByTestId('profile-action-delete').click();
    const confirmation = page.getByTestId('delete-user-dialog');
    await poll(() => confirmation.textContent()).toContain('This action cannot be undone.');
    expect(await confirmation.textContent()).toContain(
      'It does not affect the resources the user contributed to',
    );
    await page.getByTestId('delete-user-confirm').click();
    await poll(() => notice().textContent()).toContain(
      `The account of ${INVITEE} has been deleted.`,
    );
    await poll(() => page.getByTestId('user-table-empty').textContent()).toContain(
      `No user matches “${INVITEE}”.`,
    );
    await inviteePage.reload();
    await poll(() => inviteePage.getByTestId('sign-in-button').isVisible()).toBe(true);
  });
});
