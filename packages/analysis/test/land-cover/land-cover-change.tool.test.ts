import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  LandCoverInputError,
  landCoverChangeTool,
} from '../../src/land-cover/land-cover-change.tool.js';
import { syntheticLandCover } from '../../src/land-cover/synthetic-land-cover.js';
import type { Lineage } from '../../src/lineage.js';
import { type InMemoryRaster, tiledFromMemory } from '../../src/raster/types.js';
import type { DataSource, RasterRequest } from '../../src/sources/data-source.js';
import type { ToolContext } from '../../src/tools/tool.js';
import { goldenBase, goldenShape, goldenStudy, modisLineage } from './fixtures.js';

/** A data source holding real rasters by year, recording what was asked. */
function memorySource(byYear: Record<number, InMemoryRaster>, lineage: (year: number) => Lineage) {
  const requests: RasterRequest[] = [];
  const source: DataSource = {
    openRaster: async (request) => {
      requests.push(request);
      const raster = byYear[request.year ?? 0];
      if (!raster) throw new Error(`no raster for ${request.year}`);
      return { raster: tiledFromMemory(raster), lineage: lineage(request.year ?? 0) };
    },
    queryVector: async () => {
      throw new Error('not used');
    },
  };
  return { source, requests };
}

/** The synthetic land cover behind the DataSource interface, labelled synthetic. */
const syntheticSource: DataSource = {
  openRaster: async (request) => {
    const raster = syntheticLandCover({
      dataset: request.dataset ?? 'modis',
      year: request.year ?? 2001,
      bbox: request.bbox,
    });
    return {
      raster: tiledFromMemory(raster),
      lineage: {
        role: 'landCover',
        datasetId: 'synthetic-demo',
        name: 'Synthetic demo land cover',
        version: '1',
        license: 'CC0-1.0',
        citation: 'Ecotone synthetic demo data',
        year: request.year ?? 2001,
        synthetic: true,
      },
    };
  },
  queryVector: async () => {
    throw new Error('not used');
  },
};

function context(
  sources: DataSource,
  inputs: Record<string, unknown>,
  shape: MultiPolygon = goldenShape,
): ToolContext & { progressSeen: number[] } {
  const progressSeen: number[] = [];
  return {
    shape,
    inputs,
    sources,
    admin: { areasOf: async () => ({ countries: [], states: [], lineage: [] }) },
    signal: new AbortController().signal,
    progress: (fraction) => progressSeen.push(fraction),
    now: new Date('2026-03-01T00:00:00Z'),
    progressSeen,
  };
}

describe('landCoverChangeTool on an in-memory source', () => {
  it('returns areas, tables, layers and lineage of the two years', async () => {
    const { source, requests } = memorySource(
      { 2001: goldenBase, 2023: goldenStudy },
      modisLineage,
    );
    const ctx = context(source, { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2023 });
    const result = await landCoverChangeTool.run(ctx);

    expect(requests.map((request) => [request.role, request.dataset, request.year])).toEqual([
      ['landCover', 'modis', 2001],
      ['landCover', 'modis', 2023],
    ]);
    expect(requests[0]?.bbox).toEqual([0, -0.002, 0.004, 0.002]);
    const values = result.values as Record<string, unknown>;
    expect(values.startDate).toBe('2001-01-01');
    expect(values.endDate).toBe('2023-12-31');
    const pixel = (values.studyAreaHa as number) / 16;
    const base = values.landCoverBaseYear as {
      classId: number;
      name: string;
      color: string;
      areaHa: number;
    }[];
    expect(base.find((row) => row.classId === 10)).toMatchObject({
      name: 'landCover.classes.modis.grasslands',
      color: '#b6ff05',
    });
    expect((base.find((row) => row.classId === 10)?.areaHa ?? 0) / pixel).toBeCloseTo(5, 6);
    const points = values.landCoverAreaDataPoints as {
      timePoint: number;
      values: Record<string, number>;
    }[];
    expect(points.map((point) => point.timePoint)).toEqual([2001, 2023]);
    expect((points[1]?.values['12'] ?? 0) / pixel).toBeCloseTo(6, 6);
    const degradation = values.landCoverDegradation as { degradationHa: number };
    expect(degradation.degradationHa / pixel).toBeCloseTo(2, 6);

    expect(result.layers.map((layer) => layer.id)).toEqual([
      'landCover2001',
      'landCover2023',
      'landCoverChange',
    ]);
    // The two years are one time series on the map; the change layer is not a time point.
    expect(result.layers.map((layer) => layer.timeSeries)).toEqual([
      { groupId: 'landCover', year: 2001 },
      { groupId: 'landCover', year: 2023 },
      undefined,
    ]);
    const change = result.layers[2];
    expect(change?.kind === 'raster' && [...change.raster.data]).toEqual([
      2, 2, 1, 2, 2, 2, 3, 2, 1, 2, 2, 2, 2, 2, 2, 255,
    ]);
    expect(result.layers[0]?.legend.items?.map((item) => item.itemId)).toEqual([
      '4',
      '10',
      '12',
      '16',
      '17',
    ]);
    expect(result.lineage.map((entry) => entry.year)).toEqual([2001, 2023]);
    expect(result.synthetic).toBe(false);
    // 1 of 16 pixels has no data in 2023: 6.25 % is worth a warning.
    expect(result.warnings).toEqual([
      {
        key: 'landCover.warnings.noDataArea',
        params: { percent: expect.closeTo(6.25, 1), year: 2023 },
      },
    ]);
    expect(Math.max(...ctx.progressSeen)).toBeGreaterThan(0.9);
  });

  it('refuses years outside the product, naming its years', async () => {
    const { source } = memorySource({}, modisLineage);
    const run = landCoverChangeTool.run(
      context(source, { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2025 }),
    );
    await expect(run).rejects.toThrow(LandCoverInputError);
    await expect(run).rejects.toMatchObject({
      label: {
        key: 'landCover.errors.yearOutOfRange',
        params: { first: 2001, last: 2023, year: 2025 },
      },
    });
    await expect(
      landCoverChangeTool.run(
        context(source, { lcDatasetName: 'worldcover', baseYear: 2001, studyYear: 2021 }),
      ),
    ).rejects.toThrow('2020-2021');
    await expect(
      landCoverChangeTool.run(
        context(source, { lcDatasetName: 'modis', baseYear: 2010, studyYear: 2005 }),
      ),
    ).rejects.toThrow(LandCoverInputError);
    await expect(
      landCoverChangeTool.run(context(source, { lcDatasetName: 'corine' })),
    ).rejects.toThrow(LandCoverInputError);
  });

  it('refuses two years read from different products', async () => {
    const { source } = memorySource({ 2001: goldenBase, 2023: goldenStudy }, (year) => ({
      ...modisLineage(year),
      datasetId: year === 2001 ? 'modis-mcd12q1-061' : 'modis-mcd12q1-006',
    }));
    await expect(
      landCoverChangeTool.run(
        context(source, { lcDatasetName: 'modis', baseYear: 2001, studyYear: 2023 }),
      ),
    ).rejects.toMatchObject({ label: { key: 'landCover.errors.mixedProducts' } });
  });

  it('warns about the WorldCover algorithm change between 2020 and 2021', async () => {
    const worldcover = (raster: InMemoryRaster): InMemoryRaster => ({
      ...raster,
      noData: 0,
      data: raster.data.map((value) => (value === 255 ? 0 : 10)),
    });
    const { source } = memorySource(
      { 2020: worldcover(goldenBase), 2021: worldcover(goldenStudy) },
      (year) => ({ ...modisLineage(year), datasetId: 'esa-worldcover' }),
    );
    const result = await landCoverChangeTool.run(
      context(source, { lcDatasetName: 'worldcover', baseYear: 2020, studyYear: 2021 }),
    );
    expect(result.warnings[0]).toEqual({ key: 'landCover.warnings.worldcoverAlgorithmChange' });
  });
});

describe('landCoverChangeTool on the synthetic land cover', () => {
  const shape: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-105.4, 35.1],
          [-105.1, 35.1],
          [-105.1, 35.35],
          [-105.4, 35.1],
        ],
      ],
    ],
  };

  it('defaults to MODIS 2001 against its last year and adds up', async () => {
    const result = await landCoverChangeTool.run(context(syntheticSource, {}, shape));
    const values = result.values as Record<string, unknown>;
    expect([values.dataset, values.baseYear, values.studyYear]).toEqual(['modis', 2001, 2023]);
    expect(result.synthetic).toBe(true);
    const total = (rows: { areaHa: number }[]) => rows.reduce((sum, row) => sum + row.areaHa, 0);
    const studyAreaHa = values.studyAreaHa as number;
    const noData = values.noDataHa as { base: number; study: number };
    expect(total(values.landCoverBaseYear as { areaHa: number }[]) + noData.base).toBeCloseTo(
      studyAreaHa,
      6,
    );
    expect(total(values.transitionMatrix as { areaHa: number }[])).toBeCloseTo(studyAreaHa, 6);
    const effects = values.landCoverDegradation as Record<string, number>;
    const effectTotal = Object.values(effects).reduce((sum, value) => sum + value, 0);
    expect(effectTotal).toBeCloseTo(studyAreaHa, 6);
    expect(effects.degradationHa).toBeGreaterThan(0);
    const table = values.comparisonTable as { baselineHa: number }[];
    for (let index = 1; index < table.length; index++) {
      expect(table[index - 1]?.baselineHa ?? 0).toBeGreaterThanOrEqual(
        table[index]?.baselineHa ?? 0,
      );
    }
    const common = (values.commonLegend as { landCoverDifference: { areaHa: number }[] })
      .landCoverDifference;
    expect(total(common)).toBeCloseTo(0, 6);
  });
});
