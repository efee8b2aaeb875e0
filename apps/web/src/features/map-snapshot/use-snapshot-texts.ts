import { useState } from 'react';
import { readSnapshotTexts, type SnapshotTexts, storeSnapshotTexts } from './snapshot-texts';

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The snapshot's title, subtitle and legend names, remembered in this browser as they change. */
export function useSnapshotTexts(
  scope: string,
  defaults: { title: string; subtitle: string },
): { value: SnapshotTexts; change: (change: Partial<SnapshotTexts>) => void } {
  const [value, setValue] = useState(() => readSnapshotTexts(storage(), scope, defaults));
  const change = (changes: Partial<SnapshotTexts>) => {
    const next = { ...value, ...changes };
    setValue(next);
    storeSnapshotTexts(storage(), scope, next);
  };
  return { value, change };
}
