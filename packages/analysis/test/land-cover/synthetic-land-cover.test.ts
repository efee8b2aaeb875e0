import { describe, expect, it } from 'vitest';
import { LAND_COVER_DATASET_IDS, LAND_COVER_DATASETS } from '../../src/land-cover/legends.js';
import {
  syntheticChangeYear,
  syntheticCommonClass,
  syntheticLandCover,
  syntheticLandCoverResolution,
} from '../../src/land-cover/synthetic-land-cover.js';
import { DataSourceError, DataUnavailableError } from '../../src/sources/data-source.js';

const bbox = [-105.3, 35.1, -105.1, 35.3] as const;

describe('syntheticLandCover', () => {
  it('is deterministic and uses only the requested product codes', () => {
    for (const dataset of LAND_COVER_DATASET_IDS) {
      const year = LAND_COVER_DATASETS[dataset].years.first + 1;
      const request = { dataset, year, bbox, resolutionMeters: 300 };
      const first = syntheticLandCover(request);
      expect(syntheticLandCover(request).data).toEqual(first.data);
      const codes = new Set(LAND_COVER_DATASETS[dataset].classes.map((entry) => entry.code));
      const used = new Set(first.data);
      for (const value of used) expect(codes.has(value), `${dataset} ${value}`).toBe(true);
      expect(used.size).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives the same pixels to the same place whatever box was asked for', () => {
    const big = syntheticLandCover({ dataset: 'modis', year: 2010, bbox });
    const small = syntheticLandCover({
      dataset: 'modis',
      year: 2010,
      bbox: [-105.2, 35.1, -105.1, 35.2],
    });
    const columnOffset = Math.round(
      (small.geoTransform[0] - big.geoTransform[0]) / big.geoTransform[1],
    );
    const rowOffset = Math.round(
      (small.geoTransform[3] - big.geoTransform[3]) / big.geoTransform[5],
    );
    for (let row = 0; row < small.height; row++) {
      for (let column = 0; column < small.width; column++) {
        expect(small.data[row * small.width + column]).toBe(
          big.data[(row + rowOffset) * big.width + column + columnOffset],
        );
      }
    }
  });

  it('is spatially coherent: most neighbours share a class', () => {
    const raster = syntheticLandCover({
      dataset: 'worldcover',
      year: 2020,
      bbox: [-105.2, 35.1, -105.18, 35.12],
    });
    let same = 0;
    let pairs = 0;
    for (let row = 0; row < raster.height; row++) {
      for (let column = 1; column < raster.width; column++) {
        pairs++;
        if (
          raster.data[row * raster.width + column] === raster.data[row * raster.width + column - 1]
        )
          same++;
      }
    }
    expect(same / pairs).toBeGreaterThan(0.85);
  });

  it('changes a little each year, and a changed pixel stays changed', () => {
    const at = (year: number) => syntheticLandCover({ dataset: 'modis', year, bbox }).data;
    const [y2001, y2012, y2023] = [at(2001), at(2012), at(2023)];
    let changedEarly = 0;
    let changedOverall = 0;
    for (let index = 0; index < y2001.length; index++) {
      if (y2001[index] !== y2012[index]) {
        changedEarly++;
        expect(y2023[index]).toBe(y2012[index]);
      }
      if (y2001[index] !== y2023[index]) changedOverall++;
    }
    expect(changedEarly).toBeGreaterThan(0);
    expect(changedOverall).toBeGreaterThan(changedEarly);
    const share = changedOverall / y2001.length;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.15);
  });

  it('shows some forest turned into cropland between 2001 and 2023', () => {
    const forest = new Set([1, 2, 3, 4, 5, 8]);
    const cropland = new Set([12, 14]);
    const a = syntheticLandCover({ dataset: 'modis', year: 2001, bbox: [-106, 35, -105, 36] }).data;
    const b = syntheticLandCover({ dataset: 'modis', year: 2023, bbox: [-106, 35, -105, 36] }).data;
    let deforested = 0;
    for (let index = 0; index < a.length; index++) {
      if (forest.has(a[index] ?? 0) && cropland.has(b[index] ?? 0)) deforested++;
    }
    expect(deforested).toBeGreaterThan(0);
  });

  it('refuses years outside the product and unknown products', () => {
    expect(() => syntheticLandCover({ dataset: 'worldcover', year: 2019, bbox })).toThrow(
      DataUnavailableError,
    );
    expect(() => syntheticLandCover({ dataset: 'modis', year: 2024, bbox })).toThrow(
      DataUnavailableError,
    );
    expect(() => syntheticLandCover({ dataset: 'corine', year: 2018, bbox })).toThrow(
      DataSourceError,
    );
  });

  it('coarsens large areas and refuses huge ones', () => {
    const native = syntheticLandCoverResolution({ dataset: 'worldcover', year: 2020, bbox });
    expect(native.coarsened).toBe(false);
    const large = syntheticLandCoverResolution({
      dataset: 'worldcover',
      year: 2020,
      bbox: [-106, 35, -105, 36],
    });
    expect(large.coarsened).toBe(true);
    expect(large.grid.width * large.grid.height).toBeLessThanOrEqual(4_000_000);
    expect(() =>
      syntheticLandCoverResolution({
        dataset: 'worldcover',
        year: 2020,
        bbox: [-110, 30, -100, 40],
      }),
    ).toThrow(DataSourceError);
  });
});

describe('syntheticChangeYear', () => {
  it('is the first year a pixel shows its new class, which it then keeps', () => {
    let changed = 0;
    for (let column = 0; column < 200; column++)
      for (let row = 0; row < 40; row++) {
        const lon = -105.3 + column * 0.001;
        const lat = 35.1 + row * 0.005;
        const year = syntheticChangeYear(lon, lat, column, row, 2023);
        const classOf = (y: number) => syntheticCommonClass(lon, lat, column, row, y);
        if (year === null) {
          expect(classOf(2023)).toBe(classOf(1992));
          continue;
        }
        expect(year).toBeGreaterThan(1992);
        expect(year).toBeLessThanOrEqual(2023);
        expect(classOf(year - 1)).toBe(classOf(1992));
        expect(classOf(year)).toBe(classOf(2023));
        expect(syntheticChangeYear(lon, lat, column, row, year - 1)).toBeNull();
        if (classOf(2023) !== classOf(1992)) changed++;
      }
    expect(changed).toBeGreaterThan(50);
  });
});
