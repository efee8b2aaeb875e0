import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

const notificationIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/notifications/{id}/read: marks one of the viewer's notifications read. */
export const registerPostNotificationRead: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks one of the viewer's notifications read (another user's answers 404)",
        params: notificationIdParamsSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await services.notifications.markRead(await request.requireViewer(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
