import { BASEMAP_KINDS, type BasemapKind, DEFAULT_BASEMAP } from './basemap';

export const BASEMAP_STORAGE_KEY = 'ecotone.basemap';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type BasemapStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the user chose on this browser, or null if nothing (an unknown value included). */
export function readStoredBasemapChoice(storage: BasemapStorage | undefined): BasemapKind | null {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(BASEMAP_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return BASEMAP_KINDS.find((kind) => kind === stored) ?? null;
}

/**
 * The user's choice on this browser, else `opening` (a map theme's basemap; satellite by
 * default, specs/3 "Map display type").
 */
export function readBasemapChoice(
  storage: BasemapStorage | undefined,
  opening: BasemapKind = DEFAULT_BASEMAP,
): BasemapKind {
  return readStoredBasemapChoice(storage) ?? opening;
}

export function storeBasemapChoice(storage: BasemapStorage | undefined, kind: BasemapKind): void {
  try {
    storage?.setItem(BASEMAP_STORAGE_KEY, kind);
  } catch (error) {
    // Private browsing or a full quota: the choice still applies while the page is open.
    console.warn('Could not store the basemap choice', error);
  }
}
