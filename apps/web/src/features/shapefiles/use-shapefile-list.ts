import { SHAPEFILE_SEARCH_DEBOUNCE_MS, type ShapefileSortField } from '@ecotone/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { browserStorage } from '../preferences';
import {
  INITIAL_LIST_STATE,
  type ShapefileListState,
  type ShapefilePageSize,
  sortBy,
  withRowsPerPage,
  withSearch,
} from './list-query';
import { readRowsPerPage, storeRowsPerPage } from './rows-per-page-storage';
import { fetchShapefileList, shapefileQueryKeys } from './shapefiles-api';

export type ShapefileList = ReturnType<typeof useShapefileList>;

/**
 * One page of the shapefile list and the controls that change it (specs/1 sections 2.1, 8, 9).
 * The search runs 1000 ms after typing stops, or at once with `searchNow` (Enter). While the
 * next page loads the last one stays on screen. A failed load is only logged and reads as an
 * empty list (specs/1 section 8); `retry` asks again.
 */
export function useShapefileList() {
  const [state, setState] = useState<ShapefileListState>(() => ({
    ...INITIAL_LIST_STATE,
    rowsPerPage: readRowsPerPage(browserStorage()),
  }));
  const [searchInput, setSearchInput] = useState('');

  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => withSearch(current, searchInput)),
      SHAPEFILE_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = useQuery({
    queryKey: shapefileQueryKeys.list(state),
    queryFn: ({ signal }) => fetchShapefileList(state, signal),
    placeholderData: keepPreviousData,
    // Opening the page or the modal always asks again: a shapefile just submitted must be there,
    // even within the 30 s dedupe window; paging back and forth still uses the cache.
    refetchOnMount: 'always',
  });

  useEffect(() => {
    if (query.error) console.error('Could not load the shapefile list', query.error);
  }, [query.error]);

  const searchNow = useCallback(
    () => setState((current) => withSearch(current, searchInput)),
    [searchInput],
  );
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  const setRowsPerPage = useCallback((rowsPerPage: ShapefilePageSize) => {
    storeRowsPerPage(browserStorage(), rowsPerPage);
    setState((current) => withRowsPerPage(current, rowsPerPage));
  }, []);
  const sort = useCallback(
    (field: ShapefileSortField) => setState((current) => sortBy(current, field)),
    [],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    state,
    searchInput,
    setSearchInput,
    searchNow,
    setPage,
    setRowsPerPage,
    sort,
    retry,
    /** The rows shown; none while the first page loads or after a failure. */
    items: query.isError ? [] : (query.data?.items ?? []),
    total: query.isError ? 0 : (query.data?.total ?? 0),
    /** A search matched more rows than it counted (the server's count cap). */
    totalCapped: !query.isError && (query.data?.totalCapped ?? false),
    answer: query.isError ? undefined : query.data,
    /** Nothing to show yet: skeleton rows. */
    isPending: query.isPending,
    /** A page, sort or search is on its way (the previous rows stay). */
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
