import { useCallback, useState } from 'react';
import { type BasemapKind, DEFAULT_BASEMAP } from '../../map/basemap';
import { readBasemapChoice, storeBasemapChoice } from '../../map/basemap-choice';
import { browserStorage } from '../preferences';

/**
 * The basemap the user last chose on this browser, remembered in localStorage; the previews
 * open with it too. Until the user chooses, the map opens on `opening` (satellite by default; an
 * analysis map's theme may open on another, features/analysis-map/map-themes.ts).
 */
export function useBasemapChoice(
  opening: BasemapKind = DEFAULT_BASEMAP,
): [BasemapKind, (kind: BasemapKind) => void] {
  const [choice, setChoice] = useState(() => readBasemapChoice(browserStorage(), opening));
  const choose = useCallback((kind: BasemapKind) => {
    storeBasemapChoice(browserStorage(), kind);
    setChoice(kind);
  }, []);
  return [choice, choose];
}
