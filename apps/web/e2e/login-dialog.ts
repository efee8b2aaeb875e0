/**
 * Steps of the login dialog and the mail it causes, as a person takes them, for the sign-in
 * journeys. Waits with Playwright (not expect.poll) so they also work in hooks.
 */
import type { Page } from 'playwright-core';

/** The first link in a mail's text: the sign-in or reset link. */
export function linkInMail(mail: { text: string }): string {
  const url = /https?:\/\/[^\s<>"]+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in the mail:\n${mail.text}`);
  return url;
}

/** Opens the dialog from the public top bar (the landing page must be showing). */
export async function openLoginDialog(page: Page): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  await page.getByTestId('login-dialog').waitFor();
}

export async function waitUntilSignedIn(page: Page): Promise<void> {
  await page.getByTestId('user-name').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-in-button').waitFor();
}

/** Closes every notice, so the next step's notice is the only one on screen. */
export async function dismissNotices(page: Page): Promise<void> {
  const notices = page.getByTestId('sign-in-notice');
  while ((await notices.count()) > 0) await notices.first().getByRole('button').click();
}
