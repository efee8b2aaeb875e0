import {
  DEFAULT_SHAPEFILE_PAGE_SIZE,
  SHAPEFILE_PAGE_SIZES,
  type ShapefileSortField,
} from '@ecotone/contracts';

export type SortOrder = 'asc' | 'desc';
export type ShapefilePageSize = (typeof SHAPEFILE_PAGE_SIZES)[number];

/**
 * What the shapefile list asks the server for (specs/1 sections 2.1 and 9). Paging, search and
 * sort all run on the server, so the page holds only this and one page of rows.
 */
export interface ShapefileListState {
  /** Zero-based, as MUI's TablePagination counts. */
  page: number;
  rowsPerPage: ShapefilePageSize;
  orderBy: ShapefileSortField;
  order: SortOrder;
  /** The search that ran ('' for none); what is being typed waits for the debounce. */
  search: string;
}

/** specs/1 section 9: newest first, 10 rows, no search. */
export const INITIAL_LIST_STATE: ShapefileListState = {
  page: 0,
  rowsPerPage: DEFAULT_SHAPEFILE_PAGE_SIZE,
  orderBy: 'createdAt',
  order: 'desc',
  search: '',
};

export const isPageSize = (value: number): value is ShapefilePageSize =>
  (SHAPEFILE_PAGE_SIZES as readonly number[]).includes(value);

/** GET /api/shape-file/list with the state's offset, limit, sort and (when any) search. */
export function listUrl(state: ShapefileListState): string {
  const params = new URLSearchParams({
    offset: String(state.page * state.rowsPerPage),
    limit: String(state.rowsPerPage),
    orderBy: state.orderBy,
    order: state.order,
  });
  const search = state.search.trim();
  if (search) params.set('search', search);
  return `/api/shape-file/list?${params.toString()}`;
}

/**
 * A click on a column header: the same column flips its order; another column starts newest or
 * largest first for dates and areas, A to Z for names. Either way the list goes back to page 1.
 */
export function sortBy(state: ShapefileListState, field: ShapefileSortField): ShapefileListState {
  const order: SortOrder =
    state.orderBy === field
      ? state.order === 'asc'
        ? 'desc'
        : 'asc'
      : field === 'shapefileName' || field === 'creator'
        ? 'asc'
        : 'desc';
  return { ...state, orderBy: field, order, page: 0 };
}

/** A new search starts at page 1; the same search again changes nothing (no refetch). */
export function withSearch(state: ShapefileListState, search: string): ShapefileListState {
  const trimmed = search.trim();
  return trimmed === state.search ? state : { ...state, search: trimmed, page: 0 };
}

/** Another page size starts at page 1, so the rows shown are never past the end. */
export function withRowsPerPage(
  state: ShapefileListState,
  rowsPerPage: ShapefilePageSize,
): ShapefileListState {
  return { ...state, rowsPerPage, page: 0 };
}

/** The shapefile id in a `/shapefile-manager#{shapefileId}` link (specs/2 section 2), or null. */
export function shapefileIdFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}

/** specs/1 section 2.1: "a single search result auto-expands" (only when searching). */
export function autoExpandedId(
  state: ShapefileListState,
  answer: { items: readonly { shapefileId: string }[]; total: number } | undefined,
): string | null {
  if (!state.search || !answer || answer.total !== 1) return null;
  return answer.items[0]?.shapefileId ?? null;
}
