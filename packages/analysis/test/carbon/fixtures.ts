import type { MultiPolygon } from 'geojson';
import type { Lineage } from '../../src/lineage.js';
import { type InMemoryRaster, tiledFromMemory } from '../../src/raster/types.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterRequest,
  type RasterRole,
} from '../../src/sources/data-source.js';
import type { AdminAreas, ToolContext } from '../../src/tools/tool.js';

/**
 * 4 x 4 rasters of 0.001 degree pixels straddling the equator (x 0..0.004, y -0.002..0.002), as
 * the land-cover golden tests: every pixel is 1/16 of the square (19.6948 ha) to 1e-7.
 */
export const NO_DATA = -1;
export const grid = (data: number[]): InMemoryRaster => ({
  width: 4,
  height: 4,
  geoTransform: [0, 0.001, 0, 0.002, 0, -0.001],
  crs: 'EPSG:4326',
  noData: NO_DATA,
  dataType: 'float32',
  data: Float32Array.from(data),
});
export const uniform = (value: number) => grid(Array.from({ length: 16 }, () => value));

export const square: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [0, -0.002],
        [0.004, -0.002],
        [0.004, 0.002],
        [0, 0.002],
        [0, -0.002],
      ],
    ],
  ],
};
export const GOLDEN_AREA_HA = 19.6948;

export const lineageOf = (role: string, synthetic = false): Lineage => ({
  role,
  datasetId: `test-${role}`,
  name: `Test ${role}`,
  version: '1',
  license: 'CC0-1.0',
  citation: 'hand-made golden raster',
  synthetic,
});

/** A data source of hand-made rasters by role; a role it lacks is DataUnavailableError. */
export function rasterSource(
  rasters: Partial<Record<RasterRole, InMemoryRaster>>,
  synthetic = false,
): DataSource & { requests: RasterRequest[] } {
  const requests: RasterRequest[] = [];
  return {
    requests,
    openRaster: async (request) => {
      requests.push(request);
      const raster = rasters[request.role];
      if (!raster) throw new DataUnavailableError(request.role, request.year);
      return { raster: tiledFromMemory(raster), lineage: lineageOf(request.role, synthetic) };
    },
    queryVector: async () => {
      throw new Error('not used');
    },
  };
}

/** The golden square lies off Gabon's coast: its admin areas answer Gabon, in Africa. */
export const GABON: AdminAreas['countries'][number] = {
  code: 'GAB',
  code2: 'GA',
  name: { en: 'Gabon', es: 'Gabón' },
  overlapHa: GOLDEN_AREA_HA,
  continent: 'AF',
};

export function toolContext(
  sources: DataSource,
  inputs: Record<string, unknown>,
  countries: AdminAreas['countries'] = [GABON],
): ToolContext {
  return {
    shape: square,
    inputs,
    sources,
    admin: {
      areasOf: async () => ({ countries, states: [], lineage: [lineageOf('adminBoundaries')] }),
    },
    signal: new AbortController().signal,
    progress: () => {},
    now: new Date('2026-03-01T00:00:00Z'),
  };
}
