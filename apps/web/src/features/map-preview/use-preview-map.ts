import type { ShapeCollection } from '@ecotone/geometry';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../map/bounds';
import { mapLocale } from '../../map/map-locale';
import { MapView } from '../../map/map-view';
import { useMapConfig } from '../../map/use-map-config';
import { usePreferences } from '../preferences';
import { useBasemapChoice } from './use-basemap-choice';

/**
 * specs/1 section 2.1: the shapefile list's map shows the shape at zoom 14; the wizard's review
 * uses the same limit (specs/1 section 9: fit max zoom 14).
 */
export const PREVIEW_ZOOM = 14;
const PREVIEW_PADDING = 24;

/**
 * A read-only map of shapes (the wizard's MapView with its zoom and scale controls, no drawing),
 * for the shapefile list's panel and the wizard's review step. It centres on the shape at zoom 14, zooming out only as far as a larger shape needs
 * to fit. React feeds it the shape; the map itself lives in a ref.
 */
export function usePreviewMap(shape: ShapeCollection | undefined): {
  containerRef: RefObject<HTMLDivElement | null>;
  ready: boolean;
} {
  const { t } = useTranslation();
  const { units } = usePreferences();
  const { basemaps, pending } = useMapConfig();
  // The previews have no switcher: they open with the user's last choice, and fall back to
  // Natural Earth alone without a word when its tiles cannot load.
  const [basemap] = useBasemapChoice();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const view = useRef<MapView | null>(null);
  const [loaded, setLoaded] = useState(false);
  const tRef = useRef(t);
  const unitsRef = useRef(units);
  useEffect(() => {
    tRef.current = t;
    unitsRef.current = units;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (pending || !container) return;
    const mapView = new MapView({
      container,
      basemaps,
      basemap,
      locale: mapLocale(tRef.current),
      scaleUnit: unitsRef.current,
    });
    view.current = mapView;
    let active = true;
    void mapView.whenLoaded().then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
      mapView.destroy();
      view.current = null;
      setLoaded(false);
    };
  }, [basemaps, basemap, pending]);

  useEffect(() => {
    const mapView = view.current;
    if (!loaded || !mapView || !shape) return;
    mapView.setShapes(shape);
    const bounds = boundsOf(shape.features);
    if (!bounds) return;
    mapView.jumpToBounds(bounds, { padding: PREVIEW_PADDING, maxZoom: PREVIEW_ZOOM });
  }, [loaded, shape]);

  useEffect(() => {
    view.current?.setScaleUnit(units);
  }, [units]);

  return { containerRef, ready: loaded && shape !== undefined };
}
