import { tiledFromMemory } from '../../raster/types.js';
import { DataUnavailableError, type RasterLayer, type RasterRequest } from '../data-source.js';
import type { HttpOptions } from '../http.js';
import { compositeGrid, compositeScenes, type SceneBands } from '../stac/index-composite.js';
import type { HrefSigner } from '../stac/signing.js';
import { searchStacApi } from '../stac/stac-api.js';
import { assetHref, type FoundItem, type StacItem } from '../stac/stac-item.js';
import type { StacIndexSource } from './catalogue.schema.js';
import type { CatalogueDataset } from './load-catalogue.js';

/** Scenes composited per request when the entry does not say (the least cloudy first). */
export const DEFAULT_MAX_SCENES = 8;

/** Pixel size of a request that names none. */
export const DEFAULT_COMPOSITE_RESOLUTION_METERS = 100;

export interface StacIndexReader {
  http: (signal?: AbortSignal) => HttpOptions;
  open: (location: string, signal?: AbortSignal) => Promise<SceneBands['red']>;
  signer?: HrefSigner;
  /** `file:` URLs as paths (what the COG reader expects). */
  readable: (location: string) => string;
}

/**
 * A `stac-index` entry's answer to one request: the month's (or, without a month, the year's)
 * items over the box with at most `maxCloudCover` percent cloud and the entry's `properties`,
 * the `maxScenes` least cloudy of them, composited by `compositeScenes` on an EPSG:4326 grid at
 * the request's resolution; with no such item every pixel is no data (NaN). Lineage `url` is a STAC API GET search naming the composited item
 * ids, so the collection, the item count and the API are all recorded.
 */
export async function openStacIndex(
  dataset: CatalogueDataset,
  source: StacIndexSource,
  request: RasterRequest,
  reader: StacIndexReader,
  signal?: AbortSignal,
): Promise<RasterLayer> {
  if (request.year === undefined) {
    throw new DataUnavailableError(request.role, undefined, `${dataset.name} needs a year`);
  }
  const query = {
    ...(source.maxCloudCover !== undefined && {
      'eo:cloud_cover': { lte: source.maxCloudCover },
    }),
    ...Object.fromEntries(
      Object.entries(source.properties ?? {}).map(([key, value]) => [key, { eq: value }]),
    ),
  };
  const found = await searchStacApi(
    source.api,
    {
      collection: source.collection,
      bbox: request.bbox,
      year: request.year,
      ...(request.month !== undefined && { month: request.month }),
    },
    { ...reader.http(signal), ...(Object.keys(query).length > 0 && { query }) },
  );
  const chosen = found
    .filter((entry) => wanted(entry.item, source))
    .sort((a, b) => cloudCover(a.item) - cloudCover(b.item) || a.item.id.localeCompare(b.item.id))
    .slice(0, source.maxScenes ?? DEFAULT_MAX_SCENES);
  const grid = compositeGrid(
    request.bbox,
    request.resolutionMeters ?? DEFAULT_COMPOSITE_RESOLUTION_METERS,
  );
  // A month without a usable scene (all too cloudy, or none acquired: Landsat 4 and 5 months
  // can be empty) is a gap in the series, like a masked pixel: every pixel is no data.
  const scenes = chosen.map((entry) => sceneOf(entry, source, reader, signal));
  const composite = await compositeScenes(
    await Promise.all(scenes),
    grid,
    {
      index: source.index,
      mask: source.mask.keepClasses
        ? { keepClasses: source.mask.keepClasses }
        : { rejectBits: source.mask.rejectBits ?? [] },
      ...(source.bandNoData !== undefined && { bandNoData: source.bandNoData }),
    },
    signal,
  );
  const ids = chosen.map((entry) => entry.item.id).join(',');
  const api = source.api.replace(/\/+$/, '');
  return {
    raster: tiledFromMemory(composite),
    lineage: {
      role: request.role,
      datasetId: dataset.id,
      name: dataset.name,
      version: dataset.version,
      license: dataset.license,
      citation: dataset.citation,
      url: `${api}/search?collections=${encodeURIComponent(source.collection)}&ids=${encodeURIComponent(ids)}`,
      year: request.year,
      synthetic: false,
    },
  };
}

/** `eo:cloud_cover` in percent; items without it sort last. */
function cloudCover(item: StacItem): number {
  const value = item.properties['eo:cloud_cover'];
  return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
}

/** The conditions sent in the query, checked again (a server may ignore the Query extension). */
function wanted(item: StacItem, source: StacIndexSource): boolean {
  if (source.maxCloudCover !== undefined && !(cloudCover(item) <= source.maxCloudCover))
    return false;
  return Object.entries(source.properties ?? {}).every(
    ([key, value]) => item.properties[key] === value,
  );
}

/** The reflectance offset of one item: the baseline offset once its version reaches `from`. */
export function itemOffset(item: StacItem, reflectance: StacIndexSource['reflectance']): number {
  const rule = reflectance.baselineOffset;
  if (!rule) return reflectance.offset;
  const version = Number.parseFloat(String(item.properties[rule.property] ?? ''));
  return Number.isFinite(version) && version >= rule.from ? rule.offset : reflectance.offset;
}

async function sceneOf(
  entry: FoundItem,
  source: StacIndexSource,
  reader: StacIndexReader,
  signal?: AbortSignal,
): Promise<SceneBands> {
  const open = async (key: string) => {
    const href = assetHref(entry, key);
    const signed = reader.signer ? await reader.signer(href, source.collection, signal) : href;
    return reader.open(reader.readable(signed), signal);
  };
  const [red, nir, mask, blue] = await Promise.all([
    open(source.bands.red),
    open(source.bands.nir),
    open(source.mask.asset),
    source.index === 'evi' && source.bands.blue ? open(source.bands.blue) : undefined,
  ]);
  return {
    id: entry.item.id,
    red,
    nir,
    mask,
    ...(blue && { blue }),
    scale: source.reflectance.scale,
    offset: itemOffset(entry.item, source.reflectance),
  };
}
