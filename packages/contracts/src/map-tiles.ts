import { z } from 'zod';
import { legendSchema } from './analysis-runs.js';

/**
 * Result layers on a map (specs/3 sections 3 and 7, issue 14; docs/map-tiles.md): raster tiles
 * coloured by the layer's legend, what a raster layer covers, and the value of layers at a point.
 */

/** Deeper than any stored raster's own resolution; MapLibre asks no further than its maxzoom. */
export const MAX_TILE_ZOOM = 24;

const layerKey = {
  analysisId: z.string().min(1).max(200),
  layerId: z.string().min(1).max(200),
};

/** GET /api/geo/tiles-dynamic/{analysisId}/{layerId}/{z}/{x}/{y}: an XYZ (Web Mercator) tile. */
export const mapTileParamsSchema = z
  .object({
    ...layerKey,
    z: z.coerce.number().int().min(0).max(MAX_TILE_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, {
    message: 'x and y must be below 2^z',
    path: ['x'],
  });
export type MapTileParams = z.infer<typeof mapTileParamsSchema>;

export const mapLayerKeySchema = z.object(layerKey);
export type MapLayerKey = z.infer<typeof mapLayerKeySchema>;

/** POST /api/geo/raster-info: what one raster layer covers and how it is coloured. */
export const rasterInfoBodySchema = mapLayerKeySchema;

export const rasterInfoSchema = z.object({
  analysisId: z.string(),
  layerId: z.string(),
  /** WGS 84 `[west, south, east, north]` of the raster. */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Size of the stored raster in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  crs: z.string(),
  dataType: z.string(),
  noData: z.number().nullable(),
  /** The first zoom whose map pixels are no wider than the raster's: all its detail shows. */
  nativeZoom: z.number().int(),
  /** The tile address template, for a MapLibre raster source. */
  tiles: z.string(),
  /** The values the legend colours: the gradient's min..max, or the class values. */
  valueRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  legend: legendSchema,
});
export type RasterInfo = z.infer<typeof rasterInfoSchema>;

/** POST /api/geo/raster-hit-test: layers and a WGS 84 point. */
export const rasterHitTestBodySchema = z.object({
  layers: z.array(mapLayerKeySchema).min(1).max(20),
  point: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type RasterHitTestBody = z.infer<typeof rasterHitTestBodySchema>;

export const rasterHitSchema = z.object({
  analysisId: z.string(),
  layerId: z.string(),
  /** False for a layer that does not exist, is not a raster, or the viewer may not read. */
  found: z.boolean(),
  /** The raster value; null outside the raster, outside the shape or where it holds no data. */
  value: z.number().nullable(),
  /** For a class legend, the class's label (in the request's language) and colour. */
  label: z.string().nullable(),
  color: z.string().nullable(),
  /** For a gradient, its unit (the client converts it to the user's units). */
  unit: z.string().nullable(),
});
export const rasterHitTestSchema = z.object({ layers: z.array(rasterHitSchema) });
export type RasterHit = z.infer<typeof rasterHitSchema>;
export type RasterHitTest = z.infer<typeof rasterHitTestSchema>;
