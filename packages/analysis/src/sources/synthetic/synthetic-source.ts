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
import {
  isCarbonRasterRole,
  syntheticCarbonRaster,
  YEARLY_CARBON_ROLES,
} from './synthetic-carbon.js';
import { isFireRasterRole, syntheticBurnDate, syntheticDnbr } from './synthetic-fire.js';
import { syntheticLineage } from './synthetic-lineage.js';
import { isMaskRasterRole, syntheticMaskRaster } from './synthetic-masks.js';
import {
  isPressureRasterRole,
  syntheticPressureRaster,
  syntheticRoadCorridors,
} from './synthetic-pressures.js';
import { checkBBox, syntheticRaster } from './synthetic-rasters.js';
import { syntheticSpeciesRanges } from './synthetic-species.js';
import { syntheticFeatures } from './synthetic-vectors.js';
import { isVegetationRole, syntheticVegetation } from './synthetic-vegetation.js';
import { isWaterRasterRole, syntheticWaterRaster } from './synthetic-water.js';

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
    async openRaster(request: RasterRequest, signal?: AbortSignal): Promise<RasterLayer> {
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
      if (isCarbonRasterRole(request.role)) {
        // Biomass, forest age and the extents follow the synthetic land cover of the study year.
        const year = request.year ?? defaultYear();
        const yearly = YEARLY_CARBON_ROLES.includes(request.role);
        const raster = syntheticCarbonRaster(
          request.role,
          request.bbox,
          year,
          request.resolutionMeters,
        );
        return {
          raster: tiledFromMemory(raster),
          lineage: syntheticLineage(request.role, yearly ? year : undefined),
        };
      }
      if (isPressureRasterRole(request.role)) {
        // Distances to the synthetic roads and settlements (GLOBIO pressure inputs).
        const raster = syntheticPressureRaster(
          request.role,
          request.bbox,
          request.resolutionMeters,
        );
        return { raster: tiledFromMemory(raster), lineage: syntheticLineage(request.role) };
      }
      if (isMaskRasterRole(request.role)) {
        // Tree and herbaceous cover %, grassland probability: following the synthetic land cover.
        const year = request.year ?? defaultYear();
        const raster = syntheticMaskRaster(
          request.role,
          request.bbox,
          year,
          request.resolutionMeters,
        );
        return { raster: tiledFromMemory(raster), lineage: syntheticLineage(request.role, year) };
      }
      if (isFireRasterRole(request.role)) {
        const raster =
          request.role === 'burnDate'
            ? syntheticBurnDate(request.bbox, request.year, request.month, request.resolutionMeters)
            : syntheticDnbr(request.bbox, request.year, request.resolutionMeters);
        return {
          raster: tiledFromMemory(raster),
          lineage: syntheticLineage(request.role, request.year),
        };
      }
      if (isVegetationRole(request.role)) {
        // Monthly NDVI/EVI composites of one instrument, following the synthetic land cover.
        const raster = syntheticVegetation({ ...request, role: request.role });
        return {
          raster: tiledFromMemory(raster),
          lineage: syntheticLineage(request.role, request.year),
        };
      }
      if (
        isWaterRasterRole(request.role) ||
        (request.role === 'temperatureMonthly' && request.year !== undefined)
      ) {
        // Monthly series of a year (and the soil's water capacity): synthetic-water.ts.
        const raster = syntheticWaterRaster(request.role, request.bbox, request);
        const yearly = request.role !== 'soilWaterCapacity';
        return {
          raster: tiledFromMemory(raster),
          lineage: syntheticLineage(request.role, yearly ? request.year : undefined),
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
        features:
          request.role === 'speciesRanges'
            ? syntheticSpeciesRanges(bbox)
            : request.role === 'roadCorridors'
              ? syntheticRoadCorridors(bbox).map(({ coordinates, roadClass, widthMeters }) => ({
                  type: 'Feature' as const,
                  properties: { roadClass, widthMeters, synthetic: true },
                  geometry: { type: 'Polygon' as const, coordinates: [coordinates] },
                }))
              : syntheticFeatures(request.role, bbox),
        lineage: syntheticLineage(request.role),
      }));
    },
  };
}
