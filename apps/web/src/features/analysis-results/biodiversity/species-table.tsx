import type { RedListCategory, SpeciesRecord } from '@ecotone/analysis';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import {
  activeFilterCount,
  DEFAULT_SPECIES_SORT,
  filterSpecies,
  NO_SPECIES_FILTERS,
  nextSpeciesSort,
  type SpeciesFilters,
  type SpeciesSort,
  type SpeciesSortKey,
  sortSpecies,
  speciesClasses,
} from '@ecotone/results/biodiversity/biodiversity-model';
import {
  RED_LIST_COLOURS,
  RED_LIST_TEXT_COLOURS,
} from '@ecotone/results/biodiversity/red-list-colours';
import { DEFAULT_PAGE_SIZE, needsPaging, PAGE_SIZES, pageOf } from '@ecotone/results/table-model';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';
import { SpeciesFiltersDrawer } from './species-filters';

const TAXONOMY = ['kingdom', 'phylum', 'class', 'order', 'family', 'genus'] as const;

/**
 * specs/3 generic data table for the species: sorted by Red List severity until the reader sorts
 * otherwise, pages of 10, 20 or 50 (pagination above the table once rows exceed a page or a
 * filter is set), the 'Filters' drawer with its reset, rows that expand (button, keyboard) into
 * the taxonomy from kingdom to genus, and 'Results not available' when nothing is left.
 */
export function SpeciesTable({
  species,
  categoryName,
}: {
  species: SpeciesRecord[];
  categoryName: (category: RedListCategory) => string;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  const headingId = useId();
  const rowIds = useId();
  const [sort, setSort] = useState<SpeciesSort>(DEFAULT_SPECIES_SORT);
  const [filters, setFilters] = useState<SpeciesFilters>(NO_SPECIES_FILTERS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const classes = useMemo(() => speciesClasses(species, locale), [species, locale]);
  const rows = useMemo(
    () => sortSpecies(filterSpecies(species, filters), sort, locale),
    [species, filters, sort, locale],
  );
  const filtered = activeFilterCount(filters);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const applyFilters = (next: SpeciesFilters) => {
    setFilters(next);
    setPage(0);
  };
  const columns: { key: SpeciesSortKey; label: string; numeric: boolean }[] = [
    {
      key: 'scientificName',
      label: t('biodiversityResults.species.scientificName'),
      numeric: false,
    },
    { key: 'threatCategory', label: t('biodiversityResults.species.category'), numeric: false },
    { key: 'class', label: t('biodiversityResults.species.class'), numeric: false },
    { key: 'shareOfRange', label: t('biodiversityResults.species.shareOfRange'), numeric: true },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="species-table-section">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={headingId} variant="subtitle1" component="h3">
          {t('biodiversityResults.species.tableTitle')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FilterListIcon />}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
          data-testid="species-filters-open"
        >
          {filtered > 0
            ? t('biodiversityResults.filters.active', { count: filtered })
            : t('biodiversityResults.filters.open')}
        </Button>
      </Box>
      {(needsPaging(rows.length) || filtered > 0) && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('biodiversityResults.species.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('biodiversityResults.species.displayedRows', { from, to, count })
          }
          data-testid="species-pagination"
        />
      )}
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} data-testid="species-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === column.key ? sort.direction : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : 'asc'}
                    onClick={() => setSort((current) => nextSpeciesSort(current, column.key))}
                    data-testid={`species-sort-${column.key}`}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} data-testid="species-empty">
                  {t('biodiversityResults.unavailable')}
                </TableCell>
              </TableRow>
            )}
            {pageOf(rows, shownPage, pageSize).map((record, index) => {
              const expanded = open.has(record.scientificName);
              const detailsId = `${rowIds}-${shownPage}-${index}`;
              return (
                <Fragment key={record.scientificName}>
                  <TableRow data-testid="species-row">
                    <TableCell component="th" scope="row">
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <IconButton
                          size="small"
                          aria-expanded={expanded}
                          aria-controls={expanded ? detailsId : undefined}
                          aria-label={t(
                            expanded
                              ? 'biodiversityResults.species.hideTaxonomy'
                              : 'biodiversityResults.species.showTaxonomy',
                            { name: record.scientificName },
                          )}
                          onClick={() => toggle(record.scientificName)}
                          data-testid="species-expand"
                        >
                          {expanded ? (
                            <ExpandLessIcon fontSize="small" />
                          ) : (
                            <ExpandMoreIcon fontSize="small" />
                          )}
                        </IconButton>
                        <Box>
                          <Box
                            component="span"
                            sx={{ fontStyle: 'italic' }}
                            data-testid="species-name"
                          >
                            {record.scientificName}
                          </Box>
                          {record.commonName && (
                            <Typography variant="body2" color="text.secondary">
                              {record.commonName}
                            </Typography>
                          )}
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell data-testid="species-category">
                      <CategoryBadge category={record.threatCategory} name={categoryName} />
                    </TableCell>
                    <TableCell>{record.class}</TableCell>
                    <TableCell align="right">
                      {record.shareOfRange === undefined
                        ? '–'
                        : t('biodiversityResults.percent', {
                            value: formatNumber(record.shareOfRange * 100, { locale }),
                          })}
                    </TableCell>
                  </TableRow>
                  {expanded && (
                    <TableRow id={detailsId} sx={{ bgcolor: 'action.hover' }}>
                      <TableCell colSpan={columns.length} sx={{ pl: 7 }}>
                        <Box
                          component="dl"
                          sx={{
                            display: 'grid',
                            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
                            gap: 1,
                            m: 0,
                          }}
                          data-testid="species-taxonomy"
                        >
                          {TAXONOMY.map((rank) => (
                            <Box key={rank}>
                              <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12 }}>
                                {t(`biodiversityResults.species.taxonomy.${rank}`)}
                              </Box>
                              <Box
                                component="dd"
                                sx={{ m: 0, fontStyle: rank === 'genus' ? 'italic' : undefined }}
                              >
                                {record[rank] || '–'}
                              </Box>
                            </Box>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <SpeciesFiltersDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        filters={filters}
        onChange={applyFilters}
        classes={classes}
        categoryName={categoryName}
      />
    </Box>
  );
}

/** The category in its IUCN colour with its code and name as text (never colour alone). */
export function CategoryBadge({
  category,
  name,
}: {
  category: RedListCategory;
  name: (category: RedListCategory) => string;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.35)',
        bgcolor: RED_LIST_COLOURS[category],
        color: RED_LIST_TEXT_COLOURS[category],
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      {name(category)}
    </Box>
  );
}
