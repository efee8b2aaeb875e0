/** The table's 'Show advanced options' choice, remembered in this browser (specs/3 section 2). */
export const SHOW_ADVANCED_STORAGE_KEY = 'ecotone.analysisInputs.showAdvanced';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const readShowAdvanced = (storage: FlagStorage | undefined): boolean =>
  storage?.getItem(SHOW_ADVANCED_STORAGE_KEY) === 'true';

export function storeShowAdvanced(storage: FlagStorage | undefined, show: boolean): void {
  try {
    storage?.setItem(SHOW_ADVANCED_STORAGE_KEY, String(show));
  } catch (error) {
    // Private browsing or a full quota: the choice still applies while the table is open.
    console.warn('Could not remember the advanced options choice', error);
  }
}
