import type { MapConfig } from '@ecotone/contracts';
import type { GeoJSONSource, Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { geometryClient } from '../workers/geometry-client';
import {
  BASEMAP_KINDS,
  type BasemapKind,
  basemapLayerId,
  NATURAL_EARTH_BORDERS_SOURCE,
  NATURAL_EARTH_SOURCE,
} from './basemap';
import { type BasemapDisplay, basemapDisplay, TileHealth } from './basemap-display';
import { shapeOutlines } from './shape-outline';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** What a map shows for a choice before any tile was asked for (the style it is created with). */
export function initialBasemapDisplay(basemaps: MapConfig, chosen: BasemapKind): BasemapDisplay {
  return basemapDisplay({ chosen, config: basemaps, online: isOnline(), failed: new Set() });
}

/**
 * The basemap of one MapView (docs/decisions/0010-basemap-sources.md): which online basemap is
 * visible over Natural Earth, dropped for Natural Earth alone when its tiles cannot come, and the
 * Natural Earth countries loaded into their (empty at first) sources.
 */
export class BasemapLayers {
  private readonly tileHealth = new Map<BasemapKind, TileHealth>();
  private readonly failed = new Set<BasemapKind>();
  private shown: BasemapDisplay;
  private styleLoaded = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly basemaps: MapConfig,
    private chosen: BasemapKind,
    private readonly onDisplay: (display: BasemapDisplay) => void,
  ) {
    this.shown = this.current();
    this.watchTiles();
  }

  /** What the map shows now: the chosen basemap, or Natural Earth alone and why. */
  get display(): BasemapDisplay {
    return this.shown;
  }

  /** The user chose another basemap (the switcher). */
  choose(kind: BasemapKind): void {
    if (kind === this.chosen) return;
    this.chosen = kind;
    this.update();
  }

  /** The style's layers exist: show the right one (also for a choice made before the load). */
  loaded(): void {
    this.styleLoaded = true;
    this.showLayers();
  }

  /** Natural Earth's countries and their borders (without the cut at 180), once `loaded`. */
  async loadNaturalEarth(styleLoaded: Promise<void>): Promise<void> {
    try {
      const countries = await geometryClient.countries(countriesUrl);
      await styleLoaded;
      this.map.getSource<GeoJSONSource>(NATURAL_EARTH_SOURCE)?.setData(countries);
      // Fiji and Chukotka are cut at 180 too: their borders leave out the seam, as the shapes'.
      this.map
        .getSource<GeoJSONSource>(NATURAL_EARTH_BORDERS_SOURCE)
        ?.setData(shapeOutlines(countries));
    } catch (error) {
      // The ocean background and the shapes still show; only the coastline is missing.
      console.error('Could not load the offline basemap', error);
    }
  }

  private current(): BasemapDisplay {
    return basemapDisplay({
      chosen: this.chosen,
      config: this.basemaps,
      online: isOnline(),
      failed: this.failed,
    });
  }

  /** Counts each online basemap's tiles; one that cannot load any is dropped (Natural Earth). */
  private watchTiles(): void {
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
      if (health?.failed && !this.failed.has(kind)) {
        this.failed.add(kind);
        this.update();
      }
    });
  }

  private update(): void {
    this.shown = this.current();
    if (this.styleLoaded) this.showLayers();
    this.onDisplay(this.shown);
  }

  /** Only the shown basemap's layer is visible. */
  private showLayers(): void {
    for (const kind of BASEMAP_KINDS) {
      if (!this.map.getLayer(basemapLayerId(kind))) continue;
      const visibility = kind === this.shown.shown ? 'visible' : 'none';
      this.map.setLayoutProperty(basemapLayerId(kind), 'visibility', visibility);
    }
  }
}
