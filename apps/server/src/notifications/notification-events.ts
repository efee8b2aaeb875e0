import type { Database } from '../db/database.js';
import { NOTIFICATION_CHANNEL } from '../repositories/notification.repository.js';

/** Tells open notification streams (GET /api/notifications/stream) that their user has news. */
export interface NotificationEvents {
  /** Calls `listener` whenever a notification is created for `userId`; answers how to stop. */
  subscribe(userId: string, listener: () => void): () => void;
  /** Stops listening to the database (shutdown). */
  close(): Promise<void>;
}

/**
 * One LISTEN per process, shared by every stream, opened with the first subscriber: on
 * PostgreSQL it hears the worker process's inserts too; on the embedded database the one
 * session hears its own. The payload names the user, so a stream only ever hears of its own.
 */
export function createNotificationEvents(database: Pick<Database, 'listen'>): NotificationEvents {
  const listeners = new Map<string, Set<() => void>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (userId: string) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener();
      } catch (error) {
        console.error('[notifications] a stream listener failed', error);
      }
    }
  };

  return {
    subscribe(userId, listener) {
      listening ??= database.listen(NOTIFICATION_CHANNEL, deliver).catch((error) => {
        console.error('[notifications] LISTEN failed; the web falls back to polling', error);
        listening = undefined;
        return async () => {};
      });
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(userId) === own) listeners.delete(userId);
      };
    },
    async close() {
      const stop = await listening;
      listening = undefined;
      await stop?.();
    },
  };
}
