import type { Lineage } from '../../lineage.js';
import { openCog } from '../../raster/cog-reader.js';
import type { TiledRaster } from '../../raster/types.js';
import { queryAcrossAntimeridian, refuseAcrossAntimeridian } from '../antimeridian.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterLayer,
  type RasterRequest,
  type VectorLayer,
  type VectorRequest,
} from '../data-source.js';
import {
  type FetchLike,
  type HttpOptions,
  locationExists,
  locationString,
  toLocationUrl,
} from '../http.js';
import { type HrefSigner, planetaryComputerSigner } from '../stac/signing.js';
import { searchStacApi } from '../stac/stac-api.js';
import { assetHref, type FoundItem, type StacQuery } from '../stac/stac-item.js';
import { searchStaticCatalogue } from '../stac/static-catalogue.js';
import { readFlatGeobufAreas } from '../vector/flatgeobuf-file.js';
import { readGeoJsonAreas } from '../vector/geojson-file.js';
import type { CogSource, StacSource } from './catalogue.schema.js';
import { expandCogTemplate } from './cog-template.js';
import type { CatalogueDataset, DatasetCatalogue } from './load-catalogue.js';
import { mosaicTiledRaster } from './mosaic-raster.js';
import { selectDataset } from './select-dataset.js';
import { openStacIndex } from './stac-index-source.js';

/** Opens one COG (a file path or an http(s) URL); the raster module's `openCog` by default. */
export type OpenCog = (location: string, signal?: AbortSignal) => Promise<TiledRaster>;

export interface CatalogueSourceOptions {
  /** ENABLE_RESTRICTED_LAYERS: serve licence-restricted datasets (WDPA, KBA). */
  enableRestricted: boolean;
  /** Replaces the COG reader (tests, caching wrappers). */
  openCog?: OpenCog;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Per signing scheme; the Planetary Computer SAS signer by default. */
  signers?: { 'planetary-computer'?: HrefSigner };
}

/** A raster read for one request: where the bytes are and what lineage records for them. */
interface RasterLocation {
  /** What is read (signed when the source needs it). */
  read: string;
  /** What lineage records (never signed). */
  recorded: string;
}

/**
 * The data source of a configured deployment: each request goes to the catalogue entry for its
 * role, product and year (see `selectDataset`), which is read from its COG(s), STAC items or
 * vector file, or (`stac-index`) computed as a monthly NDVI/EVI composite of reflectance scenes. Several COGs or items covering the area are mosaicked. When nothing is configured
 * the request fails with `DataUnavailableError`; it never falls back to synthetic data.
 */
export function createCatalogueSource(
  catalogue: DatasetCatalogue,
  options: CatalogueSourceOptions,
): DataSource {
  const http = (signal?: AbortSignal): HttpOptions => ({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    signal,
  });
  const open: OpenCog =
    options.openCog ??
    ((location, signal) =>
      openCog(location, { signal, fetch: options.fetch, timeoutMs: options.timeoutMs }));
  const signers = {
    'planetary-computer':
      options.signers?.['planetary-computer'] ??
      planetaryComputerSigner({ fetch: options.fetch, timeoutMs: options.timeoutMs }),
  };

  async function cogLocations(
    dataset: CatalogueDataset,
    source: CogSource,
    request: RasterRequest,
    signal?: AbortSignal,
  ): Promise<RasterLocation[]> {
    const year = dataset.years ? request.year : undefined;
    const all = expandCogTemplate(
      source.url,
      request.bbox,
      year,
      source.tileDegrees,
      request.month,
    );
    if (source.tileDegrees === undefined) return all.map((url) => ({ read: url, recorded: url }));
    const exists = await Promise.all(all.map((url) => locationExists(url, http(signal))));
    return all.filter((_, index) => exists[index]).map((url) => ({ read: url, recorded: url }));
  }

  async function stacLocations(
    dataset: CatalogueDataset,
    source: StacSource,
    request: RasterRequest,
    signal?: AbortSignal,
  ): Promise<RasterLocation[]> {
    const query: StacQuery = {
      collection: source.collection,
      bbox: request.bbox,
      ...(dataset.years && { year: request.year }),
      ...(dataset.years && request.month !== undefined && { month: request.month }),
    };
    const found: FoundItem[] = source.api
      ? await searchStacApi(source.api, query, http(signal))
      : await searchStaticCatalogue(source.catalog ?? '', query, http(signal));
    const signer = source.signing ? signers[source.signing] : undefined;
    return Promise.all(
      found.map(async (item) => {
        const href = assetHref(item, source.asset);
        const read = signer ? await signer(href, source.collection, signal) : href;
        return { read, recorded: href };
      }),
    );
  }

  return {
    async openRaster(request, signal): Promise<RasterLayer> {
      const dataset = selectDataset(catalogue, request, options.enableRestricted);
      refuseAcrossAntimeridian(request.bbox, dataset.name);
      const { source } = dataset;
      if (source.kind === 'stac-index') {
        const signer = source.signing ? signers[source.signing] : undefined;
        return openStacIndex(
          dataset,
          source,
          request,
          { http, open, readable: asReadable, ...(signer && { signer }) },
          signal,
        );
      }
      if (source.kind !== 'cog' && source.kind !== 'stac') {
        throw new DataUnavailableError(request.role, request.year, `${dataset.id} is not a raster`);
      }
      const locations =
        source.kind === 'cog'
          ? await cogLocations(dataset, source, request, signal)
          : await stacLocations(dataset, source, request, signal);
      if (locations.length === 0) {
        throw new DataUnavailableError(
          request.role,
          request.year,
          `${dataset.name} has no data over [${request.bbox.join(', ')}]`,
        );
      }
      const rasters = await Promise.all(
        locations.map((location) => open(asReadable(location.read), signal)),
      );
      const only = rasters.length === 1 ? rasters[0] : undefined;
      const raster =
        only && dataset.noData === undefined
          ? only
          : mosaicTiledRaster(rasters, { noData: dataset.noData });
      return {
        raster,
        ...(dataset.scale !== undefined && { scale: dataset.scale }),
        ...(dataset.offset !== undefined && { offset: dataset.offset }),
        lineage: lineageOf(
          dataset,
          request,
          locations.map((location) => location.recorded),
        ),
      };
    },

    async queryVector(request: VectorRequest, signal): Promise<VectorLayer> {
      const dataset = selectDataset(catalogue, request, options.enableRestricted);
      const { source } = dataset;
      if (source.kind !== 'flatgeobuf' && source.kind !== 'geojson') {
        throw new DataUnavailableError(request.role, undefined, `${dataset.id} is not a vector`);
      }
      const read = source.kind === 'flatgeobuf' ? readFlatGeobufAreas : readGeoJsonAreas;
      const lineage = lineageOf(dataset, request, [source.url]);
      return queryAcrossAntimeridian(request.bbox, async (bbox) => ({
        features: await read(asReadable(source.url), bbox, http(signal)),
        lineage,
      }));
    },
  };
}

/** `file:` URLs as paths, which is what the COG reader and error messages expect. */
function asReadable(location: string): string {
  return locationString(toLocationUrl(location));
}

/**
 * Lineage of one read. `url` is the COG, item asset or vector file read; a mosaic lists every
 * tile's URL separated by a space (URLs never contain a bare space).
 */
function lineageOf(
  dataset: CatalogueDataset,
  request: { role: string; year?: number },
  urls: string[],
): Lineage {
  return {
    role: request.role,
    datasetId: dataset.id,
    name: dataset.name,
    version: dataset.version,
    license: dataset.license,
    citation: dataset.citation,
    url: urls.map(asReadable).join(' '),
    ...(dataset.years && request.year !== undefined && { year: request.year }),
    synthetic: false,
  };
}
