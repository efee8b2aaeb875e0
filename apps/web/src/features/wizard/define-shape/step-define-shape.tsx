import type { BBox, ShapeFeature } from '@ecotone/geometry';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../map/bounds';
import type { DrawnShape } from '../../../map/modes';
import { useMapConfig } from '../../../map/use-map-config';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { downloadFile } from '../../../ui/download-file';
import { geometryClient } from '../../../workers/geometry-client';
import type { ExportFormat } from '../../../workers/geometry-protocol';
import { useBasemapChoice } from '../../map-preview';
import type { EditorCommandId } from '../editor-commands';
import type { MaskPreview } from '../exclusion/use-mask-preview';
import { addShapes, clearShapes, deleteShapes, importShapes, toCollection } from '../shape-history';
import { type SidePanel, togglePanel } from '../side-panel';
import { visibleUploadState } from '../upload/upload-progress';
import { useShapeUpload } from '../upload/use-shape-upload';
import type { ShapeEditor } from '../use-shape-editor';
import { BasemapSwitcher } from './basemap-switcher';
import { DrawingHint } from './drawing-hint';
import { EXPORT_MEDIA_TYPES } from './export-media-types';
import { MapEditControls } from './map-edit-controls';
import { PlaceSearch } from './place-search';
import { ShapeToolbar } from './shape-toolbar';
import { SummaryPanel } from './summary-panel';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useMapHeight } from './use-map-height';
import { useMapView } from './use-map-view';
import { useMaskLayersOnMap } from './use-mask-layers-on-map';
import type { SearchOption } from './use-place-search';
import { useShapeMeasures } from './use-shape-measures';

// Opened on demand, so each is a chunk of its own (docs/architecture.md, "Bundle"): the shapefile
// list of "Select existing shape" and the upload panel are not part of the step's first view.
const SelectExistingDialog = lazy(() =>
  import('../../shapefiles').then((module) => ({ default: module.SelectExistingDialog })),
);
const UploadPanel = lazy(() =>
  import('../upload/upload-panel').then((module) => ({ default: module.UploadPanel })),
);

/** A bbox crossing the antimeridian (west > east) is unwrapped so the camera fits it. */
const unwrapped = ([west, south, east, north]: BBox): BBox =>
  west > east ? [west, south, east + 360, north] : [west, south, east, north];

/** What step 1 needs of the exclusion masks (exclusion/, docs/masks-web.md). */
export interface DefineShapeMasks {
  /** A layer is being applied: drawing, the edit controls and the toolbar are off. */
  busy: boolean;
  /** The preview drawn over the shapes at MASK_PREVIEW_OPACITY. */
  tiles: MaskPreview['tiles'];
  /** The linked shapefile already has a mask set: the exclusion panel is unavailable. */
  existingMask: boolean;
  /** The exclusion panel, shown while the side panel is 'excluder'. */
  panel: ReactNode;
}

interface StepDefineShapeProps {
  editor: ShapeEditor;
  /** "Select existing shape" chose a shapefile: its features are now the shapes. */
  onImport: (imported: ImportedShapefile) => void;
  panel: SidePanel;
  onPanelChange: (update: (panel: SidePanel) => SidePanel) => void;
  masks: DefineShapeMasks;
}

/**
 * Step 1, "Define shape" (specs/1 section 2.5): the map with drawing, search and upload, and
 * the toolbar. Every change of the shapes goes through `editor.apply` (one transaction each).
 */
export function StepDefineShape({
  editor,
  onImport,
  panel,
  onPanelChange: setPanel,
  masks,
}: StepDefineShapeProps) {
  const { t } = useTranslation();
  const { basemaps, pending } = useMapConfig();
  const [basemap, chooseBasemap] = useBasemapChoice();
  const mapHeight = useMapHeight();
  const shapes = editor.history.shapes;
  const measures = useShapeMeasures(shapes);
  const [notice, setNotice] = useState<string | null>(null);
  const [selectingExisting, setSelectingExisting] = useState(false);
  // Mounted from its first opening on, so closing it still animates.
  const [selectedExistingOnce, setSelectedExistingOnce] = useState(false);
  const selectExisting = () => {
    setSelectedExistingOnce(true);
    setSelectingExisting(true);
  };
  const { apply } = editor;
  const onDrawn = useCallback(
    (feature: DrawnShape) => apply(addShapes([feature], 'draw')),
    [apply],
  );
  const map = useMapView({ basemaps, basemap, configPending: pending, shapes, onDrawn });
  const hasShapes = shapes.length > 0;
  const { busy } = masks;

  useMaskLayersOnMap(map, masks);

  const fitTo = (features: readonly ShapeFeature[]) => {
    const bounds = boundsOf(features);
    if (bounds) map.view.current?.fitToBounds(bounds);
  };

  const run = (command: EditorCommandId) => {
    if (busy && command !== 'zoomToShapes') return;
    const controller = map.controller.current;
    switch (command) {
      case 'undo':
        return editor.undo();
      case 'redo':
        return editor.redo();
      case 'deleteSelected':
        if (map.selectedId) apply(deleteShapes([map.selectedId]));
        return;
      case 'clearAll':
        return apply(clearShapes(editor.history));
      case 'zoomToShapes':
        return fitTo(shapes);
      case 'drawPolygon':
        return controller?.setMode(
          controller.getMode() === 'drawPolygon' ? 'select' : 'drawPolygon',
        );
    }
  };
  useEditorShortcuts(map.containerRef, run);

  const uploads = useShapeUpload((uploaded: EditableShape[]) => {
    apply(addShapes(uploaded, 'upload'));
    fitTo(uploaded);
  });

  // specs/1 section 4: the shapefile's features replace the shapes (one undoable edit).
  const importExisting = (imported: ImportedShapefile) => {
    apply(importShapes(editor.history, imported.shapes));
    onImport(imported);
    fitTo(imported.shapes);
  };

  const exportShapes = async (format: ExportFormat) => {
    try {
      const file = await geometryClient.export(format, toCollection(shapes), new Date());
      downloadFile(file.content, file.fileName, EXPORT_MEDIA_TYPES[format]);
    } catch (error) {
      console.error('Export failed', error);
      setNotice(t('web.map.toolbar.exportFailed', { message: (error as Error).message }));
    }
  };

  const goTo = (option: SearchOption) => {
    const view = map.view.current;
    if (!view) return;
    if (option.kind === 'coordinates') {
      view.flyToPoint(option.longitude, option.latitude);
      view.showPlaceMarker(
        option.longitude,
        option.latitude,
        `${option.latitude}, ${option.longitude}`,
      );
    } else if (option.place.bbox) {
      // A country is framed by its box; a pin at its middle would mark nothing.
      view.fitToBounds(unwrapped(option.place.bbox));
    } else {
      view.flyToPoint(option.place.longitude, option.place.latitude);
      view.showPlaceMarker(option.place.longitude, option.place.latitude, option.place.label);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <ShapeToolbar
        panel={panel}
        onTogglePanel={(clicked) => setPanel((current) => togglePanel(current, clicked))}
        hasShapes={hasShapes}
        busy={busy}
        existingMask={masks.existingMask}
        measures={measures}
        onAddPolygon={() => map.controller.current?.setMode('drawPolygon')}
        onSelectExisting={selectExisting}
        onExport={(format) => void exportShapes(format)}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ position: 'relative', flexGrow: 1, height: mapHeight, minWidth: 0 }}>
          <Box
            ref={map.containerRef}
            role="region"
            aria-label={t('web.map.label')}
            data-testid="shape-map"
            data-ready={map.ready}
            data-mode={map.mode}
            data-selected={map.selectedId ?? ''}
            // Not position: absolute: maplibre-gl.css makes its container position: relative.
            sx={{ width: '100%', height: '100%' }}
          />
          {pending && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('web.app.loading')} />
            </Box>
          )}
          <PlaceSearch onGo={goTo} />
          <BasemapSwitcher choice={basemap} onChoose={chooseBasemap} display={map.basemapDisplay} />
          <MapEditControls
            onRun={run}
            enabled={{
              drawPolygon: map.ready && !busy,
              undo: editor.canUndo && !busy,
              redo: editor.canRedo && !busy,
              deleteSelected: map.selectedId !== null && !busy,
              clearAll: hasShapes && !busy,
              zoomToShapes: hasShapes && map.ready,
            }}
          />
          {map.mode === 'drawPolygon' && (
            <DrawingHint onCancel={() => map.controller.current?.setMode('select')} />
          )}
        </Box>
        {panel === 'info' && (
          <SummaryPanel measures={measures} onClose={() => setPanel(() => 'none')} />
        )}
        {panel === 'excluder' && (
          <Suspense
            fallback={<CircularProgress aria-label={t('masks.panel.loading')} sx={{ m: 2 }} />}
          >
            {masks.panel}
          </Suspense>
        )}
        {panel === 'upload' && (
          <Suspense fallback={<CircularProgress aria-label={t('web.app.loading')} sx={{ m: 2 }} />}>
            <UploadPanel
              uploads={{ ...uploads, state: visibleUploadState(uploads.state, shapes) }}
              onClose={() => setPanel(() => 'none')}
            />
          </Suspense>
        )}
      </Box>
      {selectedExistingOnce && (
        <Suspense fallback={null}>
          <SelectExistingDialog
            open={selectingExisting}
            onClose={() => setSelectingExisting(false)}
            onSelect={importExisting}
          />
        </Suspense>
      )}
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={8000}
        onClose={() => setNotice(null)}
      />
    </Box>
  );
}
