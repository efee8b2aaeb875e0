import { presentInstrumentInfo } from '@ecotone/analysis';
import { instrumentInfoSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * The datasets inputs can name (sensors, land-cover products, monitoring sets) with their years;
 * open ends are resolved to last calendar year and today (docs/analysis-catalogue.md).
 */
export const registerGetInstrumentInfo: RegisterRoute = (app) => {
  app.get(
    '/api/analysis/instrument-info',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Datasets with their years and resolutions, for the analysis inputs',
        response: { 200: instrumentInfoSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return presentInstrumentInfo(locale, new Date());
    },
  );
};
