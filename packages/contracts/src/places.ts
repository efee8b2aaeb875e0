import { z } from 'zod';

/** [west, south, east, north] in degrees. */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. "Sheridan, Wyoming, United States", in the asked language where the source has it. */
  label: z.string(),
  kind: z.enum(['country', 'place']),
  longitude: z.number(),
  latitude: z.number(),
  bbox: bboxSchema.nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/places/search: place search starts at 2 characters (specs/1 section 5). */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(200),
  language: z.enum(['en', 'es']).default('en'),
});

export const placeSearchAnswerSchema = z.object({
  places: z.array(placeSchema),
  /** Who the names come from, shown beside the results. */
  attribution: z.string(),
});
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;

/** One raster basemap: a tile URL template ({z}/{x}/{y}), its credit and its deepest zoom. */
export const basemapSourceSchema = z.object({
  tiles: z.array(z.string()).min(1),
  attribution: z.string(),
  maxZoom: z.number().int().min(0).max(24),
});
export type BasemapSource = z.infer<typeof basemapSourceSchema>;

/**
 * GET /api/map/config: the online basemaps the map may show over the offline Natural Earth map
 * (docs/decisions/0010-basemap-sources.md); null = that one is turned off.
 */
export const mapConfigSchema = z.object({
  satellite: basemapSourceSchema.nullable(),
  standard: basemapSourceSchema.nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** GET /api/client-config: what the web app needs to know about this deployment. */
export const clientConfigSchema = z.object({
  /** Single-sign-on providers that are configured; the others are hidden in the login dialog. */
  ssoProviders: z.array(z.enum(['google', 'microsoft'])),
  /** Base URL of an IP geolocation service answering GET {url}/country; null = United States. */
  ipGeolocationUrl: z.string().nullable(),
  /**
   * The team-chat tool told when an assessment is ready (e.g. 'Slack'); null when no webhook is
   * configured, and the wizard's success text then does not name one.
   */
  teamChatName: z.string().nullable(),
  /**
   * The organisation's Master Carbon Log (specs/3: carbon values carry a tooltip linking to it),
   * an https address; null when none is configured, and the values carry no link.
   */
  masterCarbonLogUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
