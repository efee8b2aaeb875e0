import { useCallback, useState } from 'react';
import type { BasemapKind } from '../../map/basemap';
import { readBasemapChoice, storeBasemapChoice } from '../../map/basemap-choice';
import { browserStorage } from '../preferences';

/**
 * The basemap the user last chose on this browser (satellite by default), remembered in
 * localStorage; the previews open with it too.
 */
export function useBasemapChoice(): [BasemapKind, (kind: BasemapKind) => void] {
  const [choice, setChoice] = useState(() => readBasemapChoice(browserStorage()));
  const choose = useCallback((kind: BasemapKind) => {
    storeBasemapChoice(browserStorage(), kind);
    setChoice(kind);
  }, []);
  return [choice, choose];
}
