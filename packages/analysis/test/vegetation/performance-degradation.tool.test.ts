import { describe, expect, it } from 'vitest';
import { PERFORMANCE_LEVELS } from '../../src/indices/performance-levels.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import type { PerformanceDegradationValues } from '../../src/time-series/time-series-values.js';
import { performanceDegradationTool } from '../../src/vegetation/performance-degradation.tool.js';
import { GOLDEN_AREA_HA, toolContext } from '../carbon/fixtures.js';
import { seriesSource, sixteen } from './fixtures.js';

const sum = (areas: Record<string, number>) => Object.values(areas).reduce((a, b) => a + b, 0);

describe('performanceDegradation on hand-made rasters', () => {
  // Every month of 2001 and 2002 the same NDVI: the degradation test raster (P90 = 1, levels None
  // x 11, Mild, Moderate, High, Extreme x 2); in 2003 every pixel 0.5 (all None). One land cover
  // and one soil class; no ecoregions (a warning).
  const constructed = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.8, 0.6, 0.45, 0.3, 0.15, 0.1];
  const source = () =>
    seriesSource((request) => {
      if (request.role === 'ndvi') return request.year === 2003 ? sixteen(0.5) : constructed;
      if (request.role === 'landCover') return sixteen(130);
      if (request.role === 'soilType') return sixteen(2);
      return null;
    });
  const inputs = { instrumentName: 'modis', baseYear: 2001, studyYear: 2003 };

  it('gives the hand-computed levels, areas and mean level per year', async () => {
    const result = await performanceDegradationTool.run(toolContext(source(), inputs));
    const values = result.values as unknown as PerformanceDegradationValues;
    const pixel = GOLDEN_AREA_HA / 16;
    const first = values.yearlyValues[0];
    expect(first?.year).toBe(2001);
    expect(first?.areaHaByDegradationLevel.None).toBeCloseTo(11 * pixel, 1);
    expect(first?.areaHaByDegradationLevel.Mild).toBeCloseTo(pixel, 1);
    expect(first?.areaHaByDegradationLevel.Moderate).toBeCloseTo(pixel, 1);
    expect(first?.areaHaByDegradationLevel.High).toBeCloseTo(pixel, 1);
    expect(first?.areaHaByDegradationLevel.Extreme).toBeCloseTo(2 * pixel, 1);
    expect(first?.meanPerformanceDegradationLevel).toBeCloseTo(30 / 16, 3);
    expect(values.yearlyValues[2]?.meanPerformanceDegradationLevel).toBe(1);
    expect(values.meanPerformance).toBe(1);
    expect(values.areaHaByDegradationLevel.None).toBeCloseTo(GOLDEN_AREA_HA, 1);
    for (const year of values.yearlyValues)
      expect(sum(year.areaHaByDegradationLevel)).toBeCloseTo(GOLDEN_AREA_HA, 1);
    expect(result.warnings).toEqual([{ key: 'vegetation.warnings.noEcoregions' }]);
  });

  it('draws the three charts and one level map per year', async () => {
    const result = await performanceDegradationTool.run(toolContext(source(), inputs));
    const values = result.values as unknown as PerformanceDegradationValues;
    expect(values.charts.map((chart) => [chart.timeSeriesId, chart.chartType])).toEqual([
      ['performanceDegradation/mean-level', 'line'],
      ['performanceDegradation/degraded-area', 'stacked'],
      ['performanceDegradation/area-by-level', 'bar'],
    ]);
    const degraded = values.charts[1]?.dataPoints[0]?.values;
    expect(degraded?.degraded).toBeCloseTo(4 * (GOLDEN_AREA_HA / 16), 1);
    expect(result.layers.map((layer) => layer.timeSeries?.year)).toEqual([2001, 2002, 2003]);
    const level = result.layers[0];
    if (level?.kind !== 'raster') throw new Error('raster expected');
    expect(Array.from(level.raster.data)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5]);
    expect(level.legend.items?.map((item) => item.primaryLabel.key)).toEqual(
      PERFORMANCE_LEVELS.map((name) => `vegetation.levels.${name}`),
    );
    expect(level.initialOpacity).toBe(0.8);
  });
});

describe('performanceDegradation on the synthetic source over Wyoming', () => {
  it('has areas that sum to the study area with data, every year', async () => {
    const result = await performanceDegradationTool.run({
      ...toolContext(createSyntheticSource(), { baseYear: 2015, studyYear: 2022 }),
      shape: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-107.5, 44.4],
              [-107.3, 44.4],
              [-107.3, 44.6],
              [-107.5, 44.6],
              [-107.5, 44.4],
            ],
          ],
        ],
      },
    });
    const values = result.values as unknown as PerformanceDegradationValues;
    expect(values.yearlyValues).toHaveLength(8);
    for (const year of values.yearlyValues) {
      // Every pixel has synthetic NDVI: the area with data is the study area (rounding 0.005 ha
      // per level).
      expect(sum(year.areaHaByDegradationLevel)).toBeCloseTo(values.studyAreaHa, 1);
      expect(year.meanPerformanceDegradationLevel).toBeGreaterThanOrEqual(1);
      expect(year.meanPerformanceDegradationLevel).toBeLessThanOrEqual(5);
    }
    expect(result.synthetic).toBe(true);
    expect(result.lineage.map((entry) => entry.role).sort()).toEqual([
      'ecoregions',
      'landCover',
      'ndvi',
      'soilType',
    ]);
  });
});
