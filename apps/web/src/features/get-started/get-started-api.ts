import {
  type ClientConfig,
  type CountryPhonePrefix,
  clientConfigSchema,
  countryPhonePrefixesSchema,
  type GetStartedRequest,
  type GetStartedShapeAnswer,
  getStartedShapeAnswerSchema,
  requestReceivedSchema,
} from '@ecotone/contracts';
import { apiErrorFromResponse } from '../../api/api-error';
import { ApiError, api } from '../../api/client';
import i18n from '../../i18n';

export const getCountryPhonePrefixes = (): Promise<CountryPhonePrefix[]> =>
  api.get('/api/country-phone-prefixes', { schema: countryPhonePrefixesSchema });

export const getClientConfig = (): Promise<ClientConfig> =>
  api.get('/api/client-config', { schema: clientConfigSchema });

export const postGetStarted = (request: GetStartedRequest): Promise<unknown> =>
  api.post('/api/get-started', request, { schema: requestReceivedSchema });

/**
 * POST /api/get-started/shape: the visitor's shape files in multipart parts named `files`; the
 * browser sets the multipart type. A refusal is an ApiError with the server's translated text.
 */
export async function postGetStartedShape(files: readonly File[]): Promise<GetStartedShapeAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/get-started/shape', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
      },
    });
  } catch (cause) {
    throw new ApiError(0, 'INTERNAL', cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorFromResponse(response.status, text, response.statusText);
  return getStartedShapeAnswerSchema.parse(JSON.parse(text));
}
