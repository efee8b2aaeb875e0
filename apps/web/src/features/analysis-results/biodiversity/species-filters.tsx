import { RED_LIST_CATEGORIES, type RedListCategory } from '@ecotone/analysis';
import {
  NO_SPECIES_FILTERS,
  type SpeciesFilters,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { RED_LIST_COLOURS } from '@ecotone/results/biodiversity/red-list-colours';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Swatch } from './biodiversity-parts';

/** Adds or removes one value of a filter list, keeping the list's order stable. */
const toggled = <Value,>(list: readonly Value[], value: Value): Value[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/**
 * specs/3 generic data table: a filter drawer titled 'Filters' with a reset button; filters by
 * Red List category and by class, applied as they are ticked.
 */
export function SpeciesFiltersDrawer({
  open,
  onClose,
  filters,
  onChange,
  classes,
  categoryName,
}: {
  open: boolean;
  onClose: () => void;
  filters: SpeciesFilters;
  onChange: (filters: SpeciesFilters) => void;
  classes: string[];
  categoryName: (category: RedListCategory) => string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 400 } },
          // @ts-expect-error data attributes pass through to the paper element
          'data-testid': 'species-filters',
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('biodiversityResults.filters.title')}
          </Typography>
          <IconButton
            aria-label={t('biodiversityResults.filters.close')}
            onClick={onClose}
            data-testid="species-filters-close"
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <FormGroup>
          <FormLabel component="legend">{t('biodiversityResults.filters.category')}</FormLabel>
          {RED_LIST_CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              control={
                <Checkbox
                  size="small"
                  checked={filters.categories.includes(category)}
                  onChange={() =>
                    onChange({ ...filters, categories: toggled(filters.categories, category) })
                  }
                  slotProps={{ input: { 'data-testid': `filter-category-${category}` } as object }}
                />
              }
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  <Swatch color={RED_LIST_COLOURS[category]} />
                  {categoryName(category)}
                </Box>
              }
            />
          ))}
        </FormGroup>
        <FormGroup>
          <FormLabel component="legend">{t('biodiversityResults.filters.class')}</FormLabel>
          {classes.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  size="small"
                  checked={filters.classes.includes(name)}
                  onChange={() => onChange({ ...filters, classes: toggled(filters.classes, name) })}
                  slotProps={{ input: { 'data-testid': `filter-class-${name}` } as object }}
                />
              }
              label={name}
            />
          ))}
        </FormGroup>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            onClick={() => onChange(NO_SPECIES_FILTERS)}
            data-testid="species-filters-reset"
          >
            {t('biodiversityResults.filters.reset')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('biodiversityResults.filters.close')}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
