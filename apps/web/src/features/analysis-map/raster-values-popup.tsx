import type { ResultLayerReference } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MapClick } from '../../map/map-view';
import { usePreferences } from '../preferences';
import { MapPopup } from './map-popup';
import { fetchRasterValues, rasterValueRows } from './raster-values';

export interface RasterValuesClick extends MapClick {
  analysisId: string;
  /** The raster layers shown when the map was clicked. */
  layers: ResultLayerReference[];
}

/**
 * The value of each shown raster where the map was clicked (the raster hit-test), in the user's
 * units: a class by its label and colour, a gradient value converted. Escape or the button
 * closes it; focus moves to it so a keyboard user can read and leave it.
 */
export function RasterValuesPopup({
  click,
  onClose,
}: {
  click: RasterValuesClick;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const layerIds = click.layers.map((layer) => layer.layerId);
  const values = useQuery({
    queryKey: ['raster-values', click.analysisId, layerIds, click.lng, click.lat],
    queryFn: ({ signal }) =>
      fetchRasterValues(click.analysisId, layerIds, { lng: click.lng, lat: click.lat }, signal),
  });
  const rows = values.data ? rasterValueRows(values.data.layers, click.layers, units, locale) : [];
  return (
    <MapPopup
      at={click}
      label={t('analysisMap.popup.rasterTitle')}
      testId="map-raster-popup"
      onClose={onClose}
      heading={<Typography variant="subtitle2">{t('analysisMap.popup.rasterTitle')}</Typography>}
    >
      {values.isPending && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', mt: 1 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t('analysisMap.popup.loading')}</Typography>
        </Stack>
      )}
      {values.isError && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {t('analysisMap.popup.failed')}
        </Typography>
      )}
      {rows.length > 0 && (
        <Stack component="dl" spacing={0.25} sx={{ m: 0, mt: 1 }}>
          {rows.map((row) => (
            <Stack key={row.layerId} direction="row" spacing={1} data-testid="map-raster-value">
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
                data-testid="map-raster-value-text"
              >
                {row.color && row.text !== null && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 12, height: 12, bgcolor: row.color, border: 1 }}
                  />
                )}
                {row.text ?? t('analysisMap.popup.noData')}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </MapPopup>
  );
}
