import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** What every shape in Ecotone is: a FeatureCollection of polygons and multipolygons (WGS 84). */
export type ShapeFeature = Feature<Polygon | MultiPolygon>;
export type ShapeCollection = FeatureCollection<Polygon | MultiPolygon>;

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

/**
 * Why a shape or file was refused: `code` is a key of the `geometry` (validation) or `files`
 * (import) catalogue in @ecotone/i18n, `params` fill its placeholders. Never thrown: returned,
 * so the UI can tell a person exactly what is wrong.
 */
export interface Refusal {
  code: string;
  params?: Record<string, string | number>;
}

export type Result<T> = { valid: true; value: T } | { valid: false; reason: Refusal };

export const accept = <T>(value: T): Result<T> => ({ valid: true, value });
export const refuse = <T = never>(code: string, params?: Refusal['params']): Result<T> => ({
  valid: false,
  reason: params ? { code, params } : { code },
});
