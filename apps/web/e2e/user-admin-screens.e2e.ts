import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser';
import { buildHarnessScript } from './harness-build';
import type { HarnessOptions } from './user-admin-harness';

/**
 * User administration's screens in Chromium over a fake API that answers as the contract says
 * (user-admin-harness.tsx), before the server part of issue 19 exists: the table, the profile
 * dialog with each section behind its permission, the optimistic role change and its revert,
 * the invite dialog's confirmations, the invitation page and the impersonation banner, in
 * English and Spanish, with screenshots under test-results/ (user-admin-*.png).
 */

const here = path.dirname(fileURLToPath(import.meta.url));

describe.skipIf(!chromiumAvailable)('user administration screens in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const script = await buildHarnessScript(path.join(here, 'user-admin-harness.tsx'));
    context = await launchBrowser();
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
  });
  afterAll(async () => {
    await context?.close();
  });

  const mount = (options: HarnessOptions) =>
    page.evaluate(async (options) => {
      const harness = window.userAdminHarness;
      if (!harness) throw new Error('no harness');
      await harness.mount(options);
    }, options);
  const calls = () => page.evaluate(() => window.userAdminHarness?.calls ?? []);
  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
  const dialog = () => page.getByTestId('user-profile-dialog');
  const rowNames = () => page.getByTestId('user-open').allInnerTexts();

  async function openProfile(name: string) {
    await page.getByTestId('user-open').filter({ hasText: name }).click();
    await dialog().getByTestId('profile-email').waitFor();
  }

  it('lists, searches and sorts users, with the sign-in rule and the Invited chip', async () => {
    await mount({ view: 'users', language: 'en' });
    await poll(rowNames).toEqual(['Administrator', 'Ana García', 'Bea Martín', 'Carl Owens']);
    expect(await page.getByTestId('admin-sign-in-rule').innerText()).toContain(
      'Admin permissions come only with Google sign-in',
    );
    expect(await page.getByTestId('user-invited').count()).toBe(1);
    await saveScreenshot(page, 'user-admin-table');

    await page.getByTestId('user-sort-name').click();
    await poll(rowNames).toEqual(['Carl Owens', 'Bea Martín', 'Ana García', 'Administrator']);
    await page.getByTestId('user-search').fill('example.org');
    await poll(rowNames).toEqual(['Bea Martín', 'Ana García']);
    await page.getByTestId('user-search').fill('nobody');
    await poll(() => page.getByTestId('user-table-empty').innerText()).toBe(
      'No user matches “nobody”.',
    );
    const listCalls = (await calls()).filter((call) => call.path.startsWith('/api/users'));
    // The debounce sends the search once typing stops, not per keystroke.
    expect(listCalls.map((call) => call.path)).toEqual([
      '/api/users?sort=name&order=asc&page=1&pageSize=25',
      '/api/users?sort=name&order=desc&page=1&pageSize=25',
      '/api/users?sort=name&order=desc&page=1&pageSize=25&search=example.org',
      '/api/users?sort=name&order=desc&page=1&pageSize=25&search=nobody',
    ]);
  });

  it('shows the profile: read-only SSO name, roles greyed, flags, access tabs, actions', async () => {
    await mount({ view: 'users', language: 'en' });
    await openProfile('Ana García');
    expect(await dialog().getByTestId('profile-name-read-only').innerText()).toBe('Ana García');
    expect(await dialog().getByTestId('profile-sso-google').count()).toBe(1);
    expect(await dialog().getByTestId('profile-role-staff').isChecked()).toBe(true);
    expect(await dialog().getByTestId('profile-flag-reports').isChecked()).toBe(true);
    expect(await dialog().getByTestId('profile-access-empty').innerText()).toContain(
      'no access to any portfolio',
    );
    expect(await dialog().getByText('Expand details').count()).toBe(1);
    await dialog().getByTestId('profile-access-tab-site').click();
    expect(await dialog().getByText('Expand details').count()).toBe(0);
    await saveScreenshot(page, 'user-admin-profile');
    await dialog().getByTestId('profile-more-actions').click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Impersonate',
      'Delete account',
    ]);
    await page.keyboard.press('Escape');
  });

  it('changes roles optimistically, and puts them back when the server refuses', async () => {
    await mount({ view: 'users', language: 'en' });
    await openProfile('Carl Owens');
    await dialog().getByTestId('profile-role-staff').check();
    // At once, before the server (300 ms) has answered.
    expect(await dialog().getByTestId('profile-role-staff').isChecked()).toBe(true);
    await poll(async () => (await calls()).some((call) => call.path.endsWith('/roles'))).toBe(true);
    const sent = (await calls()).find((call) => call.path === '/api/user/u-carl/roles');
    expect(sent?.body).toEqual({ roles: ['staff', 'partner', 'user'] });

    await mount({ view: 'users', language: 'en', refuseRoles: true });
    await openProfile('Carl Owens');
    await dialog().getByTestId('profile-role-staff').check();
    expect(await dialog().getByTestId('profile-role-staff').isChecked()).toBe(true);
    await poll(() => dialog().getByTestId('profile-role-staff').isChecked()).toBe(false);
    // The catalogue's text for the code, not the fake server's message.
    await poll(() => page.getByTestId('app-notice').innerText()).toContain(
      'This is the last administrator: make another user an administrator first',
    );
  });

  it('greys every role but partner for a partner-only viewer, and hides what needs more', async () => {
    await mount({
      view: 'users',
      language: 'en',
      permissions: ['update:users', 'assign-partner:user-roles'],
    });
    await openProfile('Bea Martín');
    expect(await dialog().getByTestId('profile-role-partner').isDisabled()).toBe(false);
    expect(await dialog().getByTestId('profile-role-admin').isDisabled()).toBe(true);
    expect(await dialog().getByTestId('profile-role-user').isDisabled()).toBe(true);
    expect(await dialog().getByTestId('profile-flag-reports').count()).toBe(0);
    expect(await dialog().getByTestId('profile-access-tab-portfolio').count()).toBe(0);
    // An invited user: the name is editable (no SSO) and the invitation can be resent.
    expect(await dialog().getByTestId('profile-name').inputValue()).toBe('Bea Martín');
    expect(await dialog().getByTestId('profile-invitation').innerText()).toContain(
      'Invited: the invitation link works until',
    );
    await dialog().getByTestId('profile-more-actions').click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Resend invitation']);
    await page.getByTestId('profile-action-resend').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toBe(
      'The invitation to bea@example.org has been sent again.',
    );
    expect(await page.getByTestId('admin-tab-impersonations').count()).toBe(0);
  });

  it('edits the name inline: Escape puts it back, Enter saves', async () => {
    await mount({ view: 'users', language: 'en' });
    await openProfile('Bea Martín');
    const name = dialog().getByTestId('profile-name');
    await name.fill('Beatriz');
    expect(await dialog().getByTestId('profile-name-changed-true').count()).toBe(1);
    await name.press('Escape');
    expect(await name.inputValue()).toBe('Bea Martín');
    expect(await dialog().isVisible()).toBe(true);
    await name.fill('Beatriz Martín');
    await name.press('Enter');
    await poll(async () =>
      (await calls()).some((call) => call.method === 'PUT' && call.path === '/api/user/u-bea'),
    ).toBe(true);
    await poll(() => page.getByTestId('user-open').filter({ hasText: 'Beatriz' }).count()).toBe(1);
    await dialog().getByTestId('profile-notion').fill('notion.so/x');
    await dialog().getByTestId('profile-notion').press('Enter');
    await poll(() => dialog().getByText('Not a valid URL').count()).toBe(1);
  });

  it('invites: the no-access confirmation, then the existing user’s profile instead', async () => {
    await mount({ view: 'users', language: 'en' });
    await poll(rowNames).toHaveLength(4);
    await page.getByTestId('invite-user').click();
    await page.getByTestId('invite-send').click();
    expect(await page.getByText('Please enter an email address.').count()).toBe(1);
    expect(await page.getByTestId('invite-role-admin').isDisabled()).toBe(true);
    await page.getByTestId('invite-email').fill('dora@example.org');
    await page.getByTestId('invite-first-name').fill('Dora');
    await page.getByTestId('invite-role-partner').check();
    await saveScreenshot(page, 'user-admin-invite');
    await page.getByTestId('invite-send').click();
    await poll(() => page.getByTestId('invite-no-access-dialog').innerText()).toContain(
      'Add user with no access?',
    );
    await page.getByTestId('invite-no-access-confirm').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toBe('Invitation sent');
    const invite = (await calls()).find((call) => call.path === '/api/user/invite');
    expect(invite?.body).toEqual({
      email: 'dora@example.org',
      firstName: 'Dora',
      roles: ['user', 'partner'],
      accessLevels: [],
      language: 'english',
    });
    await poll(rowNames).toHaveLength(5);

    await page.getByTestId('invite-user').click();
    await page.getByTestId('invite-email').fill('ana@example.org');
    await page.getByTestId('invite-send').click();
    await page.getByTestId('invite-no-access-confirm').click();
    await poll(() => page.getByTestId('invite-user-exists').innerText()).toContain(
      'This user already exists.',
    );
    await page.getByTestId('invite-update-access').click();
    await poll(() => dialog().getByTestId('profile-email').innerText()).toBe('ana@example.org');
  });

  it('impersonates: the link, shown when the clipboard is refused; deletes with the warning', async () => {
    await mount({ view: 'users', language: 'en' });
    await openProfile('Carl Owens');
    await dialog().getByTestId('profile-more-actions').click();
    await page.getByTestId('profile-action-impersonate').click();
    // A page without clipboard permission: the link is offered to copy by hand.
    const copied = page.getByTestId('app-notice');
    const shown = page.getByTestId('impersonation-url');
    await poll(async () => (await copied.count()) + (await shown.count())).toBeGreaterThan(0);
    if ((await shown.count()) > 0)
      expect(await shown.inputValue()).toBe(
        'http://localhost:3000/api/auth/impersonation/open?token=abc123',
      );
    else
      expect(await copied.innerText()).toBe(
        'Login URL for carl@partner.example has been copied to the clipboard',
      );
    await page.keyboard.press('Escape');

    await dialog().getByTestId('profile-more-actions').click();
    await page.getByTestId('profile-action-delete').click();
    const confirmation = page.getByTestId('delete-user-dialog');
    await poll(() => confirmation.innerText()).toContain('This action cannot be undone.');
    expect(await confirmation.innerText()).toContain(
      'It does not affect the resources the user contributed to',
    );
    await saveScreenshot(page, 'user-admin-delete');
    await page.getByTestId('delete-user-confirm').click();
    await poll(() => page.getByTestId('app-notice').innerText()).toBe(
      'The account of carl@partner.example has been deleted.',
    );
    await poll(rowNames).toEqual(['Administrator', 'Ana García', 'Bea Martín']);
  });

  it('shows the impersonation log to impersonate:users holders', async () => {
    await mount({ view: 'users', language: 'es' });
    await page.getByTestId('admin-tab-impersonations').click();
    const entry = page.getByTestId('impersonation-entry');
    await poll(() => entry.count()).toBe(1);
    expect(await entry.innerText()).toContain('carl@partner.example');
    expect(await entry.innerText()).toContain('203.0.113.7');
    await saveScreenshot(page, 'user-admin-log-es');
  });

  it('takes an invitation: a bad link explains itself; a good one sets the password', async () => {
    await mount({ view: 'invitation', language: 'en', token: 'used' });
    await poll(() => page.getByTestId('invitation-invalid').innerText()).toContain(
      'This invitation link no longer works',
    );
    await mount({ view: 'invitation', language: 'es', token: 'good' });
    await poll(() => page.getByTestId('invitation-email').innerText()).toBe('bea@example.org');
    expect(await page.getByTestId('invitation-name').inputValue()).toBe('Bea Martín');
    await saveScreenshot(page, 'user-admin-invitation-es');
  });

  it('marks an impersonated session, in both languages', async () => {
    await mount({ view: 'banner', language: 'en' });
    await poll(() => page.getByTestId('impersonation-banner').innerText()).toMatch(
      // The end: a time today, or a date and time when the hour crosses midnight.
      /Impersonating Carl Owens: you are signed in as this user by Administrator until (\d|[A-Z][a-z]{2} \d)/,
    );
    expect(await page.getByTestId('impersonation-stop').innerText()).toMatch(
      /return to my account/i,
    );
    await saveScreenshot(page, 'user-admin-banner');
    await mount({ view: 'banner', language: 'es' });
    await poll(() => page.getByTestId('impersonation-banner').innerText()).toMatch(
      /Suplantando a Carl Owens: Administrator ha iniciado sesión como este usuario hasta \d/,
    );
  });
});
