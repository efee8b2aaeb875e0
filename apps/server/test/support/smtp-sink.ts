/**
 * A real SMTP server (npm `smtp-server`) that tests point SMTP_URL at, to read the mail Ecotone
 * sends: sign-in links, reset links, confirmations.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // RFC 2047: white space between two encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The text/plain part of a MIME message, decoded (quoted-printable, base64 or 7bit). */
export function textPartOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(content, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(content);
  return content;
}

export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(
          /^subject:\s*(.*(?:\r?\n\s+.*)*)/im.exec(raw)?.[1]?.replace(/\r?\n\s+/g, ' ') ?? '',
        );
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text: textPartOf(raw),
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `address` (after `since` messages) matching `filter`, waiting up to `timeoutMs`. */
    async waitFor(
      address: string,
      filter: (mail: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(address.toLowerCase()) && filter(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
