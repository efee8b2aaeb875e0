import type { Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, ValidateNotSelfIntersecting } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

const DRAWING_COLOUR = '#ffb300';

/**
 * terra-draw on a loaded map, started, with its one polygon mode. A module of its own: the draw
 * controller imports it the first time drawing starts, so terra-draw is not part of the
 * wizard's first load (docs/architecture.md, "Bundle").
 */
export function startTerraDraw(map: MapLibreMap): TerraDraw {
  const terraDraw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        validation: (feature) => ValidateNotSelfIntersecting(feature),
        styles: {
          fillColor: DRAWING_COLOUR,
          fillOpacity: 0.2,
          outlineColor: DRAWING_COLOUR,
          outlineWidth: 2,
          closingPointColor: '#ffffff',
          closingPointOutlineColor: DRAWING_COLOUR,
          closingPointWidth: 6,
          closingPointOutlineWidth: 2,
        },
      }),
    ],
  });
  terraDraw.start();
  return terraDraw;
}
