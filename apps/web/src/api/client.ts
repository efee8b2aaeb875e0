import i18n from '../i18n';
import { ApiError, apiErrorFromResponse } from './api-error';

export { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with zod's `parse`, so answers can be checked against the shared contracts. */
interface Parser<T> {
  parse(value: unknown): T;
}

/**
 * A zod-free contracts reader (`readUserSession` and the like, each held to its schema by a
 * test) as a request's `schema`: an answer it refuses throws, as the schema's `parse` would.
 */
export const readWith = <T>(read: (value: unknown) => T | undefined): Parser<T> => ({
  parse(value) {
    const answer = read(value);
    if (answer === undefined) throw new TypeError('The answer does not match its contract.');
    return answer;
  },
});

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /**
   * Validates the answer; without it the caller asserts the type. A function is a loader of the
   * schema, for calls a page makes before it has zod (`lazy-schema.ts`); `readWith` turns a
   * contracts reader (no zod) into one.
   */
  schema?: Parser<T> | (() => Promise<Parser<T>>);
  signal?: AbortSignal;
}

/**
 * The one way the web app calls its API. Same-origin paths (`/api/...`), session cookie
 * included, the current UI language sent so server-side texts (errors, emails) match it.
 * An empty answer (204) resolves to `undefined`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'INTERNAL', cause instanceof Error ? cause.message : String(cause));
  }

  const text = await response.text();
  if (!response.ok) throw apiErrorFromResponse(response.status, text, response.statusText);
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!schema) return data as T;
  const parser = typeof schema === 'function' ? await schema() : schema;
  return parser.parse(data);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
