import { NOTIFICATION_KINDS } from './constants.js';
import type { Notification, NotificationListAnswer } from './notifications.js';
import {
  isIsoDateTime,
  isNullableString,
  isOneOf,
  isRecord,
  isSafeInteger,
  isUuid,
  readArray,
  readParams,
} from './reader-checks.js';

function readNotification(value: unknown): Notification | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, link, createdAt, readAt } = value;
  const params = readParams(value.params);
  if (!isUuid(id) || !isOneOf(NOTIFICATION_KINDS, kind) || !params) return undefined;
  if (!isNullableString(link) || !isIsoDateTime(createdAt)) return undefined;
  if (readAt !== null && !isIsoDateTime(readAt)) return undefined;
  return { id, kind, params, link, createdAt, readAt };
}

/**
 * `notificationListAnswerSchema` read without zod (GET /api/notifications, the bell's list on
 * every signed-in first load): what its `parse` gives, or undefined where it throws
 * (docs/architecture.md, "Bundle"; held to the schema by `notification-list-reader.test.ts`).
 */
export function readNotificationListAnswer(value: unknown): NotificationListAnswer | undefined {
  if (!isRecord(value)) return undefined;
  const notifications = readArray(value.notifications, readNotification);
  const { unreadCount } = value;
  if (!notifications || !isSafeInteger(unreadCount) || unreadCount < 0) return undefined;
  return { notifications, unreadCount };
}
