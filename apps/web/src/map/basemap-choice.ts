import { BASEMAP_KINDS, type BasemapKind, DEFAULT_BASEMAP } from './basemap';

export const BASEMAP_STORAGE_KEY = 'ecotone.basemap';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type BasemapStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Satellite unless the user chose otherwise on this browser (an unknown value included). */
export function readBasemapChoice(storage: BasemapStorage | undefined): BasemapKind {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(BASEMAP_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return BASEMAP_KINDS.find((kind) => kind === stored) ?? DEFAULT_BASEMAP;
}

export function storeBasemapChoice(storage: BasemapStorage | undefined, kind: BasemapKind): void {
  try {
    storage?.setItem(BASEMAP_STORAGE_KEY, kind);
  } catch (error) {
    // Private browsing or a full quota: the choice still applies while the page is open.
    console.warn('Could not store the basemap choice', error);
  }
}
