import { useState } from 'react';
import { readSnapshotTexts, type SnapshotTexts, storeSnapshotTexts } from './snapshot-texts';

/** This browser's local storage, or none where reading it throws (blocked, opaque origin). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

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
