import { describe, expect, it } from 'vitest';
import { assessmentLineage, groupedLineage } from './grouped-lineage.js';

const entry = (role: string, datasetId: string, version = '1') => ({
  role,
  datasetId,
  name: datasetId,
  version,
  license: 'CC-BY-4.0',
  citation: '',
  synthetic: false,
});

describe('groupedLineage', () => {
  it('lists a dataset once with every role it served, in the order they came', () => {
    const grouped = groupedLineage([
      entry('elevation', 'demo'),
      entry('admin', 'natural-earth'),
      entry('climate', 'demo'),
      entry('climate', 'demo'),
    ]);
    expect(grouped.map((use) => [use.entry.datasetId, use.roles])).toEqual([
      ['demo', ['elevation', 'climate']],
      ['natural-earth', ['admin']],
    ]);
  });

  it('keeps two versions of one dataset apart', () => {
    const grouped = groupedLineage([entry('a', 'demo', '1'), entry('b', 'demo', '2')]);
    expect(grouped).toHaveLength(2);
  });
});

describe('assessmentLineage', () => {
  it('lists each dataset of several results once, with every tool that read it', () => {
    const result = (
      scriptType: 'context' | 'forestCarbon',
      ...lineage: ReturnType<typeof entry>[]
    ) => ({ scriptType, results: { lineage } }) as never;
    const grouped = assessmentLineage([
      result('context', entry('elevation', 'demo'), entry('admin', 'natural-earth')),
      result('forestCarbon', entry('landCover', 'demo'), entry('climate', 'demo', '2')),
    ]);
    expect(
      grouped.map((use) => [use.entry.datasetId, use.entry.version, use.roles, use.scriptTypes]),
    ).toEqual([
      ['demo', '1', ['elevation', 'landCover'], ['context', 'forestCarbon']],
      ['natural-earth', '1', ['admin'], ['context']],
      ['demo', '2', ['climate'], ['forestCarbon']],
    ]);
  });
});
