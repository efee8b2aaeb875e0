/**
 * Inviting a person as user administration does (the invite dialog of /admin/users), reading the
 * invitation mail from the SMTP sink and accepting it, for the journeys that need a second
 * account (user-admin.e2e.ts, sharing-access.e2e.ts). Waits with Playwright (not expect.poll), so
 * the steps also work in hooks; the journeys assert what they are about themselves.
 */
import type { Page } from 'playwright-core';
import type { ReceivedMail, SmtpSink } from '../../server/test/support/smtp-sink.js';
import { linkInMail } from './login-dialog.js';

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Fills and sends the invite dialog (the Users page must be showing) and confirms "Add user with
 * no access?", as an invitation without roles asks. Waits for the "Invitation sent" notice.
 */
export async function inviteThroughDialog(page: Page, invitee: Invitee): Promise<void> {
  await page.getByTestId('invite-user').click();
  await page.getByTestId('invite-email').fill(invitee.email);
  await page.getByTestId('invite-first-name').fill(invitee.firstName);
  await page.getByTestId('invite-last-name').fill(invitee.lastName);
  await page.getByTestId('invite-send').click();
  await page.getByText('Add user with no access?').first().waitFor();
  await page.getByTestId('invite-no-access-confirm').click();
  await page.getByTestId('app-notice').filter({ hasText: 'Invitation sent' }).waitFor();
}

/**
 * Reads invitation mails to `email` in the order they come: each call answers the link of the
 * next mail holding one, after those already read.
 */
export function invitationLinks(sink: SmtpSink, email: string): () => Promise<string> {
  const read = new Set<ReceivedMail>();
  return async () => {
    const mail = await sink.waitFor(
      email,
      (candidate) => !read.has(candidate) && candidate.text.includes('/invite/accept?token='),
    );
    read.add(mail);
    return linkInMail(mail);
  };
}

/** Follows the link, sets `password` and waits until the invitee is signed in as `name`. */
export async function acceptInvitation(
  page: Page,
  link: string,
  password: string,
  name: string,
): Promise<void> {
  await page.goto(link);
  await page.getByTestId('invitation-new-password').fill(password);
  await page.getByTestId('invitation-confirm-password').fill(password);
  await page.getByTestId('invitation-submit').click();
  await page.getByTestId('user-name').filter({ hasText: name }).waitFor();
}
