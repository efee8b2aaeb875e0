import { z } from 'zod';

/**
 * POST /api/shape-file/geography (specs/1 sections 3 and 5, docs/geography.md): where the wizard's
 * shape lies, for step 2's read-only fields and the automatic shapefile name. Every name comes in
 * English and Spanish. Errors: NON_POLYGON_FEATURE (400, 'Non-polygon feature found.') and
 * GEOGRAPHY_LOOKUP_FAILED (502, 'Failed to fetch geographic information.').
 */
export const localizedNameSchema = z.object({ en: z.string(), es: z.string() });
export type LocalizedNameValue = z.infer<typeof localizedNameSchema>;

export const geographyRequestSchema = z.object({
  /** Any GeoJSON holding polygons (a FeatureCollection from the wizard). */
  geojson: z.unknown(),
});
export type GeographyRequest = z.infer<typeof geographyRequestSchema>;

export const geographyAnswerSchema = z.object({
  /** ISO 3166-1 alpha-3 of the country with the largest overlap; null at sea. */
  countryCode: z.string().length(3).nullable(),
  country: localizedNameSchema.nullable(),
  region: localizedNameSchema.nullable(),
  /** Approximate: from the nearest populated place, not from a boundary. */
  district: localizedNameSchema.nullable(),
  /** Approximate: the nearest populated place. */
  place: localizedNameSchema.nullable(),
  placeDistanceKm: z.number().nullable(),
  /** Every country the shape touches, largest overlap first. */
  countries: z.array(
    z.object({ code: z.string(), name: localizedNameSchema, overlapHa: z.number() }),
  ),
  approximate: z.object({ district: z.boolean(), place: z.boolean() }),
  /** Where the names come from (dataset, version, licence). */
  sources: z.array(z.object({ name: z.string(), version: z.string(), license: z.string() })),
});
export type GeographyAnswer = z.infer<typeof geographyAnswerSchema>;
