import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  needsPaging,
  nextSort,
  PAGE_SIZES,
  pageOf,
  sortRows,
} from './table-model.js';

const rows = [
  { name: 'b', area: 5 },
  { name: 'a', area: 20 },
  { name: 'C', area: 5 },
  { name: 'á', area: 1 },
];

describe('sortRows', () => {
  it('sorts numbers descending and keeps ties in their order', () => {
    expect(sortRows(rows, { key: 'area', direction: 'desc' }, 'en').map((r) => r.name)).toEqual([
      'a',
      'b',
      'C',
      'á',
    ]);
  });

  it('sorts text ascending, case- and accent-insensitively in the locale', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, 'es').map((r) => r.name)).toEqual([
      'a',
      'á',
      'b',
      'C',
    ]);
  });

  it('does not touch its input', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'area', direction: 'asc' }, 'en');
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('toggles the direction of the sorted column', () => {
    expect(nextSort({ key: 'area', direction: 'desc' }, 'area')).toEqual({
      key: 'area',
      direction: 'asc',
    });
    expect(nextSort({ key: 'area', direction: 'asc' }, 'area')).toEqual({
      key: 'area',
      direction: 'desc',
    });
  });

  it('starts another column descending', () => {
    expect(nextSort({ key: 'area', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
  });
});

describe('paging', () => {
  const many = Array.from({ length: 23 }, (_, index) => index);

  it('offers 10, 20 and 50 rows, 10 by default (specs/3 section 9)', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('cuts pages and shows the last page for a page past the end', () => {
    expect(pageOf(many, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(many, 2, 10)).toEqual([20, 21, 22]);
    expect(pageOf(many, 9, 20)).toEqual([20, 21, 22]);
    expect(pageOf([], 0, 10)).toEqual([]);
  });

  it('pages only more rows than the smallest page', () => {
    expect(needsPaging(10)).toBe(false);
    expect(needsPaging(11)).toBe(true);
  });
});
