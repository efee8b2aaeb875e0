import {
  legalDocumentAnswerSchema,
  legalDocumentParamsSchema,
  legalDocumentQuerySchema,
} from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** Public, signed in or out: the terms and privacy pages read their text here. */
export const registerGetLegalDocument: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/legal/:document',
    {
      schema: {
        tags: ['requests'],
        summary: 'The terms or the privacy notice as Markdown, in the language asked for',
        params: legalDocumentParamsSchema,
        querystring: legalDocumentQuerySchema,
        response: { 200: legalDocumentAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const locale =
        request.query.language ?? localeFromAcceptLanguage(request.headers['accept-language']);
      reply.header('cache-control', 'no-cache');
      return services.legalDocuments.get(request.params.document, locale);
    },
  );
};
