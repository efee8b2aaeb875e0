/**
 * specs/3 section 6: the snapshot's title, subtitle and legend names are remembered in this
 * browser (local storage), per analysis, so an editor who retitled a snapshot finds it again.
 */
export interface SnapshotTexts {
  title: string;
  subtitle: string;
  /** The editor's legend name of each layer, by layer id. */
  legendNames: Record<string, string>;
}

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type TextStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const snapshotTextsKey = (scope: string): string => `ecotone.mapSnapshot.${scope}`;

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The remembered texts, or the defaults (site and shapefile names) for what was never set. */
export function readSnapshotTexts(
  storage: TextStorage | undefined,
  scope: string,
  defaults: { title: string; subtitle: string },
): SnapshotTexts {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(snapshotTextsKey(scope)) ?? 'null');
  } catch {
    stored = null; // written by an older version or by hand: start again
  }
  const record =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    title: typeof record.title === 'string' ? record.title : defaults.title,
    subtitle: typeof record.subtitle === 'string' ? record.subtitle : defaults.subtitle,
    legendNames: isRecordOfStrings(record.legendNames) ? record.legendNames : {},
  };
}

export function storeSnapshotTexts(
  storage: TextStorage | undefined,
  scope: string,
  texts: SnapshotTexts,
): void {
  try {
    storage?.setItem(snapshotTextsKey(scope), JSON.stringify(texts));
  } catch (error) {
    // Private browsing or a full quota: the texts still apply while the dialog is open.
    console.warn('Could not remember the snapshot texts', error);
  }
}
