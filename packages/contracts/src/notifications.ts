import { z } from 'zod';
import { NOTIFICATION_KINDS } from './constants.js';

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where the notification leads, a path of the web app (e.g. the results page). */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest 50, and how many are unread in all. */
export const notificationListAnswerSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;
