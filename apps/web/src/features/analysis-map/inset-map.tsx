import type { ShapeCollection } from '@ecotone/geometry';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mapLocale } from '../../map/map-locale';
import { MapView } from '../../map/map-view';

const NO_ONLINE_BASEMAPS = { satellite: null, standard: null };
const INSET_ZOOM = 2.5;

/**
 * The inset map option: where the area lies in the world, on the offline Natural Earth map (no
 * tiles to wait for), the shape filled at its centre.
 */
export function InsetMap({ shape, center }: { shape: ShapeCollection; center: [number, number] }) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const tRef = useRef(t);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const view = new MapView({
      container,
      basemaps: NO_ONLINE_BASEMAPS,
      basemap: 'standard',
      locale: mapLocale(tRef.current),
      scaleUnit: 'metric',
      controls: false,
    });
    view.jumpToPoint(center[0], center[1], INSET_ZOOM);
    void view.whenLoaded().then(() => {
      view.setShapes(shape);
      // At a world view the shape is a dot: a pin says where it is.
      view.showPlaceMarker(center[0], center[1], tRef.current('analysisMap.options.insetLabel'));
    });
    return () => view.destroy();
  }, [shape, center]);
  return (
    <Paper
      elevation={3}
      role="img"
      aria-label={t('analysisMap.options.insetLabel')}
      data-testid="map-inset"
      sx={{
        position: 'absolute',
        right: 10,
        bottom: 110,
        width: 180,
        height: 130,
        overflow: 'hidden',
        zIndex: 1,
      }}
    >
      <div ref={containerRef} style={{ width: '100%', height: '100%' }} />
    </Paper>
  );
}
