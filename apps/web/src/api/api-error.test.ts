import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from './api-error';
import { errorMessageKey } from './error-message';

describe('apiErrorFromResponse', () => {
  it('reads code and message from our error body', () => {
    const error = apiErrorFromResponse(
      403,
      JSON.stringify({
        error: { code: 'FORBIDDEN', message: 'No tiene permiso para hacer esto.' },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'No tiene permiso para hacer esto.',
    });
  });

  it("keeps a refusal's reason, for the texts that show it alone", () => {
    const reason = { code: 'NO_SHAPES', params: { file: 'a.geojson' } };
    const body = {
      error: { code: 'INVALID_FILE', message: 'This file could not be used.', reason },
    };
    expect(apiErrorFromResponse(400, JSON.stringify(body)).reason).toEqual(reason);
  });

  it('keeps the HTTP reason phrase for texts that quote it', () => {
    expect(apiErrorFromResponse(404, '', 'Not Found')).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      statusText: 'Not Found',
    });
  });

  it('derives a code from the status for other bodies', () => {
    expect(apiErrorFromResponse(401, '{"code":"INVALID_EMAIL_OR_PASSWORD"}').code).toBe(
      'UNAUTHENTICATED',
    );
    expect(apiErrorFromResponse(429, '').code).toBe('TOO_MANY_REQUESTS');
    expect(apiErrorFromResponse(502, '<html>Bad gateway</html>').code).toBe('INTERNAL');
  });
});

describe('errorMessageKey', () => {
  it('maps known codes to their catalogue key', () => {
    expect(errorMessageKey('NOT_FOUND')).toBe('errors.NOT_FOUND');
    expect(errorMessageKey('INVALID_CREDENTIALS')).toBe('errors.INVALID_CREDENTIALS');
  });

  it('maps unknown codes to INTERNAL', () => {
    expect(errorMessageKey('SOMETHING_NEW')).toBe('errors.INTERNAL');
    expect(errorMessageKey('toString')).toBe('errors.INTERNAL');
  });
});
