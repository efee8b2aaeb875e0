import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARISON_SORT, landCoverView } from './land-cover-model.js';
import { sortRows } from './table-model.js';

const values = {
  dataset: 'modis',
  baseYear: 2001,
  studyYear: 2023,
  landCoverBaseYear: [
    { classId: 10, name: 'landCover.classes.modis.grasslands', color: '#b6ff05', areaHa: 120.5 },
    { classId: 12, name: 'landCover.classes.modis.croplands', color: '#c24f44', areaHa: 30 },
  ],
  landCoverStudyYear: [
    { classId: 10, name: 'landCover.classes.modis.grasslands', color: '#b6ff05', areaHa: 100 },
    { classId: 13, name: 'landCover.classes.modis.urbanBuiltUp', color: '#a5a5a5', areaHa: 10 },
  ],
  comparisonTable: [
    {
      category: 'landCover.classes.modis.croplands',
      baselineHa: 30,
      studyHa: 40.5,
      differenceHa: 10.5,
    },
    {
      category: 'landCover.classes.modis.grasslands',
      baselineHa: 120.5,
      studyHa: 100,
      differenceHa: -20.5,
    },
    {
      category: 'landCover.classes.modis.urbanBuiltUp',
      baselineHa: 0,
      studyHa: 10,
      differenceHa: 10,
    },
    { category: 'broken', baselineHa: 'x', studyHa: 1 },
  ],
  landCoverDegradation: { degradationHa: 20.5, stableHa: 130, improvementHa: 0, noDataHa: 0 },
};

describe('landCoverView', () => {
  it('reads dataset, years, rows with their class colours, and the effect totals', () => {
    const view = landCoverView(values);
    expect(view.dataset).toBe('modis');
    expect([view.baseYear, view.studyYear]).toEqual([2001, 2023]);
    expect(view.rows).toHaveLength(3);
    expect(view.rows[2]).toEqual({
      category: 'landCover.classes.modis.urbanBuiltUp',
      baselineHa: 0,
      studyHa: 10,
      differenceHa: 10,
      color: '#a5a5a5',
    });
    expect(view.effects).toEqual({ degradationHa: 20.5, stableHa: 130, improvementHa: 0 });
  });

  it('sorts by baseline area, largest first, by default', () => {
    const sorted = sortRows(landCoverView(values).rows, DEFAULT_COMPARISON_SORT, 'en');
    expect(sorted.map((row) => row.baselineHa)).toEqual([120.5, 30, 0]);
  });

  it('computes a missing difference as study minus baseline', () => {
    const view = landCoverView({
      comparisonTable: [{ category: 'a', baselineHa: 4, studyHa: 1.5 }],
    });
    expect(view.rows[0]?.differenceHa).toBe(-2.5);
    expect(view.rows[0]?.color).toBeNull();
  });

  it('gives empty values, not invented ones, for a malformed result', () => {
    expect(
      landCoverView({ comparisonTable: 'no', baseYear: 2001.5, landCoverDegradation: {} }),
    ).toEqual({
      dataset: null,
      baseYear: null,
      studyYear: null,
      rows: [],
      effects: null,
    });
  });
});
