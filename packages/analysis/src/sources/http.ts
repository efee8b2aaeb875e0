import { access, readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DataSourceError } from './data-source.js';

/** The `fetch` the remote sources use; tests and adapters may pass their own. */
export type FetchLike = typeof fetch;

export interface HttpOptions {
  fetch?: FetchLike;
  /** Per request, including the body. Default 30 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Thrown inside `locationExists` only: the location answered 404 or 410. */
class MissingLocation extends Error {}

/**
 * A path or URL as a URL: `http(s):` and `file:` stay as they are, anything else is a file path.
 * Relative links in STAC documents and catalogue files then resolve the same way for both.
 */
export function toLocationUrl(location: string): URL {
  if (/^(https?|file):/i.test(location)) return new URL(location);
  return pathToFileURL(location);
}

/** The string form callers expect back: a file path for `file:` URLs, the URL otherwise. */
export function locationString(url: URL): string {
  return url.protocol === 'file:' ? fileURLToPath(url) : url.href;
}

/** Timeouts, connection failures, 408, 429 and 5xx are worth retrying; other statuses are not. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * `fetch` with a timeout and the data-source error vocabulary: a failure to connect, a timeout or
 * a retryable status is a transient `DataSourceError`, any other non-2xx status a permanent one.
 * An abort by the caller's own signal is passed through unchanged.
 */
export async function httpRequest(
  url: string,
  init: RequestInit,
  options: HttpOptions & { missingIsFalse?: boolean } = {},
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const fetchImpl = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const reason = timeout.aborted ? 'timed out' : 'could not be reached';
    throw new DataSourceError(`${redact(url)} ${reason}`, { transient: true, cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (options.missingIsFalse && (response.status === 404 || response.status === 410)) {
      throw new MissingLocation(url);
    }
    throw new DataSourceError(`${redact(url)} answered HTTP ${response.status}`, {
      transient: isTransientStatus(response.status),
    });
  }
  return response;
}

/** Reads a whole body; a stream cut short by a timeout or a reset is transient. */
async function readBody<T>(url: string, read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DataSourceError(`Reading ${redact(url)} failed`, { transient: true, cause: error });
  }
}

/** The bytes of a file path, `file:` URL or `http(s):` URL. A missing file is permanent. */
export async function readBytes(location: string | URL, options: HttpOptions = {}) {
  const url = typeof location === 'string' ? toLocationUrl(location) : location;
  if (url.protocol === 'file:') {
    try {
      return new Uint8Array(await readFile(url, { signal: options.signal }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new DataSourceError(`Cannot read ${fileURLToPath(url)}`, {
        transient: false,
        cause: error,
      });
    }
  }
  const response = await httpRequest(url.href, { method: 'GET' }, options);
  const buffer = await readBody(url.href, () => response.arrayBuffer(), options.signal);
  return new Uint8Array(buffer);
}

/**
 * Whether a file or URL exists: false for a missing file or HTTP 404/410, true for 2xx. Used for
 * tiled datasets, which have no tile where there is no land (the Copernicus DEM over the sea).
 */
export async function locationExists(location: string, options: HttpOptions = {}) {
  const url = toLocationUrl(location);
  if (url.protocol === 'file:') {
    try {
      await access(url);
      return true;
    } catch {
      return false;
    }
  }
  try {
    await httpRequest(url.href, { method: 'HEAD' }, { ...options, missingIsFalse: true });
    return true;
  } catch (error) {
    if (error instanceof MissingLocation) return false;
    throw error;
  }
}

/** Parses JSON; malformed JSON will not get better on a retry, so it is a permanent error. */
export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataSourceError(`${redact(where)} is not valid JSON`, {
      transient: false,
      cause: error,
    });
  }
}

/** GETs (or reads from disk) a JSON document. */
export async function readJson(location: string | URL, options: HttpOptions = {}) {
  const url = typeof location === 'string' ? toLocationUrl(location) : location;
  const bytes = await readBytes(url, options);
  return parseJson(new TextDecoder().decode(bytes), url.href);
}

/** POSTs a JSON body and parses the JSON answer. */
export async function postJson(url: string, body: unknown, options: HttpOptions = {}) {
  const response = await httpRequest(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/geo+json' },
      body: JSON.stringify(body),
    },
    options,
  );
  const text = await readBody(url, () => response.text(), options.signal);
  return parseJson(text, url);
}

/** Drops the query string from URLs in messages: a signed URL carries its access token there. */
export function redact(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?…`;
}
