import { SHAPEFILE_PAGE_SIZES, type ShapefileListItem } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageSize } from './list-query';
import { DATA_COLUMNS, isNumericColumn, useColumnLabel } from './shapefile-cells';
import { ShapefileListEmpty } from './shapefile-list-empty';
import type { ShapefileList } from './use-shapefile-list';
import { visuallyHidden } from './visually-hidden';

interface ShapefileTableProps {
  list: ShapefileList;
  /** A column before the data (the modal's radio), with its header text. */
  leadingHeader?: string;
  /** Columns after the data (the page's Download and Details), by header text. */
  trailingHeaders?: readonly string[];
  /** The rows of one page: each renders its own row(s) with the data cells. */
  renderRow: (item: ShapefileListItem) => ReactNode;
  /** Shown under 'No shapefiles yet' (the page links to New assessment). */
  emptyAction?: ReactNode;
  testId: string;
}

const SKELETON_ROWS = ['first', 'second', 'third'] as const;

/**
 * The shapefile table shared by the list page and the Select Existing Shape modal: sortable
 * headers, loading, empty and failed states, and server-side paging (specs/1 section 2.1).
 */
export function ShapefileTable({
  list,
  leadingHeader,
  trailingHeaders = [],
  renderRow,
  emptyAction,
  testId,
}: ShapefileTableProps) {
  const { t } = useTranslation();
  const columnLabel = useColumnLabel();
  const columnKeys = [
    ...(leadingHeader ? ['leading'] : []),
    ...DATA_COLUMNS,
    ...trailingHeaders.map((_, index) => `trailing-${index}`),
  ];
  const { state } = list;

  return (
    <Box sx={{ position: 'relative' }}>
      {list.isFetching && !list.isPending && (
        <LinearProgress
          aria-label={t('shapefiles.table.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <TableContainer>
        <Table
          size="small"
          aria-label={t('shapefiles.table.label')}
          aria-busy={list.isFetching}
          data-testid={testId}
          data-total={list.total}
          data-state={list.isPending ? 'loading' : list.isError ? 'failed' : 'ready'}
        >
          <TableHead>
            <TableRow>
              {leadingHeader && (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {leadingHeader}
                  </Box>
                </TableCell>
              )}
              {DATA_COLUMNS.map((field) => {
                const active = state.orderBy === field;
                return (
                  <TableCell
                    key={field}
                    align={isNumericColumn(field) ? 'right' : 'left'}
                    sortDirection={active ? state.order : false}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? state.order : 'asc'}
                      onClick={() => list.sort(field)}
                      data-testid={`shapefile-sort-${field}`}
                    >
                      {columnLabel(field)}
                      {active && (
                        <Box component="span" sx={visuallyHidden}>
                          {state.order === 'desc'
                            ? t('shapefiles.table.sortedDescending')
                            : t('shapefiles.table.sortedAscending')}
                        </Box>
                      )}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
              {trailingHeaders.map((header) => (
                <TableCell key={header} align="center">
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending &&
              SKELETON_ROWS.map((row) => (
                <TableRow key={row} aria-hidden>
                  {columnKeys.map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!list.isPending && list.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnKeys.length}>
                  <ShapefileListEmpty list={list} action={emptyAction} />
                </TableCell>
              </TableRow>
            )}
            {list.items.map(renderRow)}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // -1 is MUI's "unknown count": Next stays on past the counted matches.
        count={list.totalCapped ? -1 : list.total}
        page={list.total === 0 ? 0 : state.page}
        rowsPerPage={state.rowsPerPage}
        rowsPerPageOptions={[...SHAPEFILE_PAGE_SIZES]}
        onPageChange={(_, page) => list.setPage(page)}
        onRowsPerPageChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) list.setRowsPerPage(size);
        }}
        labelRowsPerPage={t('shapefiles.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('shapefiles.table.displayedRowsMore', { from, to, count: list.total })
            : t('shapefiles.table.displayedRows', { from, to, count })
        }
        data-testid={`${testId}-pagination`}
      />
    </Box>
  );
}
