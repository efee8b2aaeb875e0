import { z } from 'zod';
import { DataSourceError } from '../data-source.js';
import { type HttpOptions, readJson } from '../http.js';

/**
 * Turns an asset href into one that can be read, e.g. by appending an access token. Lineage keeps
 * the unsigned href: tokens are short-lived secrets.
 */
export type HrefSigner = (
  href: string,
  collection: string,
  signal?: AbortSignal,
) => Promise<string>;

export const PLANETARY_COMPUTER_TOKEN_URL =
  'https://planetarycomputer.microsoft.com/api/sas/v1/token';

const tokenSchema = z.looseObject({ token: z.string(), 'msft:expiry': z.string().optional() });

/** Tokens are renewed this long before they expire, so a long read does not outlive its token. */
const RENEW_MARGIN_MS = 5 * 60_000;

export interface PlanetaryComputerSignerOptions extends Omit<HttpOptions, 'signal'> {
  /** Token service base; tests point it at a local server. */
  tokenUrl?: string;
  /** Sent as `Ocp-Apim-Subscription-Key` when set (higher rate limits). */
  subscriptionKey?: string;
  now?: () => number;
}

/**
 * Microsoft Planetary Computer SAS signing: asks `{tokenUrl}/{collection}` for a read token once
 * per collection, caches it until shortly before `msft:expiry`, and appends it to the asset's
 * query string. Hrefs that already carry a SAS signature (`sig=`) are left alone.
 */
export function planetaryComputerSigner(options: PlanetaryComputerSignerOptions = {}): HrefSigner {
  const tokenUrl = (options.tokenUrl ?? PLANETARY_COMPUTER_TOKEN_URL).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { token: string; renewAt: number }>();

  async function token(collection: string, signal?: AbortSignal): Promise<string> {
    const cached = tokens.get(collection);
    if (cached && cached.renewAt > now()) return cached.token;
    const url = `${tokenUrl}/${encodeURIComponent(collection)}`;
    const fetchWithKey: HttpOptions['fetch'] = options.subscriptionKey
      ? (input, init) =>
          (options.fetch ?? fetch)(input, {
            ...init,
            headers: { 'Ocp-Apim-Subscription-Key': options.subscriptionKey ?? '' },
          })
      : options.fetch;
    const document = await readJson(url, { ...options, fetch: fetchWithKey, signal });
    const parsed = tokenSchema.safeParse(document);
    if (!parsed.success) {
      throw new DataSourceError(`${url} did not answer a SAS token`, { transient: false });
    }
    const expiry = parsed.data['msft:expiry'] ? Date.parse(parsed.data['msft:expiry']) : Number.NaN;
    const renewAt = Number.isFinite(expiry) ? expiry - RENEW_MARGIN_MS : now() + RENEW_MARGIN_MS;
    tokens.set(collection, { token: parsed.data.token, renewAt });
    return parsed.data.token;
  }

  return async (href, collection, signal) => {
    const url = new URL(href);
    if (url.searchParams.has('sig')) return href;
    const sas = await token(collection, signal);
    return `${href}${url.search ? '&' : '?'}${sas}`;
  };
}
