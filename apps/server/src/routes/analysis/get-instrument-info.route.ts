import { catalogueForViewer, presentInstrumentInfo } from '@ecotone/analysis';
import { instrumentInfoSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * The datasets inputs can name (sensors, land-cover products, monitoring sets) with their years;
 * open ends are resolved to last calendar year and today (docs/analysis-catalogue.md). The
 * hub-only datasets are listed only for holders of access:hub (decision 0026).
 */
export const registerGetInstrumentInfo: RegisterRoute = (app, { services }) => {
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
      const viewer = await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const hub = await services.permissions.can(viewer, 'access:hub');
      return presentInstrumentInfo(locale, new Date(), catalogueForViewer(hub));
    },
  );
};
