import { z } from 'zod';
import { DataSourceError } from '../data-source.js';
import { type HttpOptions, readJson, toLocationUrl } from '../http.js';
import {
  bboxesIntersect,
  type FoundItem,
  itemMatches,
  parseStacItem,
  planarBBox,
  type StacQuery,
  stacLinkSchema,
} from './stac-item.js';

/** A catalog or collection document: its id, links and (collections) spatial extent. */
const containerSchema = z.looseObject({
  type: z.string().optional(),
  id: z.string(),
  links: z.array(stacLinkSchema),
  extent: z
    .looseObject({
      spatial: z.looseObject({ bbox: z.array(z.array(z.number())) }).optional(),
    })
    .optional(),
});
type Container = z.infer<typeof containerSchema>;

export interface StaticSearchOptions extends HttpOptions {
  /** Most documents (catalogs, collections, items) read in one search. Default 10,000. */
  maxDocuments?: number;
}

/**
 * Walks a static STAC catalogue (a `catalog.json` path or URL) breadth-first: `child` links lead
 * to sub-catalogs and collections, `item` links to items. Collections other than the asked one,
 * and collections whose spatial extent misses the box, are not entered. Relative links resolve
 * against the document that holds them, whether it is a file or a URL.
 */
export async function searchStaticCatalogue(
  catalogueLocation: string,
  query: StacQuery,
  options: StaticSearchOptions = {},
): Promise<FoundItem[]> {
  const maxDocuments = options.maxDocuments ?? 10_000;
  const queue: URL[] = [toLocationUrl(catalogueLocation)];
  const visited = new Set<string>();
  const found: FoundItem[] = [];
  while (queue.length > 0) {
    const url = queue.shift() as URL;
    if (visited.has(url.href)) continue;
    if (visited.size >= maxDocuments) {
      throw new DataSourceError(
        `STAC catalogue ${catalogueLocation} has more than ${maxDocuments} documents`,
        { transient: false },
      );
    }
    visited.add(url.href);
    const document = await readJson(url, options);
    if (isItem(document)) {
      const item = parseStacItem(document, url.href);
      if (itemMatches(item, query)) found.push({ item, baseUrl: url.href });
      continue;
    }
    const container = parseContainer(document, url.href);
    if (!shouldEnter(container, query)) continue;
    for (const link of container.links) {
      if (link.rel === 'child' || link.rel === 'item') queue.push(new URL(link.href, url));
    }
  }
  return found;
}

function isItem(document: unknown): boolean {
  return typeof document === 'object' && document !== null && 'type' in document
    ? document.type === 'Feature'
    : false;
}

function parseContainer(document: unknown, where: string): Container {
  const parsed = containerSchema.safeParse(document);
  if (!parsed.success) {
    throw new DataSourceError(
      `${where} is not a STAC catalog or collection: ${z.prettifyError(parsed.error)}`,
      { transient: false },
    );
  }
  return parsed.data;
}

/** Catalogs are always entered; a collection only when it is the asked one and near the box. */
function shouldEnter(container: Container, query: StacQuery): boolean {
  if (container.type !== 'Collection') return true;
  if (container.id !== query.collection) return false;
  const boxes = container.extent?.spatial?.bbox ?? [];
  // The first box is the overall extent; the others (if any) refine it.
  const overall = boxes[0];
  return overall === undefined || bboxesIntersect(planarBBox(overall), query.bbox);
}
