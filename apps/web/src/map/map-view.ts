import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapConfig } from '@ecotone/contracts';
import type { BBox, ShapeCollection } from '@ecotone/geometry';
import {
  Map as MapLibreMap,
  type MapMouseEvent,
  Marker,
  NavigationControl,
  type PointLike,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type BasemapKind, basemapStyle } from './basemap';
import type { BasemapDisplay } from './basemap-display';
import { BasemapLayers, initialBasemapDisplay } from './basemap-layers';
import { LabelMarkers, type MapLabel } from './label-markers';
import { DEFAULT_VIEW, FIT_MAX_ZOOM, FIT_PADDING, MIN_ZOOM, PLACE_ZOOM } from './map-constants';
import { captureMap, type MapCapture } from './printable/capture-map';
import type { ResultLayerSource } from './result-layers';
import {
  type ResultFeatureHit,
  ResultLayersController,
  type ShownResultLayer,
} from './result-layers-controller';
import { SHAPES_FILL, ShapeLayers, type ShapeStyle } from './shape-layers';
import { exposeForTests } from './test-hook';

// maplibre 6 needs its worker set explicitly, or GeoJSON layers silently do not render.
setWorkerUrl(workerUrl);

/** specs/3 "Map display type" 3D: the camera tilts to look across the land. */
const TILTED_PITCH = 60;

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

/** A click on the map: where on the screen (within the map) and where on the earth. */
export interface MapClick {
  x: number;
  y: number;
  lng: number;
  lat: number;
}

/**
 * The one MapLibre wrapper (React never owns the map): it creates the map and moves its camera,
 * and hands the basemap (basemap-layers.ts), the shapes (shape-layers.ts), the result layers
 * (result-layers-controller.ts) and the labels to their own parts. React holds an instance in a
 * ref and feeds it; everything here is imperative.
 */
export class MapView {
  readonly map: MapLibreMap;
  private ready = false;
  /** Set by the draw controller (draw-controller.ts), read by the test hook. */
  drawingVertices: () => number = () => 0;
  private readonly loaded: Promise<void>;
  private readonly removeTestHook: () => void;
  private readonly scale: ScaleControl;
  private readonly basemap: BasemapLayers;
  private readonly shapes: ShapeLayers;
  private placeMarker: Marker | null = null;
  private readonly labels: LabelMarkers;
  private resultLayers: ResultLayersController | null = null;
  private pendingResultLayers: ResultLayerSource[] | null = null;
  private shownResultLayers: ShownResultLayer[] = [];

  constructor({
    container,
    basemaps,
    basemap,
    onBasemapDisplay,
    locale,
    scaleUnit,
    controls = true,
  }: MapViewOptions) {
    this.map = new MapLibreMap({
      container,
      style: basemapStyle(basemaps, initialBasemapDisplay(basemaps, basemap).shown),
      center: DEFAULT_VIEW.center,
      zoom: DEFAULT_VIEW.zoom,
      minZoom: MIN_ZOOM,
      cooperativeGestures: true,
      locale,
      attributionControl: { compact: false },
    });
    this.basemap = new BasemapLayers(this.map, basemaps, basemap, onBasemapDisplay ?? (() => {}));
    this.shapes = new ShapeLayers(this.map);
    this.scale = new ScaleControl({ unit: scaleUnit });
    this.labels = new LabelMarkers(this.map);
    if (controls) {
      this.map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
      this.map.addControl(this.scale, 'bottom-left');
    }
    this.loaded = new Promise((resolve) => {
      this.map.once('load', () => {
        this.shapes.add();
        this.resultLayers = new ResultLayersController(this.map, SHAPES_FILL);
        this.ready = true;
        if (this.pendingResultLayers) this.resultLayers.set(this.pendingResultLayers);
        this.resultLayers.show(this.shownResultLayers);
        this.basemap.loaded();
        resolve();
      });
    });
    void this.basemap.loadNaturalEarth(this.loaded);
    this.removeTestHook = exposeForTests({
      loaded: () => this.ready,
      center: () => this.map.getCenter().toArray() as [number, number],
      zoom: () => this.map.getZoom(),
      project: (position) => {
        const point = this.map.project(position);
        return [point.x, point.y];
      },
      shapes: () => this.shapes.current,
      drawingVertices: () => this.drawingVertices(),
      shownResultLayers: () => this.shownResultLayers,
    });
  }

  /** What the map shows now: the chosen basemap, or Natural Earth alone and why. */
  get basemapDisplay(): BasemapDisplay {
    return this.basemap.display;
  }

  /** The user chose another basemap (the switcher). */
  setBasemap(kind: BasemapKind): void {
    this.basemap.choose(kind);
  }

  whenLoaded(): Promise<void> {
    return this.loaded;
  }

  setShapes(shapes: ShapeCollection): void {
    this.shapes.set(shapes);
  }

  setSelectedShape(id: string | null): void {
    this.shapes.select(id);
  }

  /** The id of the topmost shape under a screen point, or null. */
  shapeIdAt(point: PointLike): string | null {
    return this.shapes.idAt(point);
  }

  /** The analysis map draws the shape as an outline (or not at all: "show analysis layer"). */
  setShapeStyle(style: ShapeStyle): void {
    this.shapes.setStyle(style);
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

  /** Clicks on the map (not on a control): the screen point and the WGS 84 point under it. */
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

  /**
   * Each time the map settles (no camera movement, every tile loaded and drawn): the assessment
   * page keeps a picture of its maps for print then. Returns the unsubscribe.
   */
  onSettled(listener: () => void): () => void {
    this.map.on('idle', listener);
    return () => this.map.off('idle', listener);
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
