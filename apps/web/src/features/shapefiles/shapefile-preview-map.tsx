import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { usePreviewMap } from '../map-preview';
import { useShapefileGeoJson } from './use-shapefile-geojson';

/** specs/1 section 2.1: 480 x 480 px (full width on a phone). */
export const PREVIEW_SIZE = 480;

/** The expanded row's map of the shapefile's shape. */
export function ShapefilePreviewMap({ shapefileId, name }: { shapefileId: string; name: string }) {
  const { t } = useTranslation();
  const shape = useShapefileGeoJson(shapefileId);
  const map = usePreviewMap(shape.data);
  return (
    <Box
      sx={{
        position: 'relative',
        width: { xs: '100%', sm: PREVIEW_SIZE },
        height: PREVIEW_SIZE,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        ref={map.containerRef}
        role="region"
        aria-label={t('shapefiles.panel.map', { name })}
        aria-busy={!map.ready}
        data-testid="shapefile-panel-map"
        data-ready={map.ready}
        sx={{ width: '100%', height: '100%' }}
      />
      {shape.isPending && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('shapefiles.panel.loading')} />
        </Box>
      )}
      {shape.isError && (
        <Alert severity="warning" sx={{ position: 'absolute', top: 8, left: 8, right: 8 }}>
          {t('shapefiles.panel.mapFailed')}
        </Alert>
      )}
    </Box>
  );
}
