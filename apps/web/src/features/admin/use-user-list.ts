import type { UserListSort } from '@ecotone/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  clampUserPage,
  INITIAL_USER_LIST,
  sortUsersBy,
  USER_SEARCH_DEBOUNCE_MS,
  type UserListState,
  type UserPageSize,
  withUserPageSize,
  withUserSearch,
} from './user-list-query';
import { adminQueryKeys, fetchUserList } from './users-api';

export type UserList = ReturnType<typeof useUserList>;

/**
 * One page of the user table and the controls that change it. The search runs
 * USER_SEARCH_DEBOUNCE_MS after typing stops, or at once on Enter; while the next page loads the
 * previous rows stay on screen.
 */
export function useUserList() {
  const [state, setState] = useState<UserListState>(INITIAL_USER_LIST);
  const [searchInput, setSearchInput] = useState('');

  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => withUserSearch(current, searchInput)),
      USER_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = useQuery({
    queryKey: adminQueryKeys.list(state),
    queryFn: ({ signal }) => fetchUserList(state, signal),
    placeholderData: keepPreviousData,
  });

  // A deletion can empty the last page: step back to one that exists.
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined) setState((current) => clampUserPage(current, total));
  }, [total]);

  const searchNow = useCallback(
    () => setState((current) => withUserSearch(current, searchInput)),
    [searchInput],
  );
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  const setPageSize = useCallback(
    (pageSize: UserPageSize) => setState((current) => withUserPageSize(current, pageSize)),
    [],
  );
  const sort = useCallback(
    (field: UserListSort) => setState((current) => sortUsersBy(current, field)),
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
    setPageSize,
    sort,
    retry,
    users: query.isError ? [] : (query.data?.users ?? []),
    total: query.isError ? 0 : (query.data?.total ?? 0),
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
