import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { chromiumAvailable, launchBrowser, saveScreenshot } from './browser.js';
import { type RunningApp, startApp } from './start-app.js';

if (!chromiumAvailable && process.env.CI) {
  throw new Error('Chromium is required for browser journeys in CI (apt-get install chromium).');
}

describe.skipIf(!chromiumAvailable)(
  'journey: landing, sign in, Spanish and imperial kept, sign out',
  () => {
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

    const menuItem = (testId: string) => page.getByTestId(testId);
    const openUserMenu = () => page.getByTestId('user-menu-button').click();

    it('walks the whole journey', async (test) => {
      onTestFailed(async () => {
        const file = await saveScreenshot(page, test.task.name);
        console.error(`screenshot: ${file}\nserver output:\n${app.output()}`);
      });

      await page.goto(app.url);
      await expect
        .poll(() => page.getByText('For ranchers and land stewards').isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('For the partner network').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Request a preliminary analysis' }).count()).toBe(
        1,
      );

      // A wrong password keeps the dialog open with the spec's message.
      await page.getByTestId('sign-in-button').click();
      // The dialog opens on its start page: choose email and password.
      await page.getByTestId('login-choose-email-password').click();
      await page.getByTestId('login-email').fill(app.adminEmail);
      await page.getByTestId('login-password').fill('not-the-password');
      await page.getByTestId('login-password').press('Enter');
      await expect
        .poll(() => page.getByText('Your log-in credentials were not recognized').isVisible())
        .toBe(true);

      await page.getByTestId('login-password').fill(app.adminPassword);
      await page.getByTestId('login-password').press('Enter');
      await expect
        .poll(() => page.getByTestId('user-name').textContent())
        .toContain('Administrator');
      await expect.poll(() => page.getByTestId('nav-new-assessment').isVisible()).toBe(true);
      // Every area is offered to an administrator: sites, collections, projects and users.
      expect(await page.getByTestId('nav-shapefiles').isVisible()).toBe(true);
      expect(await page.getByTestId('nav-sites').isVisible()).toBe(true);
      expect(await page.getByTestId('nav-collections').isVisible()).toBe(true);
      expect(await page.getByTestId('nav-projects').isVisible()).toBe(true);
      expect(await page.getByTestId('nav-users').isVisible()).toBe(true);
      await saveScreenshot(page, 'navigation-signed-in');
      // An address that is no area is not found.
      await page.goto(`${app.url}/no-such-area`);
      await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
      // The administration's old address leads to the Users page.
      await page.goto(`${app.url}/admin`);
      await expect.poll(() => page.url()).toBe(`${app.url}/admin/users`);
      await expect.poll(() => page.getByTestId('admin-sign-in-rule').isVisible()).toBe(true);
      await page.goto(app.url);

      await openUserMenu();
      await menuItem('language-es').click();
      await menuItem('units-imperial').click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByTestId('nav-new-assessment').textContent())
        .toBe('Nueva evaluación');

      await page.reload();
      await expect
        .poll(() => page.getByTestId('user-name').textContent())
        .toContain('Administrator');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.getByTestId('nav-new-assessment').textContent()).toBe('Nueva evaluación');
      await openUserMenu();
      await expect.poll(() => menuItem('units-imperial').getAttribute('aria-checked')).toBe('true');
      expect(await menuItem('language-es').getAttribute('aria-checked')).toBe('true');

      // The server kept them too, not only this browser.
      const saved = await page.evaluate(() => fetch('/api/user-preferences').then((r) => r.json()));
      expect(saved).toEqual({ units: 'imperial', language: 'spanish' });

      await menuItem('sign-out').click();
      await expect.poll(() => page.getByTestId('sign-in-button').isVisible()).toBe(true);
      const after = await page.evaluate(() => fetch('/api/user-preferences').then((r) => r.status));
      expect(after).toBe(401);
    });
  },
);
