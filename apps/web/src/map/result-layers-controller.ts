import type { GeoJSONSource, Map as MapLibreMap, PointLike, RasterTileSource } from 'maplibre-gl';
import {
  opacityPaint,
  type ResultLayerSource,
  resultLayerIds,
  resultLayerSpecs,
  resultSourceId,
  resultSourceSpec,
} from './result-layers';

export interface ShownResultLayer {
  layerId: string;
  opacity: number;
}

export interface ResultFeatureHit {
  layerId: string;
  properties: Record<string, unknown>;
}

/**
 * The analysis result layers of one map (MapView owns it): added under the shape outline, all
 * hidden; the layers panel then says which are shown and how opaque. Used only once the map's
 * style has loaded.
 */
export class ResultLayersController {
  private layers: ResultLayerSource[] = [];
  private shown: ShownResultLayer[] = [];
  /** Bumped by "clear layer cache": tile URLs change, so the browser asks the server again. */
  private cacheKey = 0;

  constructor(
    private readonly map: MapLibreMap,
    /** The map layer the result layers go under (the shape outline). */
    private readonly beforeId: string,
  ) {}

  set(layers: ResultLayerSource[]): void {
    this.removeAll();
    this.layers = layers;
    for (const layer of layers) {
      this.map.addSource(resultSourceId(layer.id), resultSourceSpec(layer, this.cacheKey));
      for (const spec of resultLayerSpecs(layer)) this.map.addLayer(spec, this.beforeId);
    }
    this.show(this.shown);
  }

  show(shown: ShownResultLayer[]): void {
    this.shown = shown;
    for (const layer of this.layers) {
      const match = shown.find((entry) => entry.layerId === layer.id);
      for (const id of resultLayerIds(layer)) {
        if (!this.map.getLayer(id)) continue;
        this.map.setLayoutProperty(id, 'visibility', match ? 'visible' : 'none');
      }
      if (!match) continue;
      const [fill, line] = resultLayerIds(layer);
      const paint = opacityPaint(layer.kind, match.opacity);
      paint.forEach(([property, value], index) => {
        const id = index === 0 ? fill : line;
        if (id && this.map.getLayer(id)) this.map.setPaintProperty(id, property, value);
      });
    }
  }

  /** The topmost shown vector feature under a screen point. */
  featureAt(point: PointLike): ResultFeatureHit | null {
    const fills = this.layers
      .filter((layer) => layer.kind === 'vector')
      .map((layer) => resultLayerIds(layer)[0] as string)
      .filter((id) => this.map.getLayer(id));
    if (fills.length === 0) return null;
    const [top] = this.map.queryRenderedFeatures(point, { layers: fills });
    if (!top) return null;
    const layer = this.layers.find((candidate) => resultLayerIds(candidate)[0] === top.layer.id);
    return layer ? { layerId: layer.id, properties: { ...top.properties } } : null;
  }

  /** Asks for every tile again (new URLs, so no cached answer) and resets vector data. */
  reload(): void {
    this.cacheKey = Date.now();
    for (const layer of this.layers) {
      const spec = resultSourceSpec(layer, this.cacheKey);
      const id = resultSourceId(layer.id);
      if (layer.kind === 'raster' && spec.type === 'raster')
        this.map.getSource<RasterTileSource>(id)?.setTiles(spec.tiles ?? []);
      if (layer.kind === 'vector') this.map.getSource<GeoJSONSource>(id)?.setData(layer.data);
    }
  }

  private removeAll(): void {
    for (const layer of this.layers) {
      for (const id of resultLayerIds(layer)) if (this.map.getLayer(id)) this.map.removeLayer(id);
      if (this.map.getSource(resultSourceId(layer.id)))
        this.map.removeSource(resultSourceId(layer.id));
    }
    this.layers = [];
  }
}
