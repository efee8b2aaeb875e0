import type { BasemapSource, MapConfig } from './places.js';
import { isRecord, isSafeInteger, readArray } from './reader-checks.js';

function readBasemapSource(value: unknown): BasemapSource | undefined {
  if (!isRecord(value)) return undefined;
  const tiles = readArray(value.tiles, (tile) => (typeof tile === 'string' ? tile : undefined));
  const { attribution, maxZoom } = value;
  if (!tiles || tiles.length < 1 || typeof attribution !== 'string') return undefined;
  if (!isSafeInteger(maxZoom) || maxZoom < 0 || maxZoom > 24) return undefined;
  return { tiles, attribution, maxZoom };
}

const readNullableSource = (value: unknown): BasemapSource | null | undefined =>
  value === null ? null : readBasemapSource(value);

/**
 * `mapConfigSchema` read without zod (GET /api/map/config, the basemaps of every map's first
 * load): what its `parse` gives, or undefined where it throws (docs/architecture.md, "Bundle";
 * held to the schema by `map-config-reader.test.ts`).
 */
export function readMapConfig(value: unknown): MapConfig | undefined {
  if (!isRecord(value)) return undefined;
  const satellite = readNullableSource(value.satellite);
  const standard = readNullableSource(value.standard);
  if (satellite === undefined || standard === undefined) return undefined;
  return { satellite, standard };
}
