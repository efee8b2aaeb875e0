import { allRolesAnswerSchema, allRolesQuerySchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/user/all-roles (an assign permission): every role, selectable or greyed out. */
export const registerGetUserAllRoles: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user/all-roles',
    {
      schema: {
        tags: ['users'],
        summary: 'The roles, which the viewer may assign, described in the request language',
        querystring: allRolesQuerySchema,
        response: {
          200: allRolesAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.userRoles.allRoles(
        await request.requireViewer(),
        request.query.forInvite,
        localeFromAcceptLanguage(request.headers['accept-language']),
      ),
  );
};
