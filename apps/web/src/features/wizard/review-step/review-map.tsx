import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../map/bounds';
import { MapView } from '../../../map/map-view';
import { usePreferences } from '../../preferences/use-preferences';
import { useMapConfig } from '../define-shape/use-map-config';
import { type EditableShape, toCollection } from '../shape-history';

/**
 * The review step's preview: the same MapView (and basemap) as step 1, without the draw
 * controller, so the shapes can be looked at, panned and zoomed but not changed. It is fitted to
 * the shapes once loaded; the shapes cannot change while the review step is open.
 */
export function ReviewMap({ shapes }: { shapes: readonly EditableShape[] }) {
  const { t } = useTranslation();
  const { units } = usePreferences();
  const { basemap, pending } = useMapConfig();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The map is built once per basemap; these are read then, not watched.
  const built = useRef({ shapes, units, t });
  useEffect(() => {
    built.current = { shapes, units, t };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (pending || !container) return;
    const { shapes: initialShapes, units: scaleUnit, t: translate } = built.current;
    const view = new MapView({
      container,
      basemap,
      scaleUnit,
      locale: {
        'CooperativeGesturesHandler.WindowsHelpText': translate('web.map.gestures.windows'),
        'CooperativeGesturesHandler.MacHelpText': translate('web.map.gestures.mac'),
        'CooperativeGesturesHandler.MobileHelpText': translate('web.map.gestures.mobile'),
        'NavigationControl.ZoomIn': translate('web.map.controls.zoomIn'),
        'NavigationControl.ZoomOut': translate('web.map.controls.zoomOut'),
        'AttributionControl.ToggleAttribution': translate('web.map.controls.toggleAttribution'),
      },
    });
    view.setShapes(toCollection(initialShapes));
    let active = true;
    void view.whenLoaded().then(() => {
      if (!active) return;
      const bounds = boundsOf(initialShapes);
      if (bounds) view.fitToBounds(bounds);
      setLoaded(true);
    });
    return () => {
      active = false;
      view.destroy();
      setLoaded(false);
    };
  }, [basemap, pending]);

  return (
    <Box
      sx={{
        position: 'relative',
        height: { xs: 280, md: 380 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        ref={containerRef}
        role="region"
        aria-label={t('review.mapLabel')}
        aria-busy={!loaded}
        data-testid="review-map"
        data-loaded={loaded}
        sx={{ position: 'absolute', inset: 0 }}
      />
      {!loaded && (
        <CircularProgress
          size={32}
          aria-label={t('web.app.loading')}
          sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2, ml: -2 }}
        />
      )}
    </Box>
  );
}
