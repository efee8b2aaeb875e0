import type { MapConfig } from '@ecotone/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasemapKind } from '../../../map/basemap';
import type { BasemapDisplay } from '../../../map/basemap-display';
import { boundsOf } from '../../../map/bounds';
import { DrawController } from '../../../map/draw-controller';
import { mapLocale } from '../../../map/map-locale';
import { MapView } from '../../../map/map-view';
import type { DrawMode, DrawnShape } from '../../../map/modes';
import type { EditableShape } from '../../../shapes/editable-shape';
import { usePreferences } from '../../preferences';
import { toCollection } from '../shape-history';

interface UseMapViewOptions {
  basemaps: MapConfig;
  /** The user's choice (the switcher); changing it does not rebuild the map. */
  basemap: BasemapKind;
  /** The map waits for the basemap answer, so it is built once with the right style. */
  configPending: boolean;
  shapes: readonly EditableShape[];
  onDrawn: (feature: DrawnShape) => void;
}

export interface MapHandle {
  containerRef: RefObject<HTMLDivElement | null>;
  view: RefObject<MapView | null>;
  controller: RefObject<DrawController | null>;
  ready: boolean;
  mode: DrawMode;
  selectedId: string | null;
  /** What the map shows: the chosen basemap, or Natural Earth alone and why (null at first). */
  basemapDisplay: BasemapDisplay | null;
}

/**
 * Creates the map view and its draw controller in a div React renders, feeds them the shapes,
 * and mirrors the bits React shows (drawing mode, selection). React never owns the map.
 */
export function useMapView({
  basemaps,
  basemap,
  configPending,
  shapes,
  onDrawn,
}: UseMapViewOptions): MapHandle {
  const { t } = useTranslation();
  const { units } = usePreferences();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const view = useRef<MapView | null>(null);
  const controller = useRef<DrawController | null>(null);
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<DrawMode>('select');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [basemapDisplay, setBasemapDisplay] = useState<BasemapDisplay | null>(null);
  const basemapRef = useRef(basemap);
  const onDrawnRef = useRef(onDrawn);
  const shapesRef = useRef(shapes);
  const tRef = useRef(t);
  const unitsRef = useRef(units);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
    shapesRef.current = shapes;
    tRef.current = t;
    unitsRef.current = units;
    basemapRef.current = basemap;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (configPending || !container) return;
    const mapView = new MapView({
      container,
      basemaps,
      basemap: basemapRef.current,
      onBasemapDisplay: setBasemapDisplay,
      locale: mapLocale(tRef.current),
      scaleUnit: unitsRef.current,
    });
    mapView.setShapes(toCollection(shapesRef.current));
    setBasemapDisplay(mapView.basemapDisplay);
    view.current = mapView;
    let drawController: DrawController | null = null;
    let active = true;
    void mapView.whenLoaded().then(() => {
      if (!active) return;
      drawController = new DrawController(mapView, {
        onDrawn: (feature) => onDrawnRef.current(feature),
        onSelectionChange: setSelectedId,
        onModeChange: setMode,
      });
      controller.current = drawController;
      // Coming back to this step: show the shapes drawn before.
      const bounds = boundsOf(shapesRef.current);
      if (bounds) mapView.fitToBounds(bounds);
      setReady(true);
    });
    return () => {
      active = false;
      drawController?.destroy();
      mapView.destroy();
      view.current = null;
      controller.current = null;
      setReady(false);
      setMode('select');
      setSelectedId(null);
      setBasemapDisplay(null);
    };
  }, [basemaps, configPending]);

  useEffect(() => {
    view.current?.setBasemap(basemap);
  }, [basemap]);

  useEffect(() => {
    view.current?.setShapes(toCollection(shapes));
  }, [shapes]);

  useEffect(() => {
    view.current?.setScaleUnit(units);
  }, [units]);

  // Undo or clear all can take away the selected shape: nothing is selected then.
  useEffect(() => {
    if (selectedId && !shapes.some((shape) => shape.id === selectedId)) {
      controller.current?.select(null);
    }
  }, [shapes, selectedId]);

  return { containerRef, view, controller, ready, mode, selectedId, basemapDisplay };
}
