import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapConfig } from '@ecotone/contracts';
import type { BBox, ShapeCollection } from '@ecotone/geometry';
import {
  type GeoJSONSource,
  Map as MapLibreMap,
  type MapMouseEvent,
  type MapSourceDataEvent,
  Marker,
  NavigationControl,
  type PointLike,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { geometryClient } from '../workers/geometry-client';
import {
  BASEMAP_KINDS,
  type BasemapKind,
  basemapLayerId,
  basemapStyle,
  NATURAL_EARTH_SOURCE,
} from './basemap';
import { type BasemapDisplay, basemapDisplay, TileHealth } from './basemap-display';
import { LabelMarkers, type MapLabel } from './label-markers';
import { DEFAULT_VIEW, FIT_MAX_ZOOM, FIT_PADDING, MIN_ZOOM, PLACE_ZOOM } from './map-constants';
import { captureMap, type MapCapture } from './printable/capture-map';
import type { ResultLayerSource } from './result-layers';
import {
  type ResultFeatureHit,
  ResultLayersController,
  type ShownResultLayer,
} from './result-layers-controller';
import { exposeForTests } from './test-hook';

// maplibre 6 needs its worker set explicitly, or GeoJSON layers silently do not render.
setWorkerUrl(workerUrl);

const SHAPES_SOURCE = 'shapes';
const SHAPES_FILL = 'shapes-fill';
const SHAPES_OUTLINE = 'shapes-outline';
const SHAPES_FILL_OPACITY = 0.25;
/** specs/3 "Map display type" 3D: the camera tilts to look across the land. */
const TILTED_PITCH = 60;
const SELECTED_LAYERS = ['shapes-selected-fill', 'shapes-selected-outline'] as const;
const EMPTY: ShapeCollection = { type: 'FeatureCollection', features: [] };

const PLACE_MARKER_COLOUR = '#e53935';

export interface MapViewOptions {
  container: HTMLElement;
  /** The online basemaps the server offers (Natural Earth is always underneath). */
  basemaps: MapConfig;
  /** The user's choice; the map falls back to Natural Earth alone when it cannot be shown. */
  basemap: BasemapKind;
  /** Told what the map shows whenever that changes (a fallback, a new choice). */
  onBasemapDisplay?: (display: BasemapDisplay) => void;
  /** MapLibre's own texts (cooperative-gesture help, zoom buttons) in the user's language. */
  locale: Record<string, string>;
  /** The scale bar follows the user's unit system. */
  scaleUnit: ScaleUnit;
  /** Zoom buttons and scale bar; off for a small overview (the analysis map's inset). */
  controls?: boolean;
}

export type ScaleUnit = 'metric' | 'imperial';

/**
 * The one MapLibre wrapper (React never owns the map): it creates the map and its basemap,
 * draws the shapes it is given, highlights the selected one, and moves the camera. React holds
 * an instance in a ref and feeds it; everything here is imperative.
 */
/** A click on the map: where on the screen (within the map) and where on the earth. */
export interface MapClick {
  x: number;
  y: number;
  lng: number;
  lat: number;
}

export class MapView {
  readonly map: MapLibreMap;
  private shapes: ShapeCollection = EMPTY;
  private selectedId: string | null = null;
  private ready = false;
  /** Set by the draw controller (draw-controller.ts), read by the test hook. */
  drawingVertices: () => number = () => 0;
  private readonly loaded: Promise<void>;
  private readonly removeTestHook: () => void;
  private readonly scale: ScaleControl;
  private readonly basemaps: MapConfig;
  private chosenBasemap: BasemapKind;
  private readonly tileHealth = new Map<BasemapKind, TileHealth>();
  private readonly failedBasemaps = new Set<BasemapKind>();
  private basemapShown: BasemapDisplay;
  private readonly onBasemapDisplay: (display: BasemapDisplay) => void;
  private placeMarker: Marker | null = null;
  private readonly labels: LabelMarkers;
  private resultLayers: ResultLayersController | null = null;
  private pendingResultLayers: ResultLayerSource[] | null = null;
  private shownResultLayers: ShownResultLayer[] = [];
  private shapeStyle = { visible: true, filled: true };

  constructor({
    container,
    basemaps,
    basemap,
    onBasemapDisplay,
    locale,
    scaleUnit,
    controls = true,
  }: MapViewOptions) {
    this.basemaps = basemaps;
    this.chosenBasemap = basemap;
    this.onBasemapDisplay = onBasemapDisplay ?? (() => {});
    this.basemapShown = this.currentBasemapDisplay();
    this.map = new MapLibreMap({
      container,
      style: basemapStyle(basemaps, this.basemapShown.shown),
      center: DEFAULT_VIEW.center,
      zoom: DEFAULT_VIEW.zoom,
      minZoom: MIN_ZOOM,
      cooperativeGestures: true,
      locale,
      attributionControl: { compact: false },
    });
    this.scale = new ScaleControl({ unit: scaleUnit });
    this.labels = new LabelMarkers(this.map);
    if (controls) {
      this.map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
      this.map.addControl(this.scale, 'bottom-left');
    }
    this.loaded = new Promise((resolve) => {
      this.map.once('load', () => {
        this.addShapeLayers();
        this.resultLayers = new ResultLayersController(this.map, SHAPES_FILL);
        this.ready = true;
        this.applyShapeStyle();
        if (this.pendingResultLayers) this.resultLayers.set(this.pendingResultLayers);
        this.resultLayers.show(this.shownResultLayers);
        this.showBasemapLayers();
        resolve();
      });
    });
    this.watchBasemapTiles();
    void this.loadNaturalEarth();
    this.removeTestHook = exposeForTests({
      loaded: () => this.ready,
      center: () => this.map.getCenter().toArray() as [number, number],
      zoom: () => this.map.getZoom(),
      project: (position) => {
        const point = this.map.project(position);
        return [point.x, point.y];
      },
      shapes: () => this.shapes,
      drawingVertices: () => this.drawingVertices(),
      shownResultLayers: () => this.shownResultLayers,
    });
  }

  /** What the map shows now: the chosen basemap, or Natural Earth alone and why. */
  get basemapDisplay(): BasemapDisplay {
    return this.basemapShown;
  }

  private currentBasemapDisplay(): BasemapDisplay {
    return basemapDisplay({
      chosen: this.chosenBasemap,
      config: this.basemaps,
      online: typeof navigator === 'undefined' || navigator.onLine,
      failed: this.failedBasemaps,
    });
  }

  /** Counts each online basemap's tiles; one that cannot load any is dropped (Natural Earth). */
  private watchBasemapTiles(): void {
    for (const kind of BASEMAP_KINDS) this.tileHealth.set(kind, new TileHealth());
    const kindOf = (sourceId: unknown) =>
      BASEMAP_KINDS.find((kind) => basemapLayerId(kind) === sourceId);
    this.map.on('sourcedata', (event: MapSourceDataEvent) => {
      const kind = kindOf(event.sourceId);
      if (kind && event.tile) this.tileHealth.get(kind)?.tileLoaded();
    });
    this.map.on('error', (event) => {
      // A tile's error carries its source (maplibre's TileManager adds sourceId and tile).
      const kind = kindOf((event as { sourceId?: unknown }).sourceId);
      if (!kind) return;
      const health = this.tileHealth.get(kind);
      health?.tileFailed();
      if (health?.failed && !this.failedBasemaps.has(kind)) {
        this.failedBasemaps.add(kind);
        this.updateBasemap();
      }
    });
  }

  /** The user chose another basemap (the switcher). */
  setBasemap(kind: BasemapKind): void {
    if (kind === this.chosenBasemap) return;
    this.chosenBasemap = kind;
    this.updateBasemap();
  }

  private updateBasemap(): void {
    this.basemapShown = this.currentBasemapDisplay();
    if (this.ready) this.showBasemapLayers();
    this.onBasemapDisplay(this.basemapShown);
  }

  /** Only the shown basemap's layer is visible (also at load, for a choice made before it). */
  private showBasemapLayers(): void {
    for (const kind of BASEMAP_KINDS) {
      if (!this.map.getLayer(basemapLayerId(kind))) continue;
      const visibility = kind === this.basemapShown.shown ? 'visible' : 'none';
      this.map.setLayoutProperty(basemapLayerId(kind), 'visibility', visibility);
    }
  }

  whenLoaded(): Promise<void> {
    return this.loaded;
  }

  private async loadNaturalEarth(): Promise<void> {
    try {
      const countries = await geometryClient.countries(countriesUrl);
      await this.loaded;
      this.map.getSource<GeoJSONSource>(NATURAL_EARTH_SOURCE)?.setData(countries);
    } catch (error) {
      // The ocean background and the shapes still show; only the coastline is missing.
      console.error('Could not load the offline basemap', error);
    }
  }

  private addShapeLayers(): void {
    this.map.addSource(SHAPES_SOURCE, { type: 'geojson', data: this.renderedShapes() });
    this.map.addLayer({
      id: SHAPES_FILL,
      type: 'fill',
      source: SHAPES_SOURCE,
      paint: { 'fill-color': '#ffca28', 'fill-opacity': 0.25 },
    });
    this.map.addLayer({
      id: SHAPES_OUTLINE,
      type: 'line',
      source: SHAPES_SOURCE,
      paint: { 'line-color': '#ffb300', 'line-width': 2.5 },
    });
    this.map.addLayer({
      id: 'shapes-selected-fill',
      type: 'fill',
      source: SHAPES_SOURCE,
      filter: this.selectedFilter(),
      paint: { 'fill-color': '#4fc3f7', 'fill-opacity': 0.35 },
    });
    this.map.addLayer({
      id: 'shapes-selected-outline',
      type: 'line',
      source: SHAPES_SOURCE,
      filter: this.selectedFilter(),
      paint: { 'line-color': '#ffffff', 'line-width': 3, 'line-dasharray': [2, 1] },
    });
  }

  /** Features carry their id as a property too: MapLibre only keeps numeric feature ids. */
  private renderedShapes(): ShapeCollection {
    return {
      type: 'FeatureCollection',
      features: this.shapes.features.map((feature) => ({
        ...feature,
        properties: { ...feature.properties, shapeId: feature.id ?? null },
      })),
    };
  }

  private selectedFilter(): ['==', ['get', string], string] {
    return ['==', ['get', 'shapeId'], this.selectedId ?? ''];
  }

  setShapes(shapes: ShapeCollection): void {
    if (shapes === this.shapes) return;
    this.shapes = shapes;
    if (this.ready)
      this.map.getSource<GeoJSONSource>(SHAPES_SOURCE)?.setData(this.renderedShapes());
  }

  setSelectedShape(id: string | null): void {
    this.selectedId = id;
    if (!this.ready) return;
    for (const layer of SELECTED_LAYERS) this.map.setFilter(layer, this.selectedFilter());
  }

  /** The id of the topmost shape under a screen point, or null. */
  shapeIdAt(point: PointLike): string | null {
    if (!this.ready) return null;
    const [top] = this.map.queryRenderedFeatures(point, { layers: [SHAPES_FILL] });
    const id: unknown = top?.properties.shapeId;
    return typeof id === 'string' ? id : null;
  }

  /** The analysis map draws the shape as an outline (or not at all: "show analysis layer"). */
  setShapeStyle(style: { visible: boolean; filled: boolean }): void {
    this.shapeStyle = style;
    if (this.ready) this.applyShapeStyle();
  }

  private applyShapeStyle(): void {
    const { visible, filled } = this.shapeStyle;
    const visibility = visible ? 'visible' : 'none';
    this.map.setLayoutProperty(SHAPES_FILL, 'visibility', visibility);
    this.map.setLayoutProperty(SHAPES_OUTLINE, 'visibility', visibility);
    this.map.setPaintProperty(SHAPES_FILL, 'fill-opacity', filled ? SHAPES_FILL_OPACITY : 0);
  }

  /** The analysis result layers this map can show (all hidden until `showResultLayers`). */
  setResultLayers(layers: ResultLayerSource[]): void {
    if (this.resultLayers) this.resultLayers.set(layers);
    else this.pendingResultLayers = layers;
  }

  /** Which result layers are visible and how opaque; the others are hidden. */
  showResultLayers(shown: ShownResultLayer[]): void {
    this.shownResultLayers = shown;
    this.resultLayers?.show(shown);
  }

  resultFeatureAt(point: PointLike): ResultFeatureHit | null {
    return this.resultLayers?.featureAt(point) ?? null;
  }

  /** "Clear layer cache": every result tile is asked for again. */
  reloadResultLayers(): void {
    this.resultLayers?.reload();
  }

  /** A click on the map (not on a control), at a screen point; returns the unsubscribe. */
  /** Clicks on the map: the screen point within the map and the WGS 84 point under it. */
  onClick(listener: (click: MapClick) => void): () => void {
    const handler = (event: MapMouseEvent) =>
      listener({
        x: event.point.x,
        y: event.point.y,
        lng: event.lngLat.wrap().lng,
        lat: event.lngLat.lat,
      });
    this.map.on('click', handler);
    return () => this.map.off('click', handler);
  }

  /** The map as drawn at its next render (the snapshot's picture; map/printable). */
  captureImage(): Promise<MapCapture> {
    return captureMap(this.map);
  }

  /** 3D: a tilted camera; off: straight down. */

  setTilted(tilted: boolean): void {
    this.map.easeTo({ pitch: tilted ? TILTED_PITCH : 0 });
  }

  /** Text labels at map positions (the analysis map's "labels" option: feature names). */
  setLabels(labels: readonly MapLabel[]): void {
    this.labels.set(labels);
  }

  /** Hides the place pin (the "show location" option turned off). */
  hidePlaceMarker(): void {
    this.placeMarker?.remove();
    this.placeMarker = null;
  }

  setScaleUnit(unit: ScaleUnit): void {
    if (this.map.hasControl(this.scale)) this.scale.setUnit(unit);
  }

  setCursor(cursor: string): void {
    this.map.getCanvas().style.cursor = cursor;
  }

  fitToBounds([west, south, east, north]: BBox, maxZoom = FIT_MAX_ZOOM): void {
    this.map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: FIT_PADDING, maxZoom },
    );
  }

  /** Shows the bounds at once, without the animation (the read-only previews open on the shape). */
  jumpToBounds(
    [west, south, east, north]: BBox,
    { padding, maxZoom }: { padding: number; maxZoom: number },
  ): void {
    this.map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding, maxZoom, animate: false },
    );
  }

  jumpToPoint(longitude: number, latitude: number, zoom: number): void {
    this.map.jumpTo({ center: [longitude, latitude], zoom });
  }

  flyToPoint(longitude: number, latitude: number, zoom = PLACE_ZOOM): void {
    this.map.flyTo({ center: [longitude, latitude], zoom });
  }

  /** A searched place or typed coordinates get a pin, replacing the previous one. */
  showPlaceMarker(longitude: number, latitude: number, label: string): void {
    this.placeMarker?.remove();
    const marker = new Marker({ color: PLACE_MARKER_COLOUR }).setLngLat([longitude, latitude]);
    const element = marker.getElement();
    element.dataset.testid = 'place-marker';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
    element.title = label;
    this.placeMarker = marker.addTo(this.map);
  }

  destroy(): void {
    this.placeMarker?.remove();
    this.labels.set([]);
    this.removeTestHook();
    this.map.remove();
  }
}
