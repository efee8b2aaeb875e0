/**
 * specs/3 "Analysis map" options. 3D and labels default off (specs/3 "Map display type"); the
 * analysed area shows by default. Auto zoom is remembered on this browser.
 */
export interface MapOptions {
  showLocation: boolean;
  showAnalysisLayer: boolean;
  insetMap: boolean;
  threeD: boolean;
  labels: boolean;
}

export const DEFAULT_MAP_OPTIONS: MapOptions = {
  showLocation: false,
  showAnalysisLayer: true,
  insetMap: false,
  threeD: false,
  labels: false,
};

export const AUTO_ZOOM_STORAGE_KEY = 'ecotone.analysisMap.autoZoom';

type OptionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Off unless the user turned it on here (a stored value other than 'true' reads off). */
export function readAutoZoom(storage: OptionStorage | undefined): boolean {
  try {
    return storage?.getItem(AUTO_ZOOM_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeAutoZoom(storage: OptionStorage | undefined, on: boolean): void {
  try {
    storage?.setItem(AUTO_ZOOM_STORAGE_KEY, String(on));
  } catch (error) {
    // Private browsing or a full quota: the choice still applies while the page is open.
    console.warn('Could not store the auto zoom choice', error);
  }
}

/** Player speeds: one year per `YEAR_MS / speed` milliseconds. */
export const TIME_LAPSE_SPEEDS = [1, 2, 3] as const;
export type TimeLapseSpeed = (typeof TIME_LAPSE_SPEEDS)[number];
export const YEAR_MS = 1500;
export const yearInterval = (speed: TimeLapseSpeed): number => YEAR_MS / speed;
