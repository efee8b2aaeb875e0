import type { MapConfig } from '@ecotone/contracts';
import type { BasemapKind } from './basemap';

/**
 * Why the map shows Natural Earth alone instead of the chosen basemap: its tiles failed to
 * load, the browser is offline, or the server offers no such basemap.
 */
export type BasemapFallback = 'failed' | 'offline' | 'unavailable';

export interface BasemapDisplay {
  chosen: BasemapKind;
  /** The online basemap drawn over Natural Earth; null = Natural Earth alone. */
  shown: BasemapKind | null;
  fallback: BasemapFallback | null;
}

interface DisplayInput {
  chosen: BasemapKind;
  config: MapConfig;
  online: boolean;
  failed: ReadonlySet<BasemapKind>;
}

/** What the map draws for the user's choice, and why it falls back when it does. */
export function basemapDisplay({ chosen, config, online, failed }: DisplayInput): BasemapDisplay {
  let fallback: BasemapFallback | null = null;
  if (!config[chosen]) fallback = 'unavailable';
  else if (!online) fallback = 'offline';
  else if (failed.has(chosen)) fallback = 'failed';
  return { chosen, shown: fallback ? null : chosen, fallback };
}

/** Tile errors before any tile loaded: the source is unreachable (offline, blocked, down). */
export const FAILED_AFTER_ERRORS = 2;

/**
 * Counts one basemap's tiles. A tile server that answered once is reachable: later errors are
 * single missing tiles (Natural Earth shows through them), not a reason to drop the layer.
 */
export class TileHealth {
  private loaded = 0;
  private errors = 0;

  tileLoaded(): void {
    this.loaded += 1;
  }

  tileFailed(): void {
    this.errors += 1;
  }

  get failed(): boolean {
    return this.loaded === 0 && this.errors >= FAILED_AFTER_ERRORS;
  }
}
