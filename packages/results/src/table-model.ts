/**
 * Sorting and paging of the results tables (specs/3 section 9 "Tables": page sizes 10, 20, 50,
 * default 10; section 4 "Table": sort direction toggles asc/desc; page resets on page-size change).
 */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** A new sorted copy; text compares in the reader's language, ties keep their order. */
export function sortRows<Row, Key extends string & keyof Row>(
  rows: readonly Row[],
  sort: SortState<Key>,
  locale: string,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[sort.key];
      const right = b.row[sort.key];
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** Clicking the sorted column flips its direction; another column starts descending (largest first). */
export function nextSort<Key extends string>(current: SortState<Key>, key: Key): SortState<Key> {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'desc' };
}

/** The rows of one page; a page past the end shows the last page rather than nothing. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return rows.slice(shown * pageSize, (shown + 1) * pageSize);
}

/**
 * specs/3 section 9 shows pagination "only if rows exceed page size"; it stays once the reader
 * picked a larger size, or they could not go back to 10.
 */
export const needsPaging = (rowCount: number): boolean => rowCount > PAGE_SIZES[0];
