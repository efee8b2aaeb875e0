import GpsIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchOption, usePlaceSearch } from './use-place-search';

const AttributionContext = createContext<string | null>(null);

/** The dropdown with the data attribution under the results (GeoNames for places). */
function AttributedPaper({ children, ...props }: PaperProps) {
  const { t } = useTranslation();
  const attribution = use(AttributionContext);
  return (
    <Paper {...props}>
      {children}
      {attribution && (
        <Typography
          variant="caption"
          component="div"
          sx={{ px: 2, py: 0.5, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
          data-testid="place-search-attribution"
        >
          {t('web.map.search.attribution', { source: attribution })}
        </Typography>
      )}
    </Paper>
  );
}

const optionLabel = (option: SearchOption): string =>
  option.kind === 'coordinates' ? `${option.latitude}, ${option.longitude}` : option.place.label;

/** Place search at the top left of the map: a place name, or 'lat, lon' to go straight there. */
export function PlaceSearch({ onGo }: { onGo: (option: SearchOption) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = usePlaceSearch(text);
  let noOptionsText: string = t('web.map.search.noResults');
  if (search.tooShort) noOptionsText = t('web.map.search.typeMore');
  else if (search.failed) noOptionsText = t('web.map.search.failed');

  return (
    <AttributionContext value={search.tooShort ? null : search.attribution}>
      <Autocomplete<SearchOption, false, false, false>
        sx={{
          position: 'absolute',
          top: 10,
          left: 10,
          width: 'min(380px, calc(100% - 80px))',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 2,
        }}
        options={search.options}
        filterOptions={(options) => options}
        autoHighlight
        clearOnBlur={false}
        forcePopupIcon={false}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_event, option) => {
          if (!option) return;
          setText(optionLabel(option));
          onGo(option);
        }}
        getOptionLabel={optionLabel}
        getOptionKey={(option) => (option.kind === 'place' ? option.place.id : 'coordinates')}
        loading={search.loading}
        loadingText={t('web.map.search.searching')}
        noOptionsText={noOptionsText}
        slots={{ paper: AttributedPaper }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
            {option.kind === 'coordinates' ? (
              <GpsIcon fontSize="small" color="action" />
            ) : option.place.kind === 'country' ? (
              <PublicIcon fontSize="small" color="action" />
            ) : (
              <PlaceIcon fontSize="small" color="action" />
            )}
            <Box>
              <Typography variant="body2">
                {option.kind === 'coordinates'
                  ? t('web.map.search.goTo', {
                      latitude: option.latitude,
                      longitude: option.longitude,
                    })
                  : option.place.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {option.kind === 'coordinates'
                  ? t('web.map.search.coordinates')
                  : t(`web.map.search.kinds.${option.place.kind}`)}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('web.map.search.label')}
            placeholder={t('web.map.search.placeholder')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'place-search-input' },
            }}
          />
        )}
      />
    </AttributionContext>
  );
}
