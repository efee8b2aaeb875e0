import type { TFunction } from 'i18next';

/** MapLibre's own control texts in the user's language; every map of the app passes these. */
export function mapLocale(t: TFunction): Record<string, string> {
  return {
    'CooperativeGesturesHandler.WindowsHelpText': t('web.map.gestures.windows'),
    'CooperativeGesturesHandler.MacHelpText': t('web.map.gestures.mac'),
    'CooperativeGesturesHandler.MobileHelpText': t('web.map.gestures.mobile'),
    'NavigationControl.ZoomIn': t('web.map.controls.zoomIn'),
    'NavigationControl.ZoomOut': t('web.map.controls.zoomOut'),
    'NavigationControl.ResetBearing': t('web.map.controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('web.map.controls.toggleAttribution'),
  };
}
