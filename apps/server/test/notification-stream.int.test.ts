import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { createNotificationRepository } from '../src/repositories/notification.repository.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';

/** An open GET /api/notifications/stream as EventSource opens it, with every event it got. */
async function openStream(baseUrl: string, user: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { cookie: user.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: string[] = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body ?? []) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          events.push(event ?? block);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    /** Settles when the server ends the stream (or it is closed here). */
    ended: reading,
    notifications: () => events.filter((event) => event === 'notification').length,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Waits for `condition` to hold, checking every 20 ms; fails after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('the stream did not hear it');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databaseModes)('the notification stream on %s', (mode) => {
  let context: TestContext;
  /** An app of its own on the shared runtime: this file closes it, and others use the shared one. */
  let app: EcotoneApp;
  let baseUrl: string;
  /** Where notifications are inserted: on PostgreSQL another pool, as the worker process has. */
  let writer: Database;

  beforeAll(async () => {
    context = await testContext(mode);
    app = await appWithServices(context, {});
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = process.env.TEST_DATABASE_URL;
    writer =
      mode === 'postgres' && url ? await openPostgresDatabase(url) : context.runtime.database;
  });

  let closed = false;
  afterAll(async () => {
    if (!closed) await app.close();
    if (writer !== context.runtime.database) await writer.close();
  });

  const notify = (user: TestUser, dedupeKey = randomUUID()) =>
    createNotificationRepository(writer).insert({
      userId: user.id,
      kind: 'assessmentReady',
      params: { siteName: 'Rancho', shapefileName: 'rancho', areaHa: 1 },
      link: null,
      dedupeKey,
    });

  it("delivers a new notification to its user's stream and to nobody else's", async () => {
    const owner = await signedInUser(context);
    const other = await signedInUser(context);
    const ownerStream = await openStream(baseUrl, owner);
    const otherStream = await openStream(baseUrl, other);
    try {
      expect(ownerStream.response.status).toBe(200);
      expect(ownerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await until(() => ownerStream.events.length > 0 && otherStream.events.length > 0);

      const key = randomUUID();
      await notify(owner, key);
      await until(() => ownerStream.notifications() === 1);
      // The same notification again is no new notification: nothing is sent.
      await notify(owner, key);
      // The other user's stream hears its own notification, and only that one: NOTIFY keeps
      // the order, so the owner's would have come first.
      await notify(other);
      await until(() => otherStream.notifications() === 1);
      await until(() => ownerStream.notifications() === 1);
      expect(otherStream.notifications()).toBe(1);
      expect(ownerStream.notifications()).toBe(1);
    } finally {
      await ownerStream.close();
      await otherStream.close();
    }
  });

  it('refuses an anonymous stream (401) and one that does not ask for events (406)', async () => {
    const anonymous = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    const user = await signedInUser(context);
    const plain = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { cookie: user.cookie },
    });
    expect(plain.status).toBe(406);
    expect(((await plain.json()) as { error: { code: string } }).error.code).toBe('NOT_ACCEPTABLE');
  });

  it('ends open streams when the server closes, so a shutdown does not wait for them', async () => {
    const user = await signedInUser(context);
    const stream = await openStream(baseUrl, user);
    await until(() => stream.events.length > 0);
    closed = true;
    await app.close();
    await stream.ended;
  });
});
