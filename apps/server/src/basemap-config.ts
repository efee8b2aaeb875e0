import type { BasemapSource } from '@ecotone/contracts';
import { z } from 'zod';

/**
 * The default online basemaps (docs/decisions/0010-basemap-sources.md). Both are drawn over the
 * offline Natural Earth map, which stays underneath whenever their tiles cannot load.
 */
export const DEFAULT_SATELLITE: BasemapSource = {
  tiles: ['https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless_3857/default/g/{z}/{y}/{x}.jpg'],
  attribution:
    '<a href="https://s2maps.eu">Sentinel-2 cloudless - https://s2maps.eu</a> by <a href="https://eox.at">EOX IT Services GmbH</a> (Contains modified Copernicus Sentinel data 2016)',
  // 10 m pixels: zoom 15 is their last useful level; the map stretches them past it.
  maxZoom: 15,
};

export const DEFAULT_STANDARD: BasemapSource = {
  tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  attribution: '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>',
  maxZoom: 19,
};

/** `none` turns an online basemap off: the map is then Natural Earth only. */
export const BASEMAP_OFF = 'none';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const tileUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .refine(
      (value) =>
        value === BASEMAP_OFF || ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      { message: `must be a tile URL template containing {z}, {x} and {y}, or ${BASEMAP_OFF}` },
    )
    .refine((value) => value === BASEMAP_OFF || /^https?:\/\//.test(value), {
      message: 'must start with http:// or https://',
    })
    .optional(),
);
const maxZoom = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(24).optional());

/** The environment variables of the two basemaps, part of config.ts's schema. */
export const basemapEnvironment = {
  BASEMAP_TILE_URL: tileUrl,
  BASEMAP_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().min(2).optional()),
  BASEMAP_MAX_ZOOM: maxZoom,
  BASEMAP_STREET_TILE_URL: tileUrl,
  BASEMAP_STREET_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().min(2).optional()),
  BASEMAP_STREET_MAX_ZOOM: maxZoom,
};

type BasemapEnvironment = {
  [Name in keyof typeof basemapEnvironment]?: z.infer<(typeof basemapEnvironment)[Name]>;
};

const VARIABLES = {
  satellite: ['BASEMAP_TILE_URL', 'BASEMAP_ATTRIBUTION', 'BASEMAP_MAX_ZOOM'],
  standard: ['BASEMAP_STREET_TILE_URL', 'BASEMAP_STREET_ATTRIBUTION', 'BASEMAP_STREET_MAX_ZOOM'],
} as const;

/** An operator's own tiles must name their credit: the map shows it. */
export function basemapProblems(environment: NodeJS.ProcessEnv): string[] {
  return Object.values(VARIABLES).flatMap(([url, attribution]) =>
    environment[url] && environment[url] !== BASEMAP_OFF && !environment[attribution]
      ? [`${attribution}: required when ${url} is set (the tile provider's credit)`]
      : [],
  );
}

function basemap(
  env: BasemapEnvironment,
  kind: keyof typeof VARIABLES,
  fallback: BasemapSource,
): BasemapSource | null {
  const [urlName, attributionName, maxZoomName] = VARIABLES[kind];
  const url = env[urlName];
  if (url === BASEMAP_OFF) return null;
  if (!url) return { ...fallback, maxZoom: env[maxZoomName] ?? fallback.maxZoom };
  return {
    tiles: [url],
    attribution: env[attributionName] ?? '',
    maxZoom: env[maxZoomName] ?? 19,
  };
}

/** Satellite imagery and a street map: the defaults, an operator's own tiles, or off. */
export function basemapSources(env: BasemapEnvironment): {
  satellite: BasemapSource | null;
  standard: BasemapSource | null;
} {
  return {
    satellite: basemap(env, 'satellite', DEFAULT_SATELLITE),
    standard: basemap(env, 'standard', DEFAULT_STANDARD),
  };
}
