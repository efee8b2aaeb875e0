import { DEFAULT_SHAPEFILE_PAGE_SIZE } from '@ecotone/contracts';
import { isPageSize, type ShapefilePageSize } from './list-query';

/** specs/1 section 2.1: rows per page is "remembered as a rows-per-page setting", per browser. */
export const ROWS_PER_PAGE_STORAGE_KEY = 'ecotone.shapefiles.rowsPerPage';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type RowsPerPageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored page size, or the default for none, a value this version does not offer, or junk. */
export function readRowsPerPage(storage: RowsPerPageStorage | undefined): ShapefilePageSize {
  const stored = Number(storage?.getItem(ROWS_PER_PAGE_STORAGE_KEY));
  return isPageSize(stored) ? stored : DEFAULT_SHAPEFILE_PAGE_SIZE;
}

export function storeRowsPerPage(
  storage: RowsPerPageStorage | undefined,
  rowsPerPage: ShapefilePageSize,
): void {
  try {
    storage?.setItem(ROWS_PER_PAGE_STORAGE_KEY, String(rowsPerPage));
  } catch (error) {
    // Private browsing or a full quota: the choice still applies while the page is open.
    console.warn('Could not remember the rows per page', error);
  }
}
