/**
 * The seam a deployment plugs its own geography into (docs/geography.md) and the error every
 * source throws. Pure, so the thread that answers HTTP holds the interface without the offline
 * indexes, which read files (shape-geography.ts, through `@ecotone/analysis/node`).
 */
import type { GeoJSON } from 'geojson';
import type { Lineage } from '../lineage.js';
import type { AdminAreas } from '../tools/tool.js';

export interface LocalizedName {
  en: string;
  es: string;
}

/** Where a shape lies, as the wizard shows it. */
export interface ShapeGeography {
  /** ISO 3166-1 alpha-3 of the country with the largest overlap; null at sea. */
  countryCode: string | null;
  country: LocalizedName | null;
  /** First-level division with the largest overlap inside that country. */
  region: LocalizedName | null;
  /** Second-level division of the nearest populated place that has one (same text en/es). */
  district: LocalizedName | null;
  /** Nearest populated place (GeoNames primary name, same text en/es). */
  place: LocalizedName | null;
  placeDistanceKm: number | null;
  /** Every country the shape touches, largest overlap first. */
  countries: AdminAreas['countries'];
  /** District and place come from the nearest point in a gazetteer, not from boundaries. */
  approximate: { district: true; place: true };
  lineage: Lineage[];
}

/** Where a shape lies; the offline default reads npm data, a deployment may plug in another. */
export interface ShapeGeographySource {
  describe(shape: GeoJSON, signal?: AbortSignal): Promise<ShapeGeography>;
}

/**
 * NON_POLYGON_FEATURE: the input holds a point, a line or nothing at all (route text: "Non-polygon
 * feature found."). GEOGRAPHY_LOOKUP_FAILED: the source failed (route text: "Failed to fetch
 * geographic information."). The route layer maps both codes to its messages.
 */
export type GeographyErrorCode = 'NON_POLYGON_FEATURE' | 'GEOGRAPHY_LOOKUP_FAILED';

export class GeographyError extends Error {
  constructor(
    readonly code: GeographyErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'GeographyError';
  }
}
