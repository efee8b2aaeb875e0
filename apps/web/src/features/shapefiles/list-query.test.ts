import { shapefileListQuerySchema } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  autoExpandedId,
  INITIAL_LIST_STATE,
  listUrl,
  shapefileIdFromHash,
  sortBy,
  withRowsPerPage,
  withSearch,
} from './list-query';

const ID = '0b5b4f8e-3c1a-4c55-9d7e-2f1a6b3c4d5e';

const paramsOf = (url: string) => {
  const [path = '', query = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
};

describe('shapefile list query', () => {
  it('asks for the newest 10 first by default, without a search', () => {
    expect(paramsOf(listUrl(INITIAL_LIST_STATE))).toEqual({
      path: '/api/shape-file/list',
      params: { offset: '0', limit: '10', orderBy: 'createdAt', order: 'desc' },
    });
  });

  it('turns page and page size into offset and limit, and sends the trimmed search', () => {
    const state = { ...INITIAL_LIST_STATE, page: 3, rowsPerPage: 20 as const, search: ' Ranch ' };
    expect(paramsOf(listUrl(state)).params).toEqual({
      offset: '60',
      limit: '20',
      orderBy: 'createdAt',
      order: 'desc',
      search: 'Ranch',
    });
  });

  it('asks only what the server contract accepts, for every page size and sort', () => {
    for (const rowsPerPage of [10, 20, 50] as const) {
      const state = sortBy({ ...INITIAL_LIST_STATE, rowsPerPage, page: 2, search: 'x' }, 'creator');
      const parsed = shapefileListQuerySchema.parse(paramsOf(listUrl(state)).params);
      expect(parsed).toEqual({
        offset: 0,
        limit: rowsPerPage,
        orderBy: 'creator',
        order: 'asc',
        search: 'x',
      });
    }
  });

  it('encodes search characters that mean something in a URL', () => {
    const url = listUrl({ ...INITIAL_LIST_STATE, search: 'a&b=c #1' });
    expect(paramsOf(url).params.search).toBe('a&b=c #1');
  });

  it('flips the order on the same column and starts other columns in their natural order', () => {
    const onPage = { ...INITIAL_LIST_STATE, page: 4 };
    expect(sortBy(onPage, 'createdAt')).toMatchObject({
      orderBy: 'createdAt',
      order: 'asc',
      page: 0,
    });
    expect(sortBy(onPage, 'shapefileName')).toMatchObject({ order: 'asc', page: 0 });
    expect(sortBy(onPage, 'creator')).toMatchObject({ order: 'asc' });
    expect(sortBy(onPage, 'totalAreaHa')).toMatchObject({ order: 'desc' });
    const byName = sortBy(onPage, 'shapefileName');
    expect(sortBy(byName, 'shapefileName').order).toBe('desc');
  });

  it('goes back to the first page on a new search, and keeps the state for the same search', () => {
    const state = { ...INITIAL_LIST_STATE, page: 2, search: 'ranch' };
    expect(withSearch(state, 'ranch ')).toBe(state);
    expect(withSearch(state, 'farm')).toMatchObject({ search: 'farm', page: 0 });
    expect(withSearch(state, '  ')).toMatchObject({ search: '', page: 0 });
  });

  it('goes back to the first page when the page size changes', () => {
    expect(withRowsPerPage({ ...INITIAL_LIST_STATE, page: 5 }, 50)).toMatchObject({
      rowsPerPage: 50,
      page: 0,
    });
  });

  it('reads a shapefile id from the URL hash, and nothing else', () => {
    expect(shapefileIdFromHash(`#${ID}`)).toBe(ID);
    expect(shapefileIdFromHash(ID.toUpperCase())).toBe(ID.toUpperCase());
    expect(shapefileIdFromHash('')).toBeNull();
    expect(shapefileIdFromHash('#contact')).toBeNull();
  });

  it('auto-expands the only result of a search, never an unsearched single row', () => {
    const one = { items: [{ shapefileId: ID }], total: 1 };
    const searching = { ...INITIAL_LIST_STATE, search: 'ranch' };
    expect(autoExpandedId(searching, one)).toBe(ID);
    expect(autoExpandedId(INITIAL_LIST_STATE, one)).toBeNull();
    expect(autoExpandedId(searching, { items: [{ shapefileId: ID }], total: 2 })).toBeNull();
    expect(autoExpandedId(searching, undefined)).toBeNull();
  });
});
