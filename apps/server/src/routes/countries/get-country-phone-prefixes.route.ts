import { countryPhonePrefixesSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import type { RegisterRoute } from '../route-context.js';
import { countryPhonePrefixes } from './country-phone-prefixes.js';

/** Public: the get-started form's phone field offers these (specs/2 section 7). */
export const registerGetCountryPhonePrefixes: RegisterRoute = (app) => {
  app.get(
    '/api/country-phone-prefixes',
    {
      schema: {
        tags: ['requests'],
        summary: 'Countries with flag and calling prefix, named in the language asked for',
        response: { 200: countryPhonePrefixesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-language');
      return countryPhonePrefixes(localeFromAcceptLanguage(request.headers['accept-language']));
    },
  );
};
