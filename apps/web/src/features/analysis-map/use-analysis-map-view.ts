import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasemapKind } from '../../map/basemap';
import type { BasemapDisplay } from '../../map/basemap-display';
import { mapLocale } from '../../map/map-locale';
import { MapView } from '../../map/map-view';
import { useMapConfig } from '../../map/use-map-config';
import { usePreferences } from '../preferences';

/**
 * The analysis map's MapView: created once the server's basemaps are known, destroyed with the
 * component. React holds it in state (so effects can feed it) and never owns the map itself.
 */
export function useAnalysisMapView(basemap: BasemapKind): {
  containerRef: RefObject<HTMLDivElement | null>;
  view: MapView | null;
  basemapDisplay: BasemapDisplay | null;
} {
  const { t } = useTranslation();
  const { units } = usePreferences();
  const { basemaps, pending } = useMapConfig();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [basemapDisplay, setBasemapDisplay] = useState<BasemapDisplay | null>(null);
  const startWith = useRef({ t, units, basemap });
  useEffect(() => {
    startWith.current = { t, units, basemap };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (pending || !container) return;
    const { t: translate, units: scaleUnit, basemap: chosen } = startWith.current;
    const mapView = new MapView({
      container,
      basemaps,
      basemap: chosen,
      onBasemapDisplay: setBasemapDisplay,
      locale: mapLocale(translate),
      scaleUnit,
    });
    mapView.setShapeStyle({ visible: true, filled: false });
    setBasemapDisplay(mapView.basemapDisplay);
    let active = true;
    void mapView.whenLoaded().then(() => {
      if (active) setView(mapView);
    });
    return () => {
      active = false;
      setView(null);
      mapView.destroy();
    };
  }, [basemaps, pending]);

  useEffect(() => {
    view?.setBasemap(basemap);
  }, [view, basemap]);

  useEffect(() => {
    view?.setScaleUnit(units);
  }, [view, units]);

  return { containerRef, view, basemapDisplay };
}
