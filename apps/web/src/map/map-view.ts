import 'maplibre-gl/dist/maplibre-gl.css';
import type { BBox, ShapeCollection } from '@ecotone/geometry';
import {
  type GeoJSONSource,
  Map as MapLibreMap,
  NavigationControl,
  type PointLike,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { geometryClient } from '../workers/geometry-client';
import { type Basemap, basemapStyle, NATURAL_EARTH_SOURCE } from './basemap';
import { DEFAULT_VIEW, FIT_MAX_ZOOM, FIT_PADDING, MIN_ZOOM, PLACE_ZOOM } from './map-constants';
import { exposeForTests } from './test-hook';

// maplibre 6 needs its worker set explicitly, or GeoJSON layers silently do not render.
setWorkerUrl(workerUrl);

const SHAPES_SOURCE = 'shapes';
const SHAPES_FILL = 'shapes-fill';
const SELECTED_LAYERS = ['shapes-selected-fill', 'shapes-selected-outline'] as const;
const EMPTY: ShapeCollection = { type: 'FeatureCollection', features: [] };

export interface MapViewOptions {
  container: HTMLElement;
  basemap: Basemap | null;
  /** MapLibre's own texts (cooperative-gesture help, zoom buttons) in the user's language. */
  locale: Record<string, string>;
  /** The scale bar follows the user's unit system. */
  scaleUnit: ScaleUnit;
}

export type ScaleUnit = 'metric' | 'imperial';

/**
 * The one MapLibre wrapper (React never owns the map): it creates the map and its basemap,
 * draws the shapes it is given, highlights the selected one, and moves the camera. React holds
 * an instance in a ref and feeds it; everything here is imperative.
 */
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

  constructor({ container, basemap, locale, scaleUnit }: MapViewOptions) {
    this.map = new MapLibreMap({
      container,
      style: basemapStyle(basemap),
      center: DEFAULT_VIEW.center,
      zoom: DEFAULT_VIEW.zoom,
      minZoom: MIN_ZOOM,
      cooperativeGestures: true,
      locale,
      attributionControl: { compact: false },
    });
    this.map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    this.scale = new ScaleControl({ unit: scaleUnit });
    this.map.addControl(this.scale, 'bottom-left');
    this.loaded = new Promise((resolve) => {
      this.map.once('load', () => {
        this.addShapeLayers();
        this.ready = true;
        resolve();
      });
    });
    if (!basemap) void this.loadNaturalEarth();
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
    });
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
      id: 'shapes-outline',
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

  setScaleUnit(unit: ScaleUnit): void {
    this.scale.setUnit(unit);
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

  flyToPoint(longitude: number, latitude: number, zoom = PLACE_ZOOM): void {
    this.map.flyTo({ center: [longitude, latitude], zoom });
  }

  destroy(): void {
    this.removeTestHook();
    this.map.remove();
  }
}
