import type { MultiPolygon } from 'geojson';
import type { Lineage } from '../../src/lineage.js';
import type { InMemoryRaster } from '../../src/raster/types.js';

/**
 * A 4 x 4 MODIS golden pair on 0.001 degree pixels straddling the equator (x 0..0.004,
 * y -0.002..0.002), so every pixel has the same area to 1e-7 and each class area is
 * (pixel count / 16) of the square's exact area. 255 is MODIS no data.
 *
 *   2001            2023
 *   12 12 10 10     12 12 13 10
 *   12 12 10 10     12 12 12 10
 *    4  4 10 17     12  4 10 17
 *    4  4 16 17      4  4 16 255
 */
const grid = (data: number[]): InMemoryRaster => ({
  width: 4,
  height: 4,
  geoTransform: [0, 0.001, 0, 0.002, 0, -0.001],
  crs: 'EPSG:4326',
  noData: 255,
  dataType: 'uint8',
  data: Uint8Array.from(data),
});

export const goldenBase = grid([12, 12, 10, 10, 12, 12, 10, 10, 4, 4, 10, 17, 4, 4, 16, 17]);
export const goldenStudy = grid([12, 12, 13, 10, 12, 12, 12, 10, 12, 4, 10, 17, 4, 4, 16, 255]);

export const goldenShape: MultiPolygon = {
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

/**
 * Geodesic area of the square, hand-computed: 0.004 degrees of latitude at the equator are
 * 0.004 x 110 574.27 m and 0.004 degrees of longitude 0.004 x 111 319.49 m (WGS 84), so
 * 196 948 m2 = 19.6948 ha.
 */
export const GOLDEN_AREA_HA = 19.6948;

export const modisLineage = (year: number): Lineage => ({
  role: 'landCover',
  datasetId: 'modis-mcd12q1-061',
  name: 'MODIS MCD12Q1',
  version: '061',
  license: 'public-domain',
  citation: 'Friedl and Sulla-Menashe 2022',
  year,
  synthetic: false,
});
