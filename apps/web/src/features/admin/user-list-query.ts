import { USER_LIST_MAX_PAGE_SIZE, type UserListSort } from '@ecotone/contracts';

export type SortOrder = 'asc' | 'desc';

/** The page sizes offered; the largest is the server's limit. */
export const USER_PAGE_SIZES = [10, 25, 50, USER_LIST_MAX_PAGE_SIZE] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

/** How long the search waits after the last keystroke before it asks the server. */
export const USER_SEARCH_DEBOUNCE_MS = 400;

/**
 * What the user table asks GET /api/users for. Search, sort and paging run on the server, so the
 * page holds only this and one page of rows.
 */
export interface UserListState {
  /** Zero-based, as MUI's TablePagination counts (the API counts from 1). */
  page: number;
  pageSize: UserPageSize;
  sort: UserListSort;
  order: SortOrder;
  /** The search that ran ('' for none); what is being typed waits for the debounce. */
  search: string;
}

/** The contract's defaults: by name, A to Z, 25 rows. */
export const INITIAL_USER_LIST: UserListState = {
  page: 0,
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  search: '',
};

export const isUserPageSize = (value: number): value is UserPageSize =>
  (USER_PAGE_SIZES as readonly number[]).includes(value);

/** GET /api/users with the state's search (when any), sort, order, page (from 1) and size. */
export function userListUrl(state: UserListState): string {
  const params = new URLSearchParams({
    sort: state.sort,
    order: state.order,
    page: String(state.page + 1),
    pageSize: String(state.pageSize),
  });
  const search = state.search.trim();
  if (search) params.set('search', search);
  return `/api/users?${params.toString()}`;
}

/**
 * A click on a column header: the same column flips its order; another column starts A to Z for
 * names and emails, newest first for dates. Either way the table goes back to page 1.
 */
export function sortUsersBy(state: UserListState, sort: UserListSort): UserListState {
  const order: SortOrder =
    state.sort === sort
      ? state.order === 'asc'
        ? 'desc'
        : 'asc'
      : sort === 'name' || sort === 'email'
        ? 'asc'
        : 'desc';
  return { ...state, sort, order, page: 0 };
}

/** A new search starts at page 1; the same search again is the same state (no refetch). */
export function withUserSearch(state: UserListState, search: string): UserListState {
  const trimmed = search.trim().slice(0, 200);
  return trimmed === state.search ? state : { ...state, search: trimmed, page: 0 };
}

/** Another page size starts at page 1, so the rows shown are never past the end. */
export function withUserPageSize(state: UserListState, pageSize: UserPageSize): UserListState {
  return { ...state, pageSize, page: 0 };
}

/**
 * After a deletion the last page may be gone: the page to show for `total` rows (the last one
 * that exists, page 1 when there are none).
 */
export function clampUserPage(state: UserListState, total: number): UserListState {
  const lastPage = Math.max(0, Math.ceil(total / state.pageSize) - 1);
  return state.page > lastPage ? { ...state, page: lastPage } : state;
}
