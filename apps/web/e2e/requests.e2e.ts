import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/test/support/smtp-sink.js';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

const CARBON_DESK = 'carbon-desk@example.org';

/** An IP geolocation service that places every visitor in Argentina. */
async function startGeolocation(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.url !== '/country') return void response.writeHead(404).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ country: 'AR' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.skipIf(!chromiumAvailable)(
  'journey: get started, newsletter, contact and preference toggles',
  () => {
    let app: RunningApp;
    let sink: SmtpSink;
    let geolocation: { url: string; server: Server };
    let browser: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      sink = await startSmtpSink();
      geolocation = await startGeolocation();
      app = await startApp({
        SMTP_URL: sink.url,
        IP_GEOLOCATION_URL: geolocation.url,
        GET_STARTED_CONTACTS: `carbon-removal-credits=${CARBON_DESK}`,
      });
      browser = await launchBrowser();
      page = await browser.newPage();
    });
    afterAll(async () => {
      await browser?.close();
      await app?.stop();
      await sink?.close();
      geolocation?.server.close();
    });

    // Generous: the machine may be busy (two cores, the app, Chromium and other test runs).
    const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
    const visible = (text: string | RegExp) => poll(() => page.getByText(text).first().isVisible());
    const getStarted = () => page.getByRole('dialog', { name: 'Get started with Ecotone' });
    const submit = () => page.getByTestId('get-started-submit');

    it('walks the whole journey', async (test) => {
      onTestFailed(async () => {
        const file = await saveScreenshot(page, test.task.name);
        console.error(`screenshot: ${file}\nserver output:\n${app.output()}`);
      });

      // The hash opens the dialog on load; the visitor's country comes from the IP.
      await page.goto(`${app.url}/#get-started`);
      await poll(() => getStarted().isVisible()).toBe(true);
      await poll(() => page.getByTestId('get-started-phone-country').inputValue()).toBe('AR');
      expect(await submit().isDisabled()).toBe(true);

      await page.getByTestId('get-started-first-name').fill('Ana');
      await page.getByTestId('get-started-last-name').fill('García');
      await page.getByTestId('get-started-job-title').fill('Ranch manager');
      await visible('13 / 40');
      await page.getByTestId('get-started-email').fill('ana@example.org');
      await page.getByTestId('get-started-phone').fill('12');
      await page.getByTestId('get-started-phone').blur();
      await visible('Please enter a valid phone number.');
      await page.getByTestId('get-started-phone').fill('11 4123-4567');
      await poll(() => page.getByText('Please enter a valid phone number.').count()).toBe(0);
      await page.getByRole('combobox', { name: /Topic to discuss/ }).click();
      await page.getByRole('option', { name: 'Carbon removal credits' }).click();
      await page.getByTestId('get-started-message').fill('About 2,000 ha of native grassland.');
      expect(await submit().isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
      await poll(() => submit().isEnabled()).toBe(true);
      await submit().click();

      await visible('Thank you! We received your request');
      await poll(() => getStarted().isVisible()).toBe(false);
      expect(new URL(page.url()).hash).toBe('');
      const toDesk = await sink.waitFor(CARBON_DESK);
      expect(toDesk.subject).toBe('Get-started request from Ana García: Carbon removal credits');
      expect(toDesk.text).toContain('+54 11 4123-4567');
      expect(toDesk.text).toContain(`Page: ${app.url}/#get-started`);
      expect((await sink.waitFor('ana@example.org')).subject).toBe('We received your request');

      // The landing page's call to action opens it again, empty, for a preliminary analysis
      // (get-started-shape.e2e.ts follows that one); closing clears the hash.
      const forAnalysis = () =>
        page.getByRole('dialog', { name: 'Request a preliminary analysis' });
      await page.getByRole('link', { name: 'Request a preliminary analysis' }).click();
      await poll(() => forAnalysis().isVisible()).toBe(true);
      expect(new URL(page.url()).hash).toBe('#preliminary-analysis');
      expect(await page.getByTestId('get-started-first-name').inputValue()).toBe('');
      await forAnalysis().getByRole('button', { name: 'Close' }).click();
      await poll(() => forAnalysis().isVisible()).toBe(false);
      expect(new URL(page.url()).hash).toBe('');

      // Newsletter: both messages, then the double opt-in from the mailed link.
      await page.getByTestId('newsletter-submit').click();
      await visible('Please enter an email address.');
      await page.getByTestId('newsletter-email').fill('reader@example');
      await page.getByTestId('newsletter-submit').click();
      await visible('Please enter a valid email address.');
      await page.getByTestId('newsletter-email').fill('reader@example.org');
      await page.getByTestId('newsletter-submit').click();
      await visible('Almost done: check your inbox');
      const confirmation = await sink.waitFor('reader@example.org');
      const link = /Confirm my subscription: (\S+)/.exec(confirmation.text)?.[1] ?? '';
      expect(link).toContain('/api/newsletter/confirm?token=');
      await page.goto(link);
      await visible('Your subscription to the Ecotone newsletter is confirmed');
      await poll(() => new URL(page.url()).search).toBe('');

      // Contact, anonymous: the visitor gives an address.
      await page.goto(`${app.url}/#contact`);
      const contact = page.getByRole('dialog', { name: 'Get In Touch' });
      await poll(() => contact.isVisible()).toBe(true);
      expect(await page.getByTestId('contact-submit').isDisabled()).toBe(true);
      await page.getByTestId('contact-email').fill('visitor@example.org');
      await page.getByTestId('contact-message').fill('Do you cover Patagonia?');
      await page.getByTestId('contact-submit').click();
      await visible('Message sent');
      await poll(() => contact.isVisible()).toBe(false);
      const anonymous = await sink.waitFor(app.adminEmail, (mail) =>
        mail.text.includes('Patagonia'),
      );
      expect(anonymous.subject).toBe('Message from Ecotone visitor: -');

      // Signed in: preferences toggles and contact from the user menu.
      const signedIn = await page.evaluate(
        ([email, password]) =>
          fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }).then((response) => response.status),
        [app.adminEmail, app.adminPassword],
      );
      expect(signedIn).toBe(200);
      await page.goto(app.url);
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('open-preferences').click();
      const reports = page.getByRole('switch', { name: 'Reports' });
      expect(await reports.isChecked()).toBe(false);
      await reports.click();
      await poll(() => reports.isChecked()).toBe(true);
      await poll(() => reports.isEnabled()).toBe(true);
      const flags = await page.evaluate(async () => {
        const session = await fetch('/api/auth/get-session').then((r) => r.json());
        const details = await fetch(`/api/user/${session.user.id}/session`).then((r) => r.json());
        return details.userFlags;
      });
      expect(flags).toEqual(['reports']);
      await page.getByRole('button', { name: 'Close' }).click();

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('open-contact').click();
      await poll(() => contact.isVisible()).toBe(true);
      expect(await page.getByTestId('contact-sender').textContent()).toContain(app.adminEmail);
      await page.getByTestId('contact-subject').fill('Parcel tools');
      await page.getByTestId('contact-message').fill('Where is the parcel picker?');
      await page.getByTestId('contact-submit').click();
      await visible('Message sent');
      const signedInMail = await sink.waitFor(app.adminEmail, (mail) =>
        mail.subject.includes('Parcel tools'),
      );
      expect(signedInMail.text).toContain('page: /');
    });
  },
);
