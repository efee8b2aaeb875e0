import type { Page } from 'playwright-core';
import type { RunningApp } from './start-app.js';

/**
 * Signs in as the first-start administrator through the login dialog, as a person would.
 * Waits with Playwright rather than expect.poll, so it also works in beforeAll.
 */
export async function signInAsAdmin(page: Page, app: RunningApp): Promise<void> {
  await page.goto(app.url);
  await page.getByTestId('sign-in-button').click();
  // The dialog opens on its start page: choose email and password.
  await page.getByTestId('login-choose-email-password').click();
  await page.getByTestId('login-email').fill(app.adminEmail);
  await page.getByTestId('login-password').fill(app.adminPassword);
  await page.getByTestId('login-password').press('Enter');
  await page.getByTestId('user-name').filter({ hasText: 'Administrator' }).waitFor();
}
