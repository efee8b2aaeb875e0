/** specs/1 section 9, "Wizard and map": the view, limits and fit of the define-shape map. */
export const DEFAULT_VIEW = { center: [-107.457, 44.497] as [number, number], zoom: 3 };
export const MIN_ZOOM = 1.5;
export const FIT_PADDING = 40;
export const FIT_MAX_ZOOM = 14;
/** A searched place without a bounding box is shown at this zoom. */
export const PLACE_ZOOM = 10;
