import type { BBox } from '@ecotone/geometry';
import type { FeatureCollection, Position } from 'geojson';
import type {
  DataDrivenPropertyValueSpecification,
  ExpressionSpecification,
  LayerSpecification,
  SourceSpecification,
} from 'maplibre-gl';

/**
 * An analysis result layer as the map draws it: a raster from the tile server, or a vector from
 * its stored GeoJSON, coloured by its legend.
 */
export type ResultLayerSource =
  | { id: string; kind: 'raster'; tiles: string }
  | {
      id: string;
      kind: 'vector';
      data: FeatureCollection;
      /** Feature property (as text) -> legend colour; a feature's own `color` wins. */
      colorField: string | null;
      colors: Readonly<Record<string, string>>;
    };

/** Tiles of a stored raster (issue 14): 256 px PNG, XYZ, transparent outside data and shape. */
export function resultTileUrl(analysisId: string, layerId: string): string {
  return `/api/geo/tiles-dynamic/${encodeURIComponent(analysisId)}/${encodeURIComponent(layerId)}/{z}/{x}/{y}`;
}

const FALLBACK_COLOUR = '#ff7043';

export const resultSourceId = (id: string) => `result-${id}`;

/** The map layers of one result layer, bottom to top. */
export function resultLayerIds(layer: Pick<ResultLayerSource, 'id' | 'kind'>): string[] {
  const source = resultSourceId(layer.id);
  return layer.kind === 'raster' ? [source] : [`${source}-fill`, `${source}-line`];
}

/**
 * Absolute page URLs: MapLibre fetches tiles from its worker, where a relative URL fails. The
 * origin is prefixed by hand: `new URL` would percent-encode the template's `{z}/{x}/{y}`, which
 * MapLibre then no longer fills in.
 */
export const absoluteTileUrl = (
  url: string,
  cacheKey: number,
  origin: string = window.location.origin,
) => {
  const address = url.startsWith('/') ? `${origin}${url}` : url;
  return cacheKey ? `${address}?v=${cacheKey}` : address;
};

export function resultSourceSpec(layer: ResultLayerSource, cacheKey: number): SourceSpecification {
  if (layer.kind === 'raster')
    return { type: 'raster', tiles: [absoluteTileUrl(layer.tiles, cacheKey)], tileSize: 256 };
  return { type: 'geojson', data: layer.data };
}

function colourExpression(
  layer: Extract<ResultLayerSource, { kind: 'vector' }>,
): DataDrivenPropertyValueSpecification<string> {
  const entries = Object.entries(layer.colors);
  const byLegend: ExpressionSpecification | string =
    layer.colorField && entries.length > 0
      ? ([
          'match',
          ['to-string', ['get', layer.colorField]],
          ...entries.flat(),
          FALLBACK_COLOUR,
        ] as ExpressionSpecification)
      : FALLBACK_COLOUR;
  return ['coalesce', ['get', 'color'], byLegend] as ExpressionSpecification;
}

/** Hidden until the layers panel turns them on. */
export function resultLayerSpecs(layer: ResultLayerSource): LayerSpecification[] {
  const source = resultSourceId(layer.id);
  const [first, second] = resultLayerIds(layer) as [string, string];
  const layout = { visibility: 'none' as const };
  if (layer.kind === 'raster') return [{ id: first, type: 'raster', source, layout }];
  const colour = colourExpression(layer);
  return [
    { id: first, type: 'fill', source, layout, paint: { 'fill-color': colour } },
    {
      id: second,
      type: 'line',
      source,
      layout,
      paint: { 'line-color': colour, 'line-width': 1.5 },
    },
  ];
}

/** Opacity paint properties of a result layer's map layers (the outline stays more opaque). */
export type OpacityProperty = 'raster-opacity' | 'fill-opacity' | 'line-opacity';

export function opacityPaint(
  kind: ResultLayerSource['kind'],
  opacity: number,
): [OpacityProperty, number][] {
  if (kind === 'raster') return [['raster-opacity', opacity]];
  return [
    ['fill-opacity', opacity * 0.6],
    ['line-opacity', Math.min(1, opacity * 1.25)],
  ];
}

/** The box around any GeoJSON (points, lines, polygons), or null when it has no coordinate. */
export function collectionBounds(collection: FeatureCollection): BBox | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [longitude = Number.NaN, latitude = Number.NaN] = value as Position;
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
      return;
    }
    for (const item of value) visit(item);
  };
  for (const feature of collection.features) {
    const geometry = feature.geometry;
    if (geometry && 'coordinates' in geometry) visit(geometry.coordinates);
  }
  return west <= east && south <= north ? [west, south, east, north] : null;
}
