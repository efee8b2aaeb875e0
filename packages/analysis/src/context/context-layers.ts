import type { FeatureCollection } from 'geojson';
import type { InMemoryRaster } from '../raster/types.js';
import type { LayerDisplay, Legend, ResultLayer } from '../tools/tool.js';
import type { FeatureDistance } from './proximity.js';

/** specs/3 section 9 "Layer opacities". */
export const LAYER_OPACITY = { ecoregions: 0.8, protectedAreas: 0.5, keyBiodiversityAreas: 0.8 };

/** Fixed colours by IUCN category, strict (Ia, green) to sustainable use (VI, red). */
export const IUCN_CATEGORY_COLORS = {
  Ia: '#1a9641',
  Ib: '#52b151',
  II: '#a6d96a',
  III: '#d9ef8b',
  IV: '#fee08b',
  V: '#fdae61',
  VI: '#d7191c',
  'Not Reported': '#9e9e9e',
  'Not Applicable': '#bdbdbd',
  'Not Assigned': '#757575',
} as const;

/** i18n keys of the categories (catalogue keys cannot hold spaces). */
export const IUCN_CATEGORY_KEYS: Record<keyof typeof IUCN_CATEGORY_COLORS, string> = {
  Ia: 'Ia',
  Ib: 'Ib',
  II: 'II',
  III: 'III',
  IV: 'IV',
  V: 'V',
  VI: 'VI',
  'Not Reported': 'notReported',
  'Not Applicable': 'notApplicable',
  'Not Assigned': 'notAssigned',
};

/** Fixed colours by the share of a KBA under protection. */
export const PROTECT_STATUS_COLORS = {
  whole: '#1a9641',
  most: '#a6d96a',
  some: '#fdae61',
  'little/none': '#d7191c',
  unknown: '#9e9e9e',
} as const;
export const PROTECT_STATUS_KEYS: Record<keyof typeof PROTECT_STATUS_COLORS, string> = {
  whole: 'whole',
  most: 'most',
  some: 'some',
  'little/none': 'littleNone',
  unknown: 'unknown',
};

/** Hypsometric tints, low to high. */
export const ELEVATION_COLORS = [
  '#1a9850',
  '#91cf60',
  '#d9ef8b',
  '#fee08b',
  '#fc8d59',
  '#b2684b',
  '#f5f5f5',
];
const ECOREGION_PALETTE = [
  '#66c2a5',
  '#fc8d62',
  '#8da0cb',
  '#e78ac3',
  '#a6d854',
  '#ffd92f',
  '#e5c494',
];

/** Every context vector's popup ends with how far the feature is and how much it overlaps. */
const PROXIMITY_FIELDS: LayerDisplay['fields'] = [
  { field: 'distanceKm', label: { key: 'context.fields.distance' }, unit: 'km' },
  { field: 'overlapHa', label: { key: 'context.fields.overlap' }, unit: 'ha' },
];

/** The popups of the context vectors (WDPA, KBA and RESOLVE field names, specs/3 section 3). */
export const CONTEXT_LAYER_DISPLAY = {
  protectedAreas: {
    titleField: 'NAME',
    colorField: 'IUCN_CAT',
    fields: [
      { field: 'DESIG_ENG', label: { key: 'context.fields.designation' } },
      { field: 'IUCN_CAT', label: { key: 'context.fields.iucnCategory' } },
      ...PROXIMITY_FIELDS,
    ],
  },
  keyBiodiversityAreas: {
    titleField: 'IntName',
    colorField: 'Protect',
    fields: [
      { field: 'Protect', label: { key: 'context.fields.protection' } },
      ...PROXIMITY_FIELDS,
    ],
  },
  ecoregions: {
    titleField: 'ECO_NAME',
    colorField: 'ECO_ID',
    fields: [{ field: 'BIOME_NAME', label: { key: 'context.fields.biome' } }, ...PROXIMITY_FIELDS],
  },
} satisfies Record<string, LayerDisplay>;

function featureCollection(found: FeatureDistance[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: found.map(({ feature, distanceKm, overlapHa }) => ({
      ...feature,
      properties: { ...feature.properties, distanceKm, overlapHa },
    })),
  };
}

/** The context tool's terrain layer; its map theme opens on it (apps/web map-themes.ts). */
export const ELEVATION_LAYER_ID = 'elevation';

export function elevationLayer(dem: InMemoryRaster, min: number, max: number): ResultLayer {
  return {
    id: ELEVATION_LAYER_ID,
    kind: 'raster',
    raster: dem,
    label: { key: 'context.layers.elevation' },
    legend: {
      title: { key: 'context.legend.elevation' },
      gradient: {
        colors: ELEVATION_COLORS,
        min,
        max,
        unit: 'm',
        label: { key: 'context.legend.elevation' },
      },
    },
    initialActive: true,
    initialOpacity: 0.8,
  };
}

export function protectedAreasLayer(found: FeatureDistance[]): ResultLayer {
  const legend: Legend = {
    title: { key: 'context.legend.iucnCategory' },
    items: Object.entries(IUCN_CATEGORY_COLORS).map(([category, color]) => ({
      itemId: category,
      primaryLabel: {
        key: `context.iucnCategory.${IUCN_CATEGORY_KEYS[category as keyof typeof IUCN_CATEGORY_KEYS]}`,
      },
      color,
    })),
  };
  return {
    id: 'protectedAreas',
    kind: 'vector',
    display: CONTEXT_LAYER_DISPLAY.protectedAreas,
    geojson: featureCollection(found),
    label: { key: 'context.layers.protectedAreas' },
    legend,
    initialActive: true,
    initialOpacity: LAYER_OPACITY.protectedAreas,
  };
}

export function keyBiodiversityAreasLayer(found: FeatureDistance[]): ResultLayer {
  const legend: Legend = {
    title: { key: 'context.legend.protectStatus' },
    items: Object.entries(PROTECT_STATUS_COLORS).map(([status, color]) => ({
      itemId: status,
      primaryLabel: {
        key: `context.protectStatus.${PROTECT_STATUS_KEYS[status as keyof typeof PROTECT_STATUS_KEYS]}`,
      },
      color,
    })),
  };
  return {
    id: 'keyBiodiversityAreas',
    kind: 'vector',
    display: CONTEXT_LAYER_DISPLAY.keyBiodiversityAreas,
    geojson: featureCollection(found),
    label: { key: 'context.layers.keyBiodiversityAreas' },
    legend,
    initialActive: false,
    initialOpacity: LAYER_OPACITY.keyBiodiversityAreas,
  };
}

/** Ecoregions the area overlaps, one legend item each, coloured in overlap order. */
export function ecoregionsLayer(found: FeatureDistance[]): ResultLayer {
  const collection = featureCollection(found);
  collection.features.forEach((feature, index) => {
    feature.properties = {
      ...feature.properties,
      color: ECOREGION_PALETTE[index % ECOREGION_PALETTE.length],
    };
  });
  return {
    id: 'ecoregions',
    kind: 'vector',
    display: CONTEXT_LAYER_DISPLAY.ecoregions,
    geojson: collection,
    label: { key: 'context.layers.ecoregions' },
    legend: {
      title: { key: 'context.legend.ecoregions' },
      items: collection.features.map((feature, index) => ({
        itemId: String(feature.properties?.ECO_ID ?? index),
        primaryLabel: {
          key: 'context.legend.ecoregionItem',
          params: {
            name: String(feature.properties?.ECO_NAME ?? ''),
            biome: String(feature.properties?.BIOME_NAME ?? ''),
          },
        },
        color: String(feature.properties?.color),
      })),
    },
    initialActive: false,
    initialOpacity: LAYER_OPACITY.ecoregions,
  };
}
