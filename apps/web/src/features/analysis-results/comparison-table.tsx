import {
  type ComparisonSortKey,
  type ComparisonTableRow,
  DEFAULT_COMPARISON_SORT,
  signedDifference,
} from '@ecotone/results/land-cover-model';
import type { QuantityFormat } from '@ecotone/results/quantity-format';
import {
  DEFAULT_PAGE_SIZE,
  needsPaging,
  nextSort,
  PAGE_SIZES,
  pageOf,
  type SortState,
  sortRows,
} from '@ecotone/results/table-model';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ComparisonTableProps {
  /** Rows with the category already translated. */
  rows: ComparisonTableRow[];
  baseYear: number | null;
  studyYear: number | null;
  format: QuantityFormat;
}

/**
 * specs/3 section 2 comparison table: category, baseline year, study year, difference; sorted by
 * the baseline area, largest first, until the reader sorts otherwise; pages of 10, 20 or 50.
 */
export function ComparisonTable({ rows, baseYear, studyYear, format }: ComparisonTableProps) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<SortState<ComparisonSortKey>>(DEFAULT_COMPARISON_SORT);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const sorted = sortRows(rows, sort, i18n.resolvedLanguage ?? 'en');
  const columns: { key: ComparisonSortKey; label: string; numeric: boolean }[] = [
    { key: 'category', label: t('landCover.table.category'), numeric: false },
    {
      key: 'baselineHa',
      label: yearLabel(t('landCover.table.baselineYear'), baseYear),
      numeric: true,
    },
    { key: 'studyHa', label: yearLabel(t('landCover.table.studyYear'), studyYear), numeric: true },
    { key: 'differenceHa', label: t('landCover.table.difference'), numeric: true },
  ];
  return (
    <Box data-testid="comparison-table">
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === column.key ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : 'desc'}
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                    data-testid={`comparison-sort-${column.key}`}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageOf(sorted, page, pageSize).map((row) => (
              <TableRow key={row.category} data-testid="comparison-row">
                <TableCell>
                  <Swatch color={row.color} />
                  <span data-testid="comparison-category">{row.category}</span>
                </TableCell>
                <TableCell align="right" data-testid="comparison-baseline">
                  {format.quantity(row.baselineHa, 'ha')}
                </TableCell>
                <TableCell align="right">{format.quantity(row.studyHa, 'ha')}</TableCell>
                <TableCell align="right">
                  {signedDifference(format.quantity(row.differenceHa, 'ha'), row.differenceHa)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {needsPaging(rows.length) && (
        <TablePagination
          component="div"
          count={rows.length}
          page={Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('results.landCover.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('results.landCover.displayedRows', { from, to, count })
          }
        />
      )}
    </Box>
  );
}

const yearLabel = (label: string, year: number | null) =>
  year === null ? label : `${label} (${year})`;

/** The class colour beside its name; decorative, since the name says which class it is. */
function Swatch({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        mr: 1,
        verticalAlign: 'middle',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
