import type { ResultLayerReference } from '@ecotone/contracts';
import type { BBox, ShapeCollection } from '@ecotone/geometry';
import { useEffect, useMemo, useRef } from 'react';
import { boundsOf } from '../../map/bounds';
import type { MapView } from '../../map/map-view';
import { collectionBounds, type ResultLayerSource, resultTileUrl } from '../../map/result-layers';
import type { LayerEntry, VisibleLayer } from './layer-state';
import type { MapOptions } from './map-options';
import type { VectorData } from './use-vector-data';

const SITE_PADDING = 48;
const SITE_MAX_ZOOM = 15;

interface MapSyncInput {
  view: MapView | null;
  analysisId: string;
  shape: ShapeCollection | undefined;
  images: readonly ResultLayerReference[];
  vectors: readonly ResultLayerReference[];
  vectorData: Record<string, VectorData>;
  visible: readonly VisibleLayer[];
  options: MapOptions;
}

function layerSources(
  analysisId: string,
  images: readonly ResultLayerReference[],
  vectors: readonly ResultLayerReference[],
  vectorData: Record<string, VectorData>,
): ResultLayerSource[] {
  const rasters: ResultLayerSource[] = images.map((layer) => ({
    id: layer.layerId,
    kind: 'raster',
    tiles: resultTileUrl(analysisId, layer.layerId),
  }));
  const shapes: ResultLayerSource[] = vectors.flatMap((layer) => {
    const data = vectorData[layer.layerId]?.data;
    if (!data) return [];
    const colors = Object.fromEntries(layer.legend.items.map((item) => [item.itemId, item.color]));
    return [
      {
        id: layer.layerId,
        kind: 'vector' as const,
        data,
        colorField: layer.display?.colorField ?? null,
        colors,
      },
    ];
  });
  return [...rasters, ...shapes];
}

export const siteBounds = (shape: ShapeCollection | undefined): BBox | null =>
  shape ? boundsOf(shape.features) : null;

/** Where auto zoom goes for a layer: a vector's features, otherwise the site. */
export function layerBounds(
  entry: LayerEntry,
  vectorData: Record<string, VectorData>,
  shape: ShapeCollection | undefined,
): BBox | null {
  const data = entry.kind === 'vector' ? vectorData[entry.layers[0]?.layerId ?? '']?.data : null;
  return (data && collectionBounds(data)) ?? siteBounds(shape);
}

export function zoomTo(view: MapView, bounds: BBox | null): void {
  if (bounds) view.fitToBounds(bounds, SITE_MAX_ZOOM);
}

/**
 * Where a feature's name goes: the middle of the part of its box over the site (a large
 * ecoregion's own middle may lie far off screen), else the middle of its box.
 */
export function labelPosition(feature: BBox, site: BBox | null): [number, number] {
  const [west, south, east, north] = feature;
  if (site) {
    const overlap: BBox = [
      Math.max(west, site[0]),
      Math.max(south, site[1]),
      Math.min(east, site[2]),
      Math.min(north, site[3]),
    ];
    if (overlap[0] <= overlap[2] && overlap[1] <= overlap[3])
      return [(overlap[0] + overlap[2]) / 2, (overlap[1] + overlap[3]) / 2];
  }
  return [(west + east) / 2, (south + north) / 2];
}

/** Feeds the MapView what React knows: the shape, the layers, what is shown, the options. */
export function useMapSync({
  view,
  analysisId,
  shape,
  images,
  vectors,
  vectorData,
  visible,
  options,
}: MapSyncInput): void {
  const sources = useMemo(
    () => layerSources(analysisId, images, vectors, vectorData),
    [analysisId, images, vectors, vectorData],
  );
  const fitted = useRef<MapView | null>(null);

  useEffect(() => {
    if (!view || !shape) return;
    view.setShapes(shape);
    if (fitted.current === view) return;
    fitted.current = view;
    const bounds = siteBounds(shape);
    if (bounds) view.jumpToBounds(bounds, { padding: SITE_PADDING, maxZoom: SITE_MAX_ZOOM });
  }, [view, shape]);

  useEffect(() => {
    view?.setResultLayers(sources);
  }, [view, sources]);

  useEffect(() => {
    view?.showResultLayers([...visible]);
  }, [view, visible]);

  useEffect(() => {
    view?.setShapeStyle({ visible: options.showAnalysisLayer, filled: false });
  }, [view, options.showAnalysisLayer]);

  useEffect(() => {
    view?.setTilted(options.threeD);
  }, [view, options.threeD]);

  useEffect(() => {
    if (!view) return;
    if (!options.labels) {
      view.setLabels([]);
      return;
    }
    const site = siteBounds(shape);
    const labels = vectors
      .filter((layer) => visible.some((shown) => shown.layerId === layer.layerId))
      .flatMap((layer) => {
        const titleField = layer.display?.titleField;
        const data = vectorData[layer.layerId]?.data;
        if (!titleField || !data) return [];
        return data.features.flatMap((feature) => {
          const bounds = collectionBounds({ type: 'FeatureCollection', features: [feature] });
          const text = feature.properties?.[titleField];
          if (!bounds || text === undefined || text === null) return [];
          return [{ position: labelPosition(bounds, site), text: String(text) }];
        });
      });
    view.setLabels(labels);
  }, [view, options.labels, vectors, vectorData, visible, shape]);
}
