import type { MapConfig } from '@ecotone/contracts';
import type { StyleSpecification } from 'maplibre-gl';

export type Basemap = NonNullable<MapConfig['basemap']>;

/** Shown under the offline basemap: its countries come from Natural Earth (public domain). */
export const NATURAL_EARTH_ATTRIBUTION = 'Natural Earth';
export const NATURAL_EARTH_SOURCE = 'natural-earth';

const OCEAN = '#a9c6d6';
const LAND = '#e6e1cf';
const BORDER = '#9b9482';

/** A configured satellite basemap: its raster tiles under everything else. */
function satelliteStyle(basemap: Basemap): StyleSpecification {
  return {
    version: 8,
    sources: {
      satellite: {
        type: 'raster',
        tiles: basemap.tiles,
        tileSize: 256,
        maxzoom: basemap.maxZoom,
        attribution: basemap.attribution,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1d2521' } },
      { id: 'satellite', type: 'raster', source: 'satellite' },
    ],
  };
}

/**
 * The embedded default has no tile server and no internet: Natural Earth countries over an
 * ocean-coloured background, so the map is never blank. The countries arrive after the map
 * starts (the geometry worker converts the TopoJSON), into this empty source.
 */
function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      [NATURAL_EARTH_SOURCE]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        attribution: NATURAL_EARTH_ATTRIBUTION,
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
        source: NATURAL_EARTH_SOURCE,
        paint: { 'line-color': BORDER, 'line-width': 0.7 },
      },
    ],
  };
}

export function basemapStyle(basemap: Basemap | null): StyleSpecification {
  return basemap ? satelliteStyle(basemap) : offlineStyle();
}
