import { notificationListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/notifications: the viewer's newest 50 notifications and their unread count. */
export const registerGetNotifications: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The viewer's newest 50 notifications and how many are unread",
        response: { 200: notificationListAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.notifications.list(await request.requireViewer()),
  );
};
