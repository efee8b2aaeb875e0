import type { ShapeCollection } from '@ecotone/geometry';
import type { GeoJSONSource, Map as MapLibreMap, PointLike } from 'maplibre-gl';
import { shapeOutlines } from './shape-outline';

const SHAPES_SOURCE = 'shapes';
/** The shapes' boundaries as lines, without the seam of a shape cut at 180 (shape-outline.ts). */
const OUTLINES_SOURCE = 'shapes-outlines';
/** The shapes' fill: result layers are drawn under it (result-layers-controller.ts). */
export const SHAPES_FILL = 'shapes-fill';
const SHAPES_OUTLINE = 'shapes-outline';
const SHAPES_FILL_OPACITY = 0.25;
const SELECTED_LAYERS = ['shapes-selected-fill', 'shapes-selected-outline'] as const;
const EMPTY: ShapeCollection = { type: 'FeatureCollection', features: [] };

export interface ShapeStyle {
  visible: boolean;
  filled: boolean;
}

/**
 * The shapes a MapView draws: filled (or only outlined, on the analysis map), the selected one
 * highlighted. Shapes and style given before the map loaded apply when `add` runs at the load.
 */
export class ShapeLayers {
  private shapes: ShapeCollection = EMPTY;
  private selectedId: string | null = null;
  private style: ShapeStyle = { visible: true, filled: true };
  private added = false;

  constructor(private readonly map: MapLibreMap) {}

  get current(): ShapeCollection {
    return this.shapes;
  }

  /** The sources and layers, once the style has loaded. */
  add(): void {
    const rendered = this.rendered();
    this.map.addSource(SHAPES_SOURCE, { type: 'geojson', data: rendered });
    this.map.addSource(OUTLINES_SOURCE, { type: 'geojson', data: shapeOutlines(rendered) });
    this.map.addLayer({
      id: SHAPES_FILL,
      type: 'fill',
      source: SHAPES_SOURCE,
      // Without antialiasing the parts of a shape cut at 180 meet without a hairline between
      // them (the fill stays whole across the seam); the outline covers the fill's other edges.
      paint: {
        'fill-color': '#ffca28',
        'fill-opacity': SHAPES_FILL_OPACITY,
        'fill-antialias': false,
      },
    });
    this.map.addLayer({
      id: SHAPES_OUTLINE,
      type: 'line',
      source: OUTLINES_SOURCE,
      paint: { 'line-color': '#ffb300', 'line-width': 2.5 },
    });
    this.map.addLayer({
      id: 'shapes-selected-fill',
      type: 'fill',
      source: SHAPES_SOURCE,
      filter: this.selectedFilter(),
      paint: { 'fill-color': '#4fc3f7', 'fill-opacity': 0.35, 'fill-antialias': false },
    });
    this.map.addLayer({
      id: 'shapes-selected-outline',
      type: 'line',
      source: OUTLINES_SOURCE,
      filter: this.selectedFilter(),
      paint: { 'line-color': '#ffffff', 'line-width': 3, 'line-dasharray': [2, 1] },
    });
    this.added = true;
    this.applyStyle();
  }

  set(shapes: ShapeCollection): void {
    if (shapes === this.shapes) return;
    this.shapes = shapes;
    if (!this.added) return;
    const rendered = this.rendered();
    this.map.getSource<GeoJSONSource>(SHAPES_SOURCE)?.setData(rendered);
    this.map.getSource<GeoJSONSource>(OUTLINES_SOURCE)?.setData(shapeOutlines(rendered));
  }

  select(id: string | null): void {
    this.selectedId = id;
    if (!this.added) return;
    for (const layer of SELECTED_LAYERS) this.map.setFilter(layer, this.selectedFilter());
  }

  /** The id of the topmost shape under a screen point, or null. */
  idAt(point: PointLike): string | null {
    if (!this.added) return null;
    const [top] = this.map.queryRenderedFeatures(point, { layers: [SHAPES_FILL] });
    const id: unknown = top?.properties.shapeId;
    return typeof id === 'string' ? id : null;
  }

  setStyle(style: ShapeStyle): void {
    this.style = style;
    if (this.added) this.applyStyle();
  }

  private applyStyle(): void {
    const { visible, filled } = this.style;
    const visibility = visible ? 'visible' : 'none';
    this.map.setLayoutProperty(SHAPES_FILL, 'visibility', visibility);
    this.map.setLayoutProperty(SHAPES_OUTLINE, 'visibility', visibility);
    this.map.setPaintProperty(SHAPES_FILL, 'fill-opacity', filled ? SHAPES_FILL_OPACITY : 0);
  }

  /** Features carry their id as a property too: MapLibre only keeps numeric feature ids. */
  private rendered(): ShapeCollection {
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
}
