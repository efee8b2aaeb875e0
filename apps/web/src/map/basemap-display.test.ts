import type { MapConfig } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { BASEMAP_KINDS, type BasemapKind, basemapLayerId, basemapStyle } from './basemap';
import { basemapDisplay, TileHealth } from './basemap-display';

const source = (url: string) => ({ tiles: [url], attribution: 'credit', maxZoom: 15 });
const both: MapConfig = {
  satellite: source('https://imagery.example.org/{z}/{x}/{y}.jpg'),
  standard: source('https://streets.example.org/{z}/{x}/{y}.png'),
};
const none = new Set<BasemapKind>();

describe('basemapDisplay', () => {
  it('shows the chosen basemap when it is offered, the browser is online and its tiles load', () => {
    expect(
      basemapDisplay({ chosen: 'satellite', config: both, online: true, failed: none }),
    ).toEqual({ chosen: 'satellite', shown: 'satellite', fallback: null });
  });

  it('falls back to Natural Earth alone, saying why', () => {
    const failed = new Set<BasemapKind>(['satellite']);
    expect(basemapDisplay({ chosen: 'satellite', config: both, online: true, failed })).toEqual({
      chosen: 'satellite',
      shown: null,
      fallback: 'failed',
    });
    expect(
      basemapDisplay({ chosen: 'standard', config: both, online: false, failed: none }).fallback,
    ).toBe('offline');
    expect(
      basemapDisplay({
        chosen: 'standard',
        config: { ...both, standard: null },
        online: true,
        failed: none,
      }).fallback,
    ).toBe('unavailable');
  });

  it('a failed basemap does not stop the other one', () => {
    const failed = new Set<BasemapKind>(['satellite']);
    expect(basemapDisplay({ chosen: 'standard', config: both, online: true, failed }).shown).toBe(
      'standard',
    );
  });
});

describe('TileHealth', () => {
  it('fails after errors with no tile loaded', () => {
    const health = new TileHealth();
    health.tileFailed();
    expect(health.failed).toBe(false);
    health.tileFailed();
    expect(health.failed).toBe(true);
  });

  it('a server that answered once is reachable: later missing tiles do not drop it', () => {
    const health = new TileHealth();
    health.tileLoaded();
    for (let i = 0; i < 10; i++) health.tileFailed();
    expect(health.failed).toBe(false);
  });
});

describe('basemapStyle', () => {
  it('keeps Natural Earth at the bottom, with only the shown basemap visible over it', () => {
    const style = basemapStyle(both, 'standard');
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.slice(0, 3)).toEqual(['background', 'natural-earth-land', 'natural-earth-borders']);
    const visibility = (kind: BasemapKind) =>
      style.layers.find((layer) => layer.id === basemapLayerId(kind))?.layout?.visibility;
    expect(visibility('standard')).toBe('visible');
    expect(visibility('satellite')).toBe('none');
  });

  it('is Natural Earth alone when no online basemap is offered', () => {
    const style = basemapStyle({ satellite: null, standard: null }, null);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      'natural-earth-land',
      'natural-earth-borders',
    ]);
    for (const kind of BASEMAP_KINDS) expect(style.sources[basemapLayerId(kind)]).toBeUndefined();
  });
});
