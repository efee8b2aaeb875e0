import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/notifications/read-all: marks every notification of the viewer read. */
export const registerPostNotificationsReadAll: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the viewer's notifications read",
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await services.notifications.markAllRead(await request.requireViewer());
      return reply.status(204).send(null);
    },
  );
};
