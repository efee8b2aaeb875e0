import type { BasemapSource, MapConfig } from '@ecotone/contracts';
import type { StyleSpecification } from 'maplibre-gl';

/** specs/3 "Map display type": standard or satellite, default satellite. */
export type BasemapKind = 'satellite' | 'standard';
export const BASEMAP_KINDS: readonly BasemapKind[] = ['satellite', 'standard'];
export const DEFAULT_BASEMAP: BasemapKind = 'satellite';

/** Shown under the offline basemap: its countries come from Natural Earth (public domain). */
export const NATURAL_EARTH_ATTRIBUTION = 'Natural Earth';
export const NATURAL_EARTH_SOURCE = 'natural-earth';
/** The countries' boundaries as lines, without their cuts at 180 (shape-outline.ts). */
export const NATURAL_EARTH_BORDERS_SOURCE = 'natural-earth-borders';

const OCEAN = '#a9c6d6';
const LAND = '#e6e1cf';
const BORDER = '#9b9482';

/** The raster layer of an online basemap has the basemap's own name as source and layer id. */
export const basemapLayerId = (kind: BasemapKind): string => `basemap-${kind}`;

function rasterSource(source: BasemapSource) {
  return {
    type: 'raster' as const,
    tiles: source.tiles,
    tileSize: 256,
    maxzoom: source.maxZoom,
    attribution: source.attribution,
  };
}

/**
 * Natural Earth countries over an ocean-coloured background, always at the bottom: it needs no
 * tile server and no internet, so the map is never blank. The online basemaps lie over it, at
 * most one visible; where their tiles have not (or cannot) come, Natural Earth shows through.
 * The countries arrive after the map starts (the geometry worker converts the TopoJSON), into
 * the empty source.
 */
export function basemapStyle(config: MapConfig, shown: BasemapKind | null): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      [NATURAL_EARTH_SOURCE]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        attribution: NATURAL_EARTH_ATTRIBUTION,
      },
      [NATURAL_EARTH_BORDERS_SOURCE]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': OCEAN } },
      {
        id: 'natural-earth-land',
        type: 'fill',
        source: NATURAL_EARTH_SOURCE,
        paint: { 'fill-color': LAND },
      },
      {
        id: 'natural-earth-borders',
        type: 'line',
        source: NATURAL_EARTH_BORDERS_SOURCE,
        paint: { 'line-color': BORDER, 'line-width': 0.7 },
      },
    ],
  };
  for (const kind of BASEMAP_KINDS) {
    const source = config[kind];
    if (!source) continue;
    const id = basemapLayerId(kind);
    style.sources[id] = rasterSource(source);
    style.layers.push({
      id,
      type: 'raster',
      source: id,
      layout: { visibility: kind === shown ? 'visible' : 'none' },
    });
  }
  return style;
}
