import { syntheticLandCover } from '../../land-cover/synthetic-land-cover.js';
import { tiledFromMemory } from '../../raster/types.js';
import { queryAcrossAntimeridian } from '../antimeridian.js';
import type {
  DataSource,
  RasterLayer,
  RasterRequest,
  VectorLayer,
  VectorRequest,
} from '../data-source.js';
import { syntheticLineage } from './synthetic-lineage.js';
import { checkBBox, syntheticRaster } from './synthetic-rasters.js';
import { syntheticFeatures } from './synthetic-vectors.js';

/**
 * `temperatureMonthly` is one month per request; the seam's RasterRequest has no month yet, so
 * the synthetic source reads an optional `month` (1..12) beside the standard fields.
 */
export type SyntheticRasterRequest = RasterRequest & { month?: number };

/** Land cover needs a year; without one the study year default applies (last calendar year). */
const defaultYear = () => new Date().getUTCFullYear() - 1;

/**
 * The embedded, offline data source: every raster and vector role generated deterministically
 * from location (docs/synthetic-demo-data.md). Every layer's lineage says `synthetic: true`.
 * Boxes across the antimeridian (east beyond 180) are read in the study area's frame: the same
 * place gives the same pixels and features whichever side it is asked from.
 */
export function createSyntheticSource(): DataSource {
  return {
    async openRaster(request: SyntheticRasterRequest, signal?: AbortSignal): Promise<RasterLayer> {
      signal?.throwIfAborted();
      checkBBox(request.bbox);
      if (request.role === 'landCover') {
        const dataset = request.dataset ?? 'worldcover';
        const year = request.year ?? defaultYear();
        const raster = syntheticLandCover({
          dataset,
          year,
          bbox: request.bbox,
          ...(request.resolutionMeters === undefined
            ? {}
            : { resolutionMeters: request.resolutionMeters }),
        });
        return {
          raster: tiledFromMemory(raster),
          lineage: syntheticLineage('landCover', year),
        };
      }
      const raster = syntheticRaster(
        request.role,
        request.bbox,
        request.resolutionMeters,
        request.month,
      );
      return { raster: tiledFromMemory(raster), lineage: syntheticLineage(request.role) };
    },

    async queryVector(request: VectorRequest, signal?: AbortSignal): Promise<VectorLayer> {
      signal?.throwIfAborted();
      checkBBox(request.bbox);
      return queryAcrossAntimeridian(request.bbox, async (bbox) => ({
        features: syntheticFeatures(request.role, bbox),
        lineage: syntheticLineage(request.role),
      }));
    },
  };
}
