import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type OidcTestProvider,
  startOidcProvider,
} from '../../server/test/support/oidc-provider.js';
import { type SmtpSink, startSmtpSink } from '../../server/test/support/smtp-sink.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import {
  dismissNotices,
  linkInMail,
  openLoginDialog,
  signOut,
  waitUntilSignedIn,
} from './login-dialog.js';
import { freePort, type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const GOOGLE_CLIENT = { clientId: 'ecotone-e2e', clientSecret: 'ecotone-e2e-secret' };

/** A real OpenID Connect provider process standing in for Google. */
const startGoogle = (appUrl: string) =>
  startOidcProvider({
    clients: [{ ...GOOGLE_CLIENT, redirectUris: [`${appUrl}/api/auth/sso/google/callback`] }],
  });

const ADMIN_WARNING = 'admin permissions will not be granted with this sign-in method';

describe.skipIf(!chromiumAvailable)('journey: the ways to sign in', () => {
  let sink: SmtpSink;
  let google: OidcTestProvider;
  let app: RunningApp;
  let browser: BrowserContext;
  let page: Page;
  /** Changed by the password-reset journey; later journeys sign in with the current one. */
  let adminPassword: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    google = await startGoogle(appUrl);
    app = await startApp({
      PORT: String(port),
      SMTP_URL: sink.url,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    });
    adminPassword = app.adminPassword;
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await google?.close();
    await sink?.close();
  });

  // Every journey starts signed out, on the landing page, with nothing remembered.
  beforeEach(async (test) => {
    test.onTestFailed(async () => {
      const file = await saveScreenshot(page, test.task.name);
      console.error(`screenshot: ${file}\nserver output:\n${app.output()}`);
    });
    await browser.clearCookies();
    await page.goto(app.url);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
    await page.getByTestId('sign-in-button').waitFor();
  });

  /** The next mail to `address` whose subject contains `subject`, after those already read. */
  const read = new Set<object>();
  async function nextMail(address: string, subject: string) {
    const mail = await sink.waitFor(
      address,
      (candidate) => !read.has(candidate) && candidate.subject.includes(subject),
    );
    read.add(mail);
    return mail;
  }
  const visible = (testId: string) => page.getByTestId(testId).isVisible();
  const textVisible = (text: string) => page.getByText(text).first().isVisible();

  it('email and password: the start page, a wrong password, then the right one', async () => {
    await openLoginDialog(page);
    expect(await page.getByTestId('login-heading').textContent()).toBe('Welcome to Ecotone');
    // Only configured providers are offered.
    expect(await page.getByTestId('login-sso-google').count()).toBe(1);
    expect(await page.getByTestId('login-sso-microsoft').count()).toBe(0);
    expect(await page.getByTestId('login-get-started').getAttribute('href')).toBe('#get-started');

    await page.getByTestId('login-choose-email-password').click();
    const submit = page.getByTestId('login-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-email').fill(app.adminEmail);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-password').fill('not-the-password');
    expect(await submit.isEnabled()).toBe(true);
    await page.getByTestId('login-password').press('Enter');
    await expect.poll(() => textVisible('Your log-in credentials were not recognized')).toBe(true);
    expect(await visible('login-status-reset-password')).toBe(true);
    expect(await page.getByTestId('login-status-get-started').getAttribute('href')).toBe(
      '#get-started',
    );
    expect(await submit.isDisabled()).toBe(true);

    // Switching pages starts afresh: the email stays, the password and the message go.
    await page.getByTestId('login-back').click();
    await page.getByTestId('login-choose-email-password').click();
    expect(await page.getByTestId('login-email').inputValue()).toBe(app.adminEmail);
    expect(await page.getByTestId('login-password').inputValue()).toBe('');
    expect(await page.getByTestId('login-status-message').count()).toBe(0);

    await page.getByTestId('login-password').fill(adminPassword);
    await page.getByTestId('login-password').press('Enter');
    await waitUntilSignedIn(page);
    await expect.poll(() => page.getByTestId('login-dialog').count()).toBe(0);
    // Google sign-in is configured, so a password sign-in withholds admin permissions.
    await expect.poll(() => textVisible(ADMIN_WARNING)).toBe(true);
    await dismissNotices(page);
    await signOut(page);
  });

  it('magic link: an unknown email, the emailed link signs in once, then says it was used', async () => {
    await openLoginDialog(page);
    await page.getByTestId('login-choose-email-link').click();
    await page.getByTestId('login-email').fill('nobody@example.org');
    await page.getByTestId('login-send-link').click();
    await expect
      .poll(() => textVisible("We don't have your email address in our system."))
      .toBe(true);
    expect(await visible('login-status-get-started')).toBe(true);

    await page.getByTestId('login-email').fill(app.adminEmail);
    await page.getByTestId('login-send-link').click();
    await expect.poll(() => textVisible('Email sent')).toBe(true);
    expect(await textVisible('expires in 2 hours')).toBe(true);
    await expect.poll(() => page.getByTestId('login-dialog').count()).toBe(0);

    const link = linkInMail(await nextMail(app.adminEmail, 'sign-in link'));
    await page.goto(link);
    await waitUntilSignedIn(page);
    await dismissNotices(page);
    await signOut(page);

    await page.goto(link);
    await expect.poll(() => visible('login-link-invalid')).toBe(true);
    expect(await textVisible('has expired or was already used')).toBe(true);
    // The query was read once and removed.
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('password reset: request, the emailed page, a new password, sign in with it', async () => {
    await openLoginDialog(page);
    await page.getByTestId('login-choose-email-password').click();
    await page.getByTestId('login-email').fill(app.adminEmail);
    await page.getByTestId('login-forgot-password').click();
    expect(await page.getByTestId('login-email').inputValue()).toBe(app.adminEmail);
    await page.getByTestId('login-send-reset').click();
    await expect.poll(() => textVisible('Password reset email')).toBe(true);
    await expect.poll(() => page.getByTestId('login-dialog').count()).toBe(0);
    await dismissNotices(page);

    await page.goto(`${app.url}/reset-password?token=not-a-token`);
    await expect
      .poll(() => textVisible('This reset link was already used or has expired'))
      .toBe(true);

    const link = linkInMail(await nextMail(app.adminEmail, 'Reset your Ecotone password'));
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    const newPassword = page.getByTestId('reset-new-password');
    await newPassword.waitFor();
    await newPassword.fill('short');
    await page.getByTestId('reset-confirm-password').fill('short');
    await page.getByTestId('reset-submit').click();
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');

    const chosen = 'a-new-pasture-2026';
    await newPassword.fill(chosen);
    await page.getByTestId('reset-confirm-password').fill(`${chosen}x`);
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => textVisible('The passwords do not match.')).toBe(true);
    await page.getByTestId('reset-confirm-password').fill(chosen);
    await page.getByTestId('reset-submit').click();

    await expect.poll(() => textVisible('Password changed')).toBe(true);
    // The dialog opens on the email-password page to sign in with the new password.
    await page.getByTestId('login-password').waitFor();
    await page.getByTestId('login-email').fill(app.adminEmail);
    await page.getByTestId('login-password').fill(app.adminPassword);
    await page.getByTestId('login-password').press('Enter');
    await expect.poll(() => textVisible('Your log-in credentials were not recognized')).toBe(true);
    await page.getByTestId('login-password').fill(chosen);
    await page.getByTestId('login-password').press('Enter');
    await waitUntilSignedIn(page);
    adminPassword = chosen;
    await dismissNotices(page);
    await signOut(page);

    // The used link says so, and offers a new one: that one arrives by mail.
    await page.goto(link);
    await expect.poll(() => visible('reset-error')).toBe(true);
    expect(await page.getByTestId('reset-error').textContent()).toContain(
      'This reset link was already used or has expired: each link works once, for 2 hours.',
    );
    await saveScreenshot(page, 'reset-link-used');
    await page.getByTestId('reset-request-new').click();
    await page.getByTestId('login-email').fill(app.adminEmail);
    await page.getByTestId('login-send-reset').click();
    await expect.poll(() => textVisible('Password reset email')).toBe(true);
    const fresh = linkInMail(await nextMail(app.adminEmail, 'Reset your Ecotone password'));
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.getByTestId('reset-new-password').waitFor();
    await dismissNotices(page);
  });

  describe('single sign-on with Google', () => {
    const signInWithGoogle = async () => {
      await openLoginDialog(page);
      await page.getByTestId('login-sso-google').click();
    };

    it('warns when the Google account has no Ecotone account', async () => {
      google.setAccount('google-stranger', 'stranger@example.org');
      await signInWithGoogle();
      await expect.poll(() => visible('login-sso-no-account'), { timeout: 20_000 }).toBe(true);
      const warning = (await page.getByTestId('login-sso-no-account').textContent()) ?? '';
      expect(warning).toContain('stranger@example.org');
      expect(warning).toContain('does not have an Ecotone account yet');
      expect(await page.getByTestId('login-sso-no-account-get-started').getAttribute('href')).toBe(
        '#get-started',
      );
      await expect.poll(() => new URL(page.url()).search).toBe('');
    });

    it('links the Google account after an email sign-in, then Google signs straight in', async () => {
      google.setAccount('google-admin', app.adminEmail);
      const storedLink = () => page.evaluate(() => localStorage.getItem('ecotone.ssoLink'));

      // Link mode, then cancelled.
      await signInWithGoogle();
      await expect.poll(() => visible('login-link-required'), { timeout: 20_000 }).toBe(true);
      expect(await page.getByTestId('login-link-required').textContent()).toContain(app.adminEmail);
      expect(JSON.parse((await storedLink()) ?? '{}')).toMatchObject({
        ssoType: 'google',
        email: app.adminEmail,
      });
      expect(await page.getByTestId('login-sso-google').count()).toBe(0);
      expect(await page.getByTestId('login-page-dot-reset-password').count()).toBe(0);
      await page.getByTestId('login-cancel-link').click();
      await expect.poll(() => page.getByTestId('login-link-required').count()).toBe(0);
      expect(await storedLink()).toBeNull();

      // Link mode again, completed by signing in with the same email.
      await page.getByTestId('login-sso-google').click();
      await expect.poll(() => visible('login-link-required'), { timeout: 20_000 }).toBe(true);
      await page.getByTestId('login-choose-email-password').click();
      const email = page.getByTestId('login-email');
      expect(await email.inputValue()).toBe(app.adminEmail);
      expect(await email.isDisabled()).toBe(true);
      expect(await page.getByTestId('login-forgot-password').count()).toBe(0);
      await page.getByTestId('login-password').fill(adminPassword);
      await page.getByTestId('login-password').press('Enter');
      await waitUntilSignedIn(page);
      await expect.poll(() => textVisible('You can now sign in with Google.')).toBe(true);
      expect(await storedLink()).toBeNull();
      await dismissNotices(page);
      await signOut(page);

      // Linked: Google signs in without a question, with admin permissions.
      await signInWithGoogle();
      await page.getByTestId('user-name').waitFor({ timeout: 20_000 });
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => visible('nav-new-assessment')).toBe(true);
      const admin = await page.evaluate(async () => {
        const session = await fetch('/api/auth/get-session').then((answer) => answer.json());
        const url = `/api/user/${session.user.id}/permissions?permissions=update:users`;
        return fetch(url).then((answer) => answer.json());
      });
      expect(admin).toEqual([true]);
      expect(await textVisible(ADMIN_WARNING)).toBe(false);
      await signOut(page);
    });
  });
});
