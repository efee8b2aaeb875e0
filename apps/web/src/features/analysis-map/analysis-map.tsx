import type { ScriptType } from '@ecotone/analysis';
import type { ResultLayerReference } from '@ecotone/contracts';
import LayersIcon from '@mui/icons-material/Layers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasemapFallbackText } from '../../map/use-basemap-fallback-text';
import { useBasemapChoice } from '../map-preview';
import { MapSnapshotButton, type SnapshotLayer } from '../map-snapshot';
import { browserStorage, usePreferences } from '../preferences';
import { useShapefileDetail, useShapefileGeoJson } from '../shapefiles';
import { type FeatureClick, FeaturePopup } from './feature-popup';
import { InsetMap } from './inset-map';
import type { LayerInput } from './layer-state';
import { LayersPanel, PANEL_WIDTH } from './layers-panel';
import { MapNotices } from './map-notices';
import { DEFAULT_MAP_OPTIONS, type MapOptions, readAutoZoom, storeAutoZoom } from './map-options';
import { legendAtStart, mapThemeOf } from './map-themes';
import { MapToolbar } from './map-toolbar';
import { type RasterValuesClick, RasterValuesPopup } from './raster-values-popup';
import { TimeLapseLayer } from './time-lapse-layer';
import { labelInUnits } from './unit-label';
import { useAnalysisMapView } from './use-analysis-map-view';
import { useLayerPanel } from './use-layer-panel';
import { useLocationMarker } from './use-location-marker';
import { layerBounds, siteBounds, useMapSync, zoomTo } from './use-map-sync';
import { useVectorData, vectorDataKey } from './use-vector-data';

export interface AnalysisMapProps {
  analysisId: string;
  shapefileId: string;
  /** The tool: its map theme (map-themes.ts) says how the map opens. */
  scriptType: ScriptType;
  /** The tool's name, for the map's accessible name. */
  toolLabel: string;
  /** The tool's layers; null while it has no result (pending, failed, loading). */
  layers: { images: ResultLayerReference[]; vectors: ResultLayerReference[] } | null;
  /** Why there are no layers yet, shown over the map and in the panel. */
  emptyText: string | null;
  /** The tool's result is being fetched. */
  loading: boolean;
}

const NONE: ResultLayerReference[] = [];

/**
 * specs/3 "Analysis map": the analysed shape outlined on the satellite basemap, the tool's
 * layers in a left drawer (with their legends), options, zoom and the time-lapse player.
 */
export function AnalysisMap({
  analysisId,
  shapefileId,
  scriptType,
  toolLabel,
  layers,
  emptyText,
  loading,
}: AnalysisMapProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const theme = mapThemeOf(scriptType);
  const [basemap, chooseBasemap] = useBasemapChoice(theme.basemap);
  const { containerRef, view, basemapDisplay } = useAnalysisMapView(basemap);
  const shape = useShapefileGeoJson(shapefileId);
  const images = layers?.images ?? NONE;
  const vectors = layers?.vectors ?? NONE;
  const vectorData = useVectorData(vectors);
  const inputs = useMemo<LayerInput[]>(
    () => [
      ...images.map((layer) => ({ layer, kind: 'raster' as const })),
      ...vectors.map((layer) => ({
        layer,
        kind: 'vector' as const,
        disabled: vectorData[layer.layerId]?.data?.features.length === 0,
      })),
    ],
    [images, vectors, vectorData],
  );
  const panel = useLayerPanel(inputs, theme);
  const detail = useShapefileDetail(shapefileId);
  const { units } = usePreferences();
  // The snapshot is of the first layer shown (the active one in single-layer mode).
  const snapshotLayer = useMemo<SnapshotLayer | null>(() => {
    const first = panel.visible[0];
    const layer = first && [...images, ...vectors].find((l) => l.layerId === first.layerId);
    return layer
      ? { layerId: layer.layerId, label: labelInUnits(layer.label, units), legend: layer.legend }
      : null;
  }, [panel.visible, images, vectors, units]);
  const captureImage = useCallback(
    () => (view ? view.captureImage() : Promise.reject(new Error('the map is not ready'))),
    [view],
  );
  const [panelOpen, setPanelOpen] = useState(true);
  const [options, setOptions] = useState<MapOptions>(DEFAULT_MAP_OPTIONS);
  const [autoZoom, setAutoZoom] = useState(() => readAutoZoom(browserStorage()));
  const [click, setClick] = useState<FeatureClick | null>(null);
  const [rasterClick, setRasterClick] = useState<RasterValuesClick | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fallback = useBasemapFallbackText(basemapDisplay);

  useMapSync({
    view,
    analysisId,
    shape: shape.data,
    images,
    vectors,
    vectorData,
    visible: panel.visible,
    options,
  });
  useLocationMarker(view, options.showLocation, () => {
    setNotice(t('analysisMap.options.locationFailed'));
    setOptions((current) => ({ ...current, showLocation: false }));
  });

  // Auto zoom: a layer that just turned on is zoomed to (its features, or the site).
  const previousActive = useRef(panel.state.active);
  useEffect(() => {
    const before = previousActive.current;
    previousActive.current = panel.state.active;
    if (!view || !autoZoom) return;
    const added = panel.entries.find(
      (entry) => panel.state.active.includes(entry.id) && !before.includes(entry.id),
    );
    if (added) zoomTo(view, layerBounds(added, vectorData, shape.data));
  }, [view, autoZoom, panel.state.active, panel.entries, vectorData, shape.data]);

  // A click shows the clicked feature of a vector layer, or else each shown raster's value there.
  useEffect(() => {
    if (!view) return;
    return view.onClick((point) => {
      const hit = view.resultFeatureAt([point.x, point.y]);
      const layer = hit && vectors.find((candidate) => candidate.layerId === hit.layerId);
      setClick(layer && hit ? { layer, properties: hit.properties, x: point.x, y: point.y } : null);
      const shownRasters = images.filter((image) =>
        panel.visible.some((shown) => shown.layerId === image.layerId),
      );
      setRasterClick(
        !hit && shownRasters.length > 0 ? { ...point, analysisId, layers: shownRasters } : null,
      );
    });
  }, [view, vectors, images, panel.visible, analysisId]);

  const clearCache = () => {
    for (const layer of vectors)
      void queryClient.invalidateQueries({ queryKey: vectorDataKey(layer.url) });
    view?.reloadResultLayers();
    setNotice(t('analysisMap.options.cacheCleared'));
  };
  const bounds = siteBounds(shape.data);
  const left = panelOpen ? { xs: 0, sm: PANEL_WIDTH } : 0;
  const failedLayer = vectors.find((layer) => vectorData[layer.layerId]?.failed);

  return (
    <Box
      role="region"
      aria-label={t('analysisMap.region', { tool: toolLabel })}
      data-testid="analysis-map"
      data-theme={theme.id}
      data-ready={view !== null && shape.isSuccess}
      sx={{
        position: 'relative',
        height: { xs: 560, md: 'calc(100vh - 260px)' },
        minHeight: 480,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* The map area, right of the open panel: what lies over the map is placed within it. */}
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, right: 0, left }}>
        {/* MapLibre makes its container position: relative, so it fills this placed box. */}
        <div
          ref={containerRef}
          data-testid="analysis-map-canvas"
          style={{ width: '100%', height: '100%' }}
        />
        {!view && (
          <Box
            role="status"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
          >
            <Box sx={{ textAlign: 'center' }}>
              <CircularProgress aria-hidden />
              <Typography>{t('analysisMap.loading')}</Typography>
            </Box>
          </Box>
        )}
        <MapToolbar
          options={options}
          onOption={(option, on) => setOptions((current) => ({ ...current, [option]: on }))}
          basemap={basemap}
          onBasemap={chooseBasemap}
          autoZoom={autoZoom}
          onAutoZoom={(on) => {
            storeAutoZoom(browserStorage(), on);
            setAutoZoom(on);
          }}
          onZoomToSite={() => view && zoomTo(view, bounds)}
          onClearCache={clearCache}
        >
          <MapSnapshotButton
            captureMap={captureImage}
            layer={snapshotLayer}
            defaults={{
              title: detail.data?.siteName ?? detail.data?.shapefileName ?? toolLabel,
              subtitle: detail.data?.siteName ? detail.data.shapefileName : toolLabel,
            }}
            textsScope={analysisId}
          />
        </MapToolbar>
        <MapNotices
          notices={[
            fallback && { id: 'basemap-notice', severity: 'info', text: fallback },
            shape.isError && {
              id: 'shape-failed',
              severity: 'error',
              text: t('analysisMap.shapeFailed'),
            },
            failedLayer && {
              id: 'layer-failed',
              severity: 'warning',
              text: t('analysisMap.layerFailed', { layer: failedLayer.label }),
            },
            emptyText && { id: 'analysis-map-empty', severity: 'info', text: emptyText },
          ]}
        />
        <TimeLapseLayer panel={panel} initialSpeed={theme.timeLapseSpeed} />
        {options.insetMap && shape.data && bounds && (
          <InsetMap
            shape={shape.data}
            center={[(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2]}
          />
        )}
        {click && <FeaturePopup click={click} onClose={() => setClick(null)} />}
        {rasterClick && (
          <RasterValuesPopup click={rasterClick} onClose={() => setRasterClick(null)} />
        )}
      </Box>
      {panelOpen ? (
        <LayersPanel
          panel={panel}
          vectors={vectorData}
          loading={loading}
          emptyText={emptyText ?? (layers ? t('analysisMap.noLayers') : null)}
          legendAtStart={legendAtStart(panel.state, theme, window.innerWidth)}
          onClose={() => setPanelOpen(false)}
        />
      ) : (
        <Button
          variant="contained"
          color="inherit"
          startIcon={<LayersIcon />}
          onClick={() => setPanelOpen(true)}
          data-testid="map-panel-open"
          sx={{ position: 'absolute', top: 10, left: 10, zIndex: 1, bgcolor: 'background.paper' }}
        >
          {t('analysisMap.layers.title')}
        </Button>
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
