import type { MapMouseEvent } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, ValidateNotSelfIntersecting } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { MapView } from './map-view';
import { type DrawMode, type DrawnShape, MODES, type ModeContext } from './modes';

export interface DrawCallbacks {
  /** A polygon was finished; the editor commits it as one transaction. */
  onDrawn: (feature: DrawnShape) => void;
  onSelectionChange: (id: string | null) => void;
  onModeChange: (mode: DrawMode) => void;
}

const DRAWING_COLOUR = '#ffb300';

/**
 * Drawing on the map: terra-draw (through its MapLibre adapter) draws polygons, and map events go
 * to the current mode's handlers (`MODES`). The shapes themselves are not kept here: a finished
 * polygon is handed over and the map view shows the editor's shapes.
 * Create it once the map view has loaded: terra-draw adds its layers to the style.
 */
export class DrawController {
  private mode: DrawMode = 'select';
  private selectedId: string | null = null;
  private readonly terraDraw: TerraDraw;
  private readonly context: ModeContext;
  private readonly detach: () => void;

  constructor(
    private readonly view: MapView,
    private readonly callbacks: DrawCallbacks,
  ) {
    this.terraDraw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map: view.map }),
      modes: [
        new TerraDrawPolygonMode({
          validation: (feature) => ValidateNotSelfIntersecting(feature),
          styles: {
            fillColor: DRAWING_COLOUR,
            fillOpacity: 0.2,
            outlineColor: DRAWING_COLOUR,
            outlineWidth: 2,
            closingPointColor: '#ffffff',
            closingPointOutlineColor: DRAWING_COLOUR,
            closingPointWidth: 6,
            closingPointOutlineWidth: 2,
          },
        }),
      ],
    });
    this.terraDraw.start();
    view.drawingVertices = () => {
      const drawing = this.terraDraw
        .getSnapshot()
        .find((feature) => feature.properties.currentlyDrawing === true);
      return Number(drawing?.properties.committedCoordinateCount ?? 0);
    };
    this.context = {
      view,
      terraDraw: this.terraDraw,
      selectedId: () => this.selectedId,
      select: (id) => this.select(id),
      setMode: (mode) => this.setMode(mode),
      drawn: (feature) => this.callbacks.onDrawn(feature),
    };
    this.detach = this.attachEvents();
    MODES[this.mode].enter(this.context);
  }

  private attachEvents(): () => void {
    const { map } = this.view;
    const click = (event: MapMouseEvent) => MODES[this.mode].click?.(this.context, event);
    const mousemove = (event: MapMouseEvent) => MODES[this.mode].mousemove?.(this.context, event);
    const keydown = (event: KeyboardEvent) => MODES[this.mode].keydown?.(this.context, event);
    const finish = (id: string | number) => MODES[this.mode].finish?.(this.context, id);
    map.on('click', click);
    map.on('mousemove', mousemove);
    map.getContainer().addEventListener('keydown', keydown);
    this.terraDraw.on('finish', finish);
    return () => {
      map.off('click', click);
      map.off('mousemove', mousemove);
      map.getContainer().removeEventListener('keydown', keydown);
      this.terraDraw.off('finish', finish);
    };
  }

  getMode(): DrawMode {
    return this.mode;
  }

  setMode(mode: DrawMode): void {
    if (mode === this.mode) return;
    MODES[this.mode].exit(this.context);
    this.mode = mode;
    MODES[mode].enter(this.context);
    this.callbacks.onModeChange(mode);
  }

  select(id: string | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.view.setSelectedShape(id);
    this.callbacks.onSelectionChange(id);
  }

  destroy(): void {
    this.detach();
    this.terraDraw.stop();
  }
}
