import { z } from 'zod';
import { DataSourceError, type LonLatBBox } from '../data-source.js';

/**
 * Only the STAC fields the search reads. Everything else in the documents is allowed and ignored,
 * so real catalogues with extensions (proj, raster, file, ...) parse.
 */
export const stacLinkSchema = z.looseObject({
  rel: z.string(),
  href: z.string(),
  type: z.string().optional(),
  method: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  merge: z.boolean().optional(),
});
export type StacLink = z.infer<typeof stacLinkSchema>;

const bboxSchema = z.array(z.number()).refine((box) => box.length === 4 || box.length === 6, {
  message: 'a bbox has 4 or 6 numbers',
});

export const stacItemSchema = z.looseObject({
  type: z.literal('Feature'),
  id: z.string(),
  collection: z.string().optional(),
  bbox: bboxSchema,
  properties: z.looseObject({
    datetime: z.string().nullable().optional(),
    start_datetime: z.string().optional(),
    end_datetime: z.string().optional(),
  }),
  assets: z.record(z.string(), z.looseObject({ href: z.string() })),
  links: z.array(stacLinkSchema).default([]),
});
export type StacItem = z.infer<typeof stacItemSchema>;

/** A found item and the URL its relative links and asset hrefs resolve against. */
export interface FoundItem {
  item: StacItem;
  /** Where the item document was read from (static catalogues) or the search URL (APIs). */
  baseUrl: string;
}

/**
 * What a search asks for: items of one collection over a box, optionally in one calendar year
 * or, with `month` (1..12), one calendar month of that year.
 */
export interface StacQuery {
  collection: string;
  bbox: LonLatBBox;
  year?: number;
  month?: number;
}

/** The UTC interval [from, to) of a query's year or month, in milliseconds. */
export function queryInterval(year: number, month?: number): [number, number] {
  if (month === undefined) return [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)];
  return [Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1)];
}

/** Parses a document that must be a STAC item; a wrong shape is a permanent error. */
export function parseStacItem(document: unknown, where: string): StacItem {
  const parsed = stacItemSchema.safeParse(document);
  if (!parsed.success) {
    throw new DataSourceError(`${where} is not a STAC item: ${z.prettifyError(parsed.error)}`, {
      transient: false,
    });
  }
  return parsed.data;
}

/** A 4- or 6-number STAC bbox as [west, south, east, north]. */
export function planarBBox(box: readonly number[]): LonLatBBox {
  if (box.length === 6) return [box[0] ?? 0, box[1] ?? 0, box[3] ?? 0, box[4] ?? 0];
  return [box[0] ?? 0, box[1] ?? 0, box[2] ?? 0, box[3] ?? 0];
}

/**
 * Whether two lon/lat boxes share more than an edge. A box with west > east crosses the
 * antimeridian and is split in two.
 */
export function bboxesIntersect(a: LonLatBBox, b: LonLatBBox): boolean {
  return splitAntimeridian(a).some((left) =>
    splitAntimeridian(b).some(
      (right) =>
        left[0] < right[2] && right[0] < left[2] && left[1] < right[3] && right[1] < left[3],
    ),
  );
}

function splitAntimeridian(box: LonLatBBox): LonLatBBox[] {
  if (box[0] <= box[2]) return [box];
  return [
    [box[0], box[1], 180, box[3]],
    [-180, box[1], box[2], box[3]],
  ];
}

/**
 * Whether the item's time (an instant, or start..end) falls in calendar year `year` (UTC), or in
 * its month `month` when given.
 * Intervals are compared open at both ends, so an annual product stamped
 * 2017-01-01/2018-01-01 belongs to 2017 only.
 */
export function itemInYear(item: StacItem, year: number, month?: number): boolean {
  const [yearStart, yearEnd] = queryInterval(year, month);
  const { datetime, start_datetime: start, end_datetime: end } = item.properties;
  if (start !== undefined && end !== undefined) {
    const from = Date.parse(start);
    const to = Date.parse(end);
    if (from === to) return from >= yearStart && from < yearEnd;
    return from < yearEnd && to > yearStart;
  }
  if (datetime) {
    const instant = Date.parse(datetime);
    return instant >= yearStart && instant < yearEnd;
  }
  return false;
}

/** Whether a found item answers the query: its bbox intersects and, if a year is asked, its time. */
export function itemMatches(item: StacItem, query: StacQuery): boolean {
  if (item.collection !== undefined && item.collection !== query.collection) return false;
  if (!bboxesIntersect(planarBBox(item.bbox), query.bbox)) return false;
  return query.year === undefined || itemInYear(item, query.year, query.month);
}

/** The absolute href of asset `key`, resolved against the item's own location. */
export function assetHref(found: FoundItem, key: string): string {
  const asset = found.item.assets[key];
  if (!asset) {
    const keys = Object.keys(found.item.assets).join(', ');
    throw new DataSourceError(
      `STAC item ${found.item.id} has no asset "${key}" (it has: ${keys || 'none'})`,
      { transient: false },
    );
  }
  return new URL(asset.href, found.baseUrl).href;
}

/** The item's `self` link when it has one, else where it was read from. */
export function itemLocation(found: FoundItem): string {
  const self = found.item.links.find((link) => link.rel === 'self');
  return self ? new URL(self.href, found.baseUrl).href : found.baseUrl;
}
