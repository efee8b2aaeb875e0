import { z } from 'zod';
import { DataSourceError } from '../data-source.js';
import { type HttpOptions, httpRequest, parseJson, postJson } from '../http.js';
import {
  type FoundItem,
  itemMatches,
  parseStacItem,
  queryInterval,
  type StacLink,
  type StacQuery,
  stacLinkSchema,
} from './stac-item.js';

const pageSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
  links: z.array(stacLinkSchema).default([]),
});

export interface ApiSearchOptions extends HttpOptions {
  /** Items asked per page. Default 100. */
  limit?: number;
  /** Pages followed through `next` links before giving up. Default 20. */
  maxPages?: number;
  /**
   * Item property conditions sent as the STAC API Query extension's `query` member
   * (`{ "eo:cloud_cover": { "lte": 60 } }`). Servers without the extension may ignore it, so the
   * caller checks the items again.
   */
  query?: Record<string, Record<string, unknown>>;
}

/**
 * The body of a STAC API item search (POST {endpoint}/search): one collection, the box and, for
 * a yearly (or monthly) query, that calendar year (or month) as an RFC 3339 interval.
 */
export function searchBody(query: StacQuery, limit: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    collections: [query.collection],
    bbox: [...query.bbox],
    limit,
  };
  if (query.year !== undefined && query.month !== undefined) {
    const [from, to] = queryInterval(query.year, query.month);
    body.datetime = `${new Date(from).toISOString()}/${new Date(to - 1000).toISOString()}`;
  } else if (query.year !== undefined) {
    body.datetime = `${query.year}-01-01T00:00:00Z/${query.year}-12-31T23:59:59Z`;
  }
  return body;
}

/**
 * Searches a STAC API and follows `next` links (POST with their body, merged when asked, or GET)
 * up to `maxPages`. The API's own filtering is trusted to narrow the result, but every item is
 * checked again here, because servers differ on interval edges.
 */
export async function searchStacApi(
  endpoint: string,
  query: StacQuery,
  options: ApiSearchOptions = {},
): Promise<FoundItem[]> {
  const maxPages = options.maxPages ?? 20;
  const searchUrl = `${endpoint.replace(/\/+$/, '')}/search`;
  const firstBody = {
    ...searchBody(query, options.limit ?? 100),
    ...(options.query && { query: options.query }),
  };
  let page = await fetchPage(
    searchUrl,
    { rel: 'search', href: searchUrl, body: firstBody },
    options,
  );
  const found: FoundItem[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    for (const feature of page.features) {
      const item = parseStacItem(feature, `${searchUrl} (page ${pageNumber})`);
      if (itemMatches(item, query)) found.push({ item, baseUrl: searchUrl });
    }
    const next = page.links.find((link) => link.rel === 'next');
    if (!next || page.features.length === 0) return found;
    if (pageNumber >= maxPages) {
      throw new DataSourceError(
        `STAC search ${searchUrl} for ${query.collection} has more than ${maxPages} pages`,
        { transient: false },
      );
    }
    const body = next.merge ? { ...firstBody, ...next.body } : next.body;
    page = await fetchPage(
      searchUrl,
      { ...next, href: new URL(next.href, searchUrl).href, body },
      options,
    );
  }
}

async function fetchPage(searchUrl: string, link: StacLink, options: HttpOptions) {
  const method = link.method?.toUpperCase() ?? (link.rel === 'search' ? 'POST' : 'GET');
  let document: unknown;
  if (method === 'POST') {
    document = await postJson(link.href, link.body ?? {}, options);
  } else {
    const response = await httpRequest(
      link.href,
      { method: 'GET', headers: { accept: 'application/geo+json' } },
      options,
    );
    document = parseJson(await response.text(), link.href);
  }
  const parsed = pageSchema.safeParse(document);
  if (!parsed.success) {
    throw new DataSourceError(
      `${searchUrl} did not answer a STAC item collection: ${z.prettifyError(parsed.error)}`,
      { transient: false },
    );
  }
  return parsed.data;
}
