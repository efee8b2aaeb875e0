import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapView } from '../../map/map-view';

/**
 * The "show location" option: the browser's position as a pin, flown to; off removes the pin.
 * A refusal or an unavailable position calls `onUnavailable` (the option turns itself off).
 */
export function useLocationMarker(
  view: MapView | null,
  on: boolean,
  onUnavailable: () => void,
): void {
  const { t } = useTranslation();
  const unavailable = useRef(onUnavailable);
  const label = useRef(t('analysisMap.options.yourLocation'));
  useEffect(() => {
    unavailable.current = onUnavailable;
    label.current = t('analysisMap.options.yourLocation');
  });
  useEffect(() => {
    if (!view || !on) return;
    if (!navigator.geolocation) {
      unavailable.current();
      return;
    }
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!current) return;
        view.showPlaceMarker(coords.longitude, coords.latitude, label.current);
        view.flyToPoint(coords.longitude, coords.latitude);
      },
      () => {
        if (current) unavailable.current();
      },
      { timeout: 10_000 },
    );
    return () => {
      current = false;
      view.hidePlaceMarker();
    };
  }, [view, on]);
}
