import { MASK_PREVIEW_OPACITY } from '@ecotone/contracts';
import { useEffect } from 'react';
import type { MaskPreview } from '../exclusion/use-mask-preview';
import type { MapHandle } from './use-map-view';

/**
 * The exclusion masks on step 1's map (docs/masks-web.md): while a mask is being applied the map
 * goes static (specs/1 section 4), and the preview's tiles (each computed layer, or an upload's
 * merged mask) are drawn over the shapes at MASK_PREVIEW_OPACITY.
 */
export function useMaskLayersOnMap(
  map: MapHandle,
  masks: { busy: boolean; tiles: MaskPreview['tiles'] },
): void {
  const { busy } = masks;
  useEffect(() => {
    if (busy) map.controller.current?.setMode('select');
  }, [busy, map.controller]);

  // A value, not the array: the map is told only when what it shows changes.
  const tilesKey = JSON.stringify(masks.tiles.map((tile) => [tile.id, tile.tiles]));
  useEffect(() => {
    const view = map.view.current;
    if (!view || !map.ready) return;
    const shown = JSON.parse(tilesKey) as [string, string][];
    view.setResultLayers(shown.map(([id, tiles]) => ({ id, kind: 'raster', tiles })));
    view.showResultLayers(shown.map(([id]) => ({ layerId: id, opacity: MASK_PREVIEW_OPACITY })));
  }, [map.ready, map.view, tilesKey]);
}
