import { presentAnalysisMetadata } from '@ecotone/analysis';
import { analysisMetadataSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * The tool catalogue and templates for the analysis inputs table, in the request's language, with
 * clock-dependent defaults (the study year) resolved (docs/analysis-catalogue.md).
 */
export const registerGetAnalysisMetadata: RegisterRoute = (app) => {
  app.get(
    '/api/analysis/metadata',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analysis tools (parameters, defaults, availability) and templates',
        response: { 200: analysisMetadataSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return presentAnalysisMetadata(locale, new Date());
    },
  );
};
