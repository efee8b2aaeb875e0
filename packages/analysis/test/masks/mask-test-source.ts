import { geodesicAreaSquareMeters, polygonBoolean } from '@ecotone/geometry';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Lineage } from '../../src/lineage.js';
import type { MaskKernelOptions } from '../../src/masks/index.js';
import { type InMemoryRaster, tiledFromMemory } from '../../src/raster/types.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterRole,
} from '../../src/sources/data-source.js';

/**
 * A small in-memory DataSource for the mask kernels: constructed EPSG:4326 rasters on one grid
 * (200 × 200 pixels of 0.001°, ~111 m × 85 m, top-left at -100°, 40.2°) and road corridors.
 * Roles it has no raster for raise DataUnavailableError, as a deployment without the dataset.
 */
export const ORIGIN = { lon: -100, lat: 40.2 } as const;
export const PIXEL = 0.001;
export const SIZE = 200;

export const lonOf = (column: number) => ORIGIN.lon + column * PIXEL;
export const latOf = (row: number) => ORIGIN.lat - row * PIXEL;

/** The lon/lat rectangle of pixel columns [c0, c1) and rows [r0, r1), counter-clockwise. */
export function block(c0: number, r0: number, c1: number, r1: number): MultiPolygon {
  const [w, e, n, s] = [lonOf(c0), lonOf(c1), latOf(r0), latOf(r1)];
  return {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    ],
  };
}

/** The shape of most tests: pixel columns and rows 50..150 (~9,470 ha). */
export const SHAPE = block(50, 50, 150, 150);

export const hectares = (geometry: MultiPolygon | Polygon | null) =>
  geometry ? geodesicAreaSquareMeters(geometry) / 10_000 : 0;

/** A raster of the test grid with `value(column, row)` at each pixel. */
export function raster(
  value: (column: number, row: number) => number,
  noData: number | null = null,
  size = { width: SIZE, height: SIZE, pixel: PIXEL },
): InMemoryRaster {
  const data = new Float32Array(size.width * size.height);
  for (let row = 0; row < size.height; row++)
    for (let column = 0; column < size.width; column++)
      data[row * size.width + column] = value(column, row);
  return {
    width: size.width,
    height: size.height,
    geoTransform: [ORIGIN.lon, size.pixel, 0, ORIGIN.lat, 0, -size.pixel],
    crs: 'EPSG:4326',
    noData,
    dataType: 'float32',
    data,
  };
}

/** 1 inside the blocks (columns and rows half-open), else 0. */
export const inBlocks =
  (...blocks: [number, number, number, number][]) =>
  (column: number, row: number) =>
    blocks.some(([c0, r0, c1, r1]) => column >= c0 && column < c1 && row >= r0 && row < r1);

const lineageOf = (role: string): Lineage => ({
  role,
  datasetId: `test-${role}`,
  name: `Test ${role}`,
  version: '1',
  license: 'test',
  citation: 'constructed in the test',
  synthetic: false,
});

export function testSource(
  rasters: Partial<Record<RasterRole, InMemoryRaster>>,
  roads?: MultiPolygon[],
): DataSource & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    async openRaster(request) {
      requests.push(request.role);
      const found = rasters[request.role];
      if (!found) throw new DataUnavailableError(request.role, request.year);
      return { raster: tiledFromMemory(found), lineage: lineageOf(request.role) };
    },
    async queryVector(request) {
      if (request.role !== 'roadCorridors' || !roads) throw new DataUnavailableError(request.role);
      const features: Feature<MultiPolygon>[] = roads.map((geometry) => ({
        type: 'Feature',
        properties: { roadClass: 'minor', widthMeters: 12 },
        geometry,
      }));
      return { features, lineage: lineageOf(request.role) };
    },
  };
}

export const OPTIONS: MaskKernelOptions = {
  landCoverDataset: 'dynamicworld',
  masks: ['built', 'transportation', 'water'],
  year: 2024,
  slopeDegrees: 15,
  herbaceousPercent: 20,
  treePercent: 20,
  natSemiProbability: 50,
};

export const signal: AbortSignal = new AbortController().signal;

/** Area of `geometry` outside `shape`, ha. */
export const outsideHa = (geometry: MultiPolygon | null, shape: MultiPolygon) =>
  geometry ? hectares(polygonBoolean('difference', [geometry], [shape])) : 0;

/** Relative difference. */
export const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-12);
