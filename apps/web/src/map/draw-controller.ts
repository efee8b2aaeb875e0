import type { MapMouseEvent } from 'maplibre-gl';
import type { TerraDraw } from 'terra-draw';
import type { MapView } from './map-view';
import { type DrawMode, type DrawnShape, MODES, type ModeContext } from './modes';

export interface DrawCallbacks {
  /** A polygon was finished; the editor commits it as one transaction. */
  onDrawn: (feature: DrawnShape) => void;
  onSelectionChange: (id: string | null) => void;
  onModeChange: (mode: DrawMode) => void;
}

/**
 * Drawing on the map: terra-draw (through its MapLibre adapter) draws polygons, and map events go
 * to the current mode's handlers (`MODES`). The shapes themselves are not kept here: a finished
 * polygon is handed over and the map view shows the editor's shapes.
 * Create it once the map view has loaded. terra-draw is fetched and started the first time
 * drawing starts (selecting needs only the map); the mode changes once it is there, and a mode
 * asked for meanwhile (Escape, the cancel button) wins.
 */
export class DrawController {
  private mode: DrawMode = 'select';
  /** The mode last asked for; differs from `mode` while terra-draw is being fetched. */
  private wantedMode: DrawMode = 'select';
  private selectedId: string | null = null;
  private terraDraw: TerraDraw | null = null;
  private terraDrawLoading: Promise<void> | null = null;
  private destroyed = false;
  private readonly context: ModeContext;
  private readonly detach: () => void;

  constructor(
    private readonly view: MapView,
    private readonly callbacks: DrawCallbacks,
  ) {
    const controller = this;
    this.context = {
      view,
      get terraDraw(): TerraDraw {
        if (!controller.terraDraw) throw new Error('terra-draw is used before drawing started');
        return controller.terraDraw;
      },
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
    const keydown = (event: KeyboardEvent) => {
      // Escape while terra-draw is on its way: drawing does not start.
      if (event.key === 'Escape' && this.wantedMode !== this.mode) this.wantedMode = this.mode;
      MODES[this.mode].keydown?.(this.context, event);
    };
    map.on('click', click);
    map.on('mousemove', mousemove);
    map.getContainer().addEventListener('keydown', keydown);
    return () => {
      map.off('click', click);
      map.off('mousemove', mousemove);
      map.getContainer().removeEventListener('keydown', keydown);
    };
  }

  /** Fetches and starts terra-draw, once. */
  private loadTerraDraw(): Promise<void> {
    this.terraDrawLoading ??= import('./terra-draw-setup').then(({ startTerraDraw }) => {
      if (this.destroyed) return;
      const terraDraw = startTerraDraw(this.view.map);
      this.terraDraw = terraDraw;
      terraDraw.on('finish', (id) => MODES[this.mode].finish?.(this.context, id));
      this.view.drawingVertices = () => {
        const drawing = terraDraw
          .getSnapshot()
          .find((feature) => feature.properties.currentlyDrawing === true);
        return Number(drawing?.properties.committedCoordinateCount ?? 0);
      };
    });
    return this.terraDrawLoading;
  }

  getMode(): DrawMode {
    return this.mode;
  }

  setMode(mode: DrawMode): void {
    this.wantedMode = mode;
    if (mode === 'drawPolygon' && !this.terraDraw) {
      this.loadTerraDraw().then(
        () => {
          if (!this.destroyed && this.wantedMode === mode) this.enter(mode);
        },
        (error: unknown) => {
          console.error('Could not load the drawing tools', error);
          this.wantedMode = this.mode;
        },
      );
      return;
    }
    this.enter(mode);
  }

  private enter(mode: DrawMode): void {
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
    this.destroyed = true;
    this.detach();
    this.terraDraw?.stop();
  }
}
