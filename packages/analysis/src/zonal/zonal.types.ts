import type { MultiPolygon } from 'geojson';

/**
 * Signatures of the zonal statistics the analyses use (implemented in this folder):
 *
 *   zonalClassAreas(raster: TiledRaster, shape: MultiPolygon, options?: ZonalOptions)
 *     => Promise<ClassAreas>
 *   zonalContinuousStats(raster: TiledRaster, shape: MultiPolygon, options?: ContinuousOptions)
 *     => Promise<ContinuousStats>
 *   zonalTransitionAreas(from: TiledRaster, to: TiledRaster, shape: MultiPolygon,
 *     options?: ZonalOptions) => Promise<TransitionAreas>
 *
 * The shape is WGS 84 longitude/latitude; it is projected to the raster's CRS internally.
 * A pixel belongs to the shape when its centre does; areas are true (ellipsoidal) pixel areas, and
 * class areas are then scaled so they sum to the shape's exact geodesic area.
 */
export interface ZonalOptions {
  signal?: AbortSignal;
  /** Called with 0..1 as tiles are read. */
  progress?: (fraction: number) => void;
}

export interface ClassAreas {
  /** Class value -> area in hectares, scaled so that the classes and no-data sum to `exactAreaHa`. */
  areasHa: Map<number, number>;
  /** Area of no-data pixels inside the shape, hectares (same scaling). */
  noDataHa: number;
  /** Class value -> pixel count inside the shape. */
  pixelCounts: Map<number, number>;
  /** Sum of true pixel areas before scaling, hectares. */
  pixelAreaHa: number;
  /** Exact geodesic area of the shape, hectares. */
  exactAreaHa: number;
}

export interface ContinuousOptions extends ZonalOptions {
  /** Physical value = stored * scale + offset. */
  scale?: number;
  offset?: number;
  /** Percentiles to report, 0..100; default [10, 25, 50, 75, 90]. */
  percentiles?: number[];
}

export interface ContinuousStats {
  /** Area-weighted mean of valid pixels. */
  mean: number;
  min: number;
  max: number;
  /** Area-weighted percentiles, keyed by the percentile asked for. */
  percentiles: Record<number, number>;
  pixelCount: number;
  /** Area of valid (not no-data) pixels inside the shape, hectares, unscaled. */
  validAreaHa: number;
}

export interface TransitionAreas {
  /** `${from}->${to}` -> hectares (scaled as in ClassAreas). */
  areasHa: Map<string, number>;
  exactAreaHa: number;
}

export type ZonalShape = MultiPolygon;
