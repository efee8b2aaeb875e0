import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.js';
import { renderMail } from '../src/mail/render-mail.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

describe('mail', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends through SMTP in the recipient language, with the link in text and HTML', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Ecotone <no-reply@example.org>',
      outboxDir: '',
    });
    const url = 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2F';
    await mailer.send({ to: 'maría@example.org', ...renderMail('es', 'magicLink', { url }) });
    const mail = await sink.waitFor('maría@example.org');
    expect(mail.subject).toBe('Su enlace para iniciar sesión en Ecotone');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('caduca en 2 horas');
    expect(mail.raw).toContain('text/html');
  });

  it('escapes what a person typed in the HTML version', () => {
    const { html } = renderMail('en', 'contactMessage', {
      name: '<script>x</script>',
      email: 'a@example.org',
      subject: 's',
      message: 'm',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('writes to the outbox folder when no SMTP server is configured', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'ecotone-mail-')), 'outbox');
    const lines: string[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Ecotone <no-reply@example.org>', outboxDir },
      (line) => lines.push(line),
    );
    await mailer.send({
      to: 'owner@example.org',
      ...renderMail('en', 'passwordReset', { url: 'http://x/reset' }),
    });
    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    expect(readFileSync(path.join(outboxDir, file ?? ''), 'utf8')).toContain(
      'Reset your Ecotone password',
    );
    expect(lines[0]).toContain('owner@example.org');
  });
});
