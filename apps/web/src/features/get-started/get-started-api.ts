import {
  type ClientConfig,
  type CountryPhonePrefix,
  clientConfigSchema,
  countryPhonePrefixesSchema,
  type GetStartedRequest,
  requestReceivedSchema,
} from '@ecotone/contracts';
import { api } from '../../api/client';

export const getCountryPhonePrefixes = (): Promise<CountryPhonePrefix[]> =>
  api.get('/api/country-phone-prefixes', { schema: countryPhonePrefixesSchema });

export const getClientConfig = (): Promise<ClientConfig> =>
  api.get('/api/client-config', { schema: clientConfigSchema });

export const postGetStarted = (request: GetStartedRequest): Promise<unknown> =>
  api.post('/api/get-started', request, { schema: requestReceivedSchema });
