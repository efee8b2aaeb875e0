import type { ResultLegend } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../map/bounds';
import { resultTileUrl } from '../../../map/result-layers';
import { LegendView, useAnalysisMapView } from '../../analysis-map';
import { useBasemapChoice } from '../../map-preview';
import { useShapefileGeoJson } from '../../shapefiles';

const FIT_PADDING = 24;
const FIT_MAX_ZOOM = 14;

export interface AnalysisMapProps {
  /** The assessment's shape, outlined and fitted to. */
  shapefileId: string;
  /** The stored raster layer to draw (`/api/geo/tiles-dynamic/{analysisId}/{layerId}/...`). */
  analysisId?: string;
  layerId?: string;
  /** The layer's legend, shown below the map. */
  legend?: ResultLegend | null;
  /** What the map shows, its accessible name and caption. */
  label: string;
  testId?: string;
}

/**
 * specs/3 AnalysisMap (layerId): a compact map of one stored layer under the assessment's shape
 * outline, fitted to the shape, with the layer's legend below. Without a layer, the shape alone.
 * Drawn by the app's one map wrapper (MapView); React never owns the map. For print, the map as
 * last drawn is copied into an image (a WebGL canvas does not print reliably).
 */
export function AnalysisMap({
  shapefileId,
  analysisId,
  layerId,
  legend,
  label,
  testId = 'assessment-map',
}: AnalysisMapProps) {
  const { t } = useTranslation();
  const [basemap] = useBasemapChoice();
  const shape = useShapefileGeoJson(shapefileId);
  const { containerRef, view } = useAnalysisMapView(basemap);
  const [printImage, setPrintImage] = useState<string | null>(null);

  useEffect(() => {
    if (!view || !analysisId || !layerId) return;
    view.setResultLayers([
      { id: layerId, kind: 'raster', tiles: resultTileUrl(analysisId, layerId) },
    ]);
    view.showResultLayers([{ layerId, opacity: 1 }]);
  }, [view, analysisId, layerId]);

  useEffect(() => {
    if (!view || !shape.data) return;
    view.setShapes(shape.data);
    const bounds = boundsOf(shape.data.features);
    if (bounds) view.jumpToBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
  }, [view, shape.data]);

  // Each time the map settles (tiles loaded, camera still), its picture is kept for print.
  useEffect(() => {
    if (!view || !shape.data) return;
    let active = true;
    const capture = () => {
      // Hidden (print media: the picture is what shows), the map redraws at no size: keep the
      // last picture taken on screen.
      const box = containerRef.current;
      if (!box || box.offsetWidth === 0 || box.offsetHeight === 0) return;
      void view.captureImage().then(
        (picture) => {
          if (active) setPrintImage(picture.image.toDataURL('image/png'));
        },
        () => {},
      );
    };
    const unsubscribe = view.onSettled(capture);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [view, shape.data, containerRef]);

  const ready = view !== null && shape.isSuccess;
  return (
    <Stack spacing={1} component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Box
        role="region"
        aria-label={t('assessment.map.label', { layer: label })}
        data-ready={ready}
        data-print-ready={printImage !== null}
        className="assessment-map-screen"
        sx={{
          position: 'relative',
          height: { xs: 280, sm: 360 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <div
          ref={containerRef}
          data-testid={`${testId}-canvas`}
          style={{ width: '100%', height: '100%' }}
        />
        {!ready && (
          <Box
            role="status"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
          >
            <Box sx={{ textAlign: 'center' }}>
              <CircularProgress aria-hidden />
              <Typography>{t('assessment.map.loading')}</Typography>
            </Box>
          </Box>
        )}
      </Box>
      {printImage && (
        <Box
          component="img"
          src={printImage}
          alt={t('assessment.map.label', { layer: label })}
          className="assessment-map-print"
          data-testid={`${testId}-print`}
          sx={{ display: 'none', width: '100%', border: 1, borderColor: 'divider' }}
        />
      )}
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {legend && <LegendView legend={legend} />}
    </Stack>
  );
}
