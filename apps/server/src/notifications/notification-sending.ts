import type { Config } from '../config.js';
import type { Mailer } from '../mail/mailer.js';

/** The worker side of notifications: what delivering an announcement needs besides its rows. */
export interface NotificationSending {
  mailer: Mailer;
  /** The base of links in mail and chat (PUBLIC_URL). */
  publicUrl: string;
  teamChat: Config['teamChat'];
}

/** The production wiring (main.ts): the configured mailer, PUBLIC_URL and team chat. */
export function createNotificationSending(
  config: Pick<Config, 'publicUrl' | 'teamChat'>,
  mailer: Mailer,
): NotificationSending {
  return { mailer, publicUrl: config.publicUrl, teamChat: config.teamChat };
}
