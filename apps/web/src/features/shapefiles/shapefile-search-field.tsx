import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ShapefileList } from './use-shapefile-list';

/** Search by shapefile name or creator: 1000 ms after typing stops, Enter at once (specs/1 2.1). */
export function ShapefileSearchField({
  list,
  autoFocus,
}: {
  list: ShapefileList;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      size="small"
      label={t('shapefiles.search.label')}
      placeholder={t('shapefiles.search.placeholder')}
      helperText={t('shapefiles.search.helper')}
      value={list.searchInput}
      onChange={(event) => list.setSearchInput(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // In the modal Enter must not also confirm a selection.
        event.preventDefault();
        list.searchNow();
      }}
      autoFocus={autoFocus}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200, 'data-testid': 'shapefile-search' },
      }}
    />
  );
}
