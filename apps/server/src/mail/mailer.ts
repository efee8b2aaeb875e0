import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message (a get-started request's shape as GeoJSON). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /** Where mail goes, for logs and health: `smtp` or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Outgoing mail. With SMTP_URL, through that server; otherwise (the embedded default) each
 * message is written as an .eml file to DATA_DIR/outbox and its path logged, so a person
 * running Ecotone on a laptop can still open a sign-in link.
 */
export function createMailer(
  config: Config['mail'],
  log: (line: string) => void = console.log,
): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      destination: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    destination: config.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      mkdirSync(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
    },
  };
}
