import type { ShapeFeature } from '@ecotone/geometry';
import type { MapMouseEvent } from 'maplibre-gl';
import type { TerraDraw } from 'terra-draw';
import type { MapView } from '../map-view';

/** A polygon drawn on the map, with the id it keeps in the editor, undo and the map. */
export type DrawnShape = ShapeFeature & { id: string };

/** The drawing modes of the shape editor; one file each, as Placemark's handlers. */
export type DrawMode = 'select' | 'drawPolygon';

/** What a mode may use and report; the draw controller provides it. */
export interface ModeContext {
  view: MapView;
  /** Only the drawing mode may use it: terra-draw is loaded when drawing first starts. */
  readonly terraDraw: TerraDraw;
  selectedId: () => string | null;
  select: (id: string | null) => void;
  setMode: (mode: DrawMode) => void;
  /** A finished polygon, handed to the editor's transaction (the mode keeps no copy). */
  drawn: (feature: DrawnShape) => void;
}

export interface ModeHandlers {
  enter: (context: ModeContext) => void;
  exit: (context: ModeContext) => void;
  click?: (context: ModeContext, event: MapMouseEvent) => void;
  mousemove?: (context: ModeContext, event: MapMouseEvent) => void;
  /** terra-draw finished a feature in this mode. */
  finish?: (context: ModeContext, featureId: string | number) => void;
  keydown?: (context: ModeContext, event: KeyboardEvent) => void;
}
