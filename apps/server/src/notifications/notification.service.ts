import type { NotificationListAnswer } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { NotificationRepository } from '../repositories/notification.repository.js';
import type { NotificationEvents } from './notification-events.js';

/** GET /api/notifications answers this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * The viewer's own in-app notifications. Someone else's notification id answers NOT_FOUND, the
 * same as an id that does not exist, so ids reveal nothing.
 */
export function createNotificationService(deps: {
  notifications: NotificationRepository;
  events: NotificationEvents;
}) {
  return {
    /** Calls `onCreated` whenever a notification is created for the viewer; answers how to stop. */
    subscribe(viewer: Viewer, onCreated: () => void): () => void {
      return deps.events.subscribe(viewer.userId, onCreated);
    },
    async list(viewer: Viewer): Promise<NotificationListAnswer> {
      const found = await deps.notifications.list(viewer.userId, NOTIFICATION_LIST_LIMIT);
      return {
        unreadCount: found.unreadCount,
        notifications: found.notifications.map((row) => ({
          id: row.id,
          kind: row.kind,
          params: row.params,
          link: row.link,
          createdAt: new Date(row.createdAt).toISOString(),
          readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
        })),
      };
    },
    async markRead(viewer: Viewer, id: string): Promise<void> {
      if (!(await deps.notifications.markRead(viewer.userId, id))) throw new AppError('NOT_FOUND');
    },
    async markAllRead(viewer: Viewer): Promise<void> {
      await deps.notifications.markAllRead(viewer.userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
