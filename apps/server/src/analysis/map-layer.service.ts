import { createHash } from 'node:crypto';
import type { Legend } from '@ecotone/analysis';
import { paletteOf, type TileAddress } from '@ecotone/analysis/node';
import type { MapLayerKey, RasterHit, RasterHitTestBody } from '@ecotone/contracts';
import { type Locale, type MessageKey, translate } from '@ecotone/i18n';
import type { MultiPolygon } from 'geojson';
import type { Viewer } from '../auth/viewer.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';
import type {
  AnalysisRecordRow,
  AnalysisRepository,
  StoredLayer,
  ToolRunRecord,
} from '../repositories/analysis.repository.js';
import type { ShapefileRepository } from '../repositories/shapefile.repository.js';
import { type FileStorage, StorageNotFoundError } from '../storage/storage.js';
import type { AnalysisRunService } from './analysis-run.service.js';
import { LruCache } from './lru-cache.js';
import type { MapLayerSource, MissingInput } from './map-tile.task.js';
import { translateLegend } from './result-reader.js';

/** Part of every tile's ETag: bump it when rendering changes, so cached tiles are not reused. */
const TILE_RENDERING_VERSION = 1;
const LOCATION_MILLISECONDS = 10 * 60_000;

export interface MapLayerDependencies {
  analyses: Pick<AnalysisRepository, 'toolRuns'>;
  shapefiles: Pick<ShapefileRepository, 'geometry'>;
  analysisRuns: Pick<AnalysisRunService, 'visibleAnalysis'>;
  storage: Pick<FileStorage, 'readLocation'>;
  compute: Pick<ComputePool, 'run'>;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

export type MapTileAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; png: Uint8Array };

/** `"abc"`, `W/"abc"`, `"a", "b"` or `*`: does it name this ETag? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

/**
 * Stored raster layers on a map (docs/map-tiles.md): tiles, what a layer covers, the value of
 * layers at a point. A layer is read under the result's own rule (analysis-run.service.ts
 * `visibleAnalysis`): whoever may not read the analysis gets NOT_FOUND, like an unknown layer or
 * a vector layer. Rendering and reading the files run on the shape pool, never on this thread.
 */
export function createMapLayerService(deps: MapLayerDependencies) {
  // Stored shapes never change; the few analyses on screen at once ask for theirs per tile.
  const shapes = new LruCache<string, MultiPolygon | null>(16, () => 1);
  // A read location stays valid for at least an hour once handed out (FileStorage.readLocation):
  // kept ten minutes, so a map's tiles cost no HEAD request to S3 each.
  const locations = new LruCache<string, { location: string; until: number }>(64, () => 1);
  const now = deps.now ?? Date.now;

  async function locationOf(fileKey: string): Promise<string> {
    const cached = locations.get(fileKey);
    if (cached && cached.until > now()) return cached.location;
    const location = await deps.storage.readLocation(fileKey).catch((error: unknown) => {
      if (error instanceof StorageNotFoundError) throw new AppError('NOT_FOUND');
      throw error;
    });
    locations.set(fileKey, { location, until: now() + LOCATION_MILLISECONDS });
    return location;
  }

  async function rasterLayer(viewer: Viewer, { analysisId, layerId }: MapLayerKey) {
    const analysis = await deps.analysisRuns.visibleAnalysis(viewer, analysisId);
    const runs = await deps.analyses.toolRuns(analysisId);
    for (const run of runs) {
      if (run.state !== 'SUCCEEDED') continue;
      const layer = run.layers.find((candidate) => candidate.id === layerId);
      if (layer?.kind === 'raster') return { analysis, run, layer };
    }
    throw new AppError('NOT_FOUND');
  }

  async function shapeOf(shapefileId: string): Promise<MultiPolygon | null> {
    let shape = shapes.get(shapefileId);
    if (shape === undefined) {
      shape = (await deps.shapefiles.geometry(shapefileId)) ?? null;
      shapes.set(shapefileId, shape);
    }
    return shape;
  }

  /**
   * Runs a layer task on the pool with the layer's read location and the shape's key only; the
   * coordinates go along only when the thread answers that it lacks the shape (once per thread,
   * not once per tile). A file gone since its location was kept: the location is forgotten and
   * the layer is NOT_FOUND, as any missing layer.
   */
  async function onLayer<Answer>(
    analysis: AnalysisRecordRow,
    layer: StoredLayer,
    task: (source: MapLayerSource) => Promise<Answer | MissingInput>,
  ): Promise<Answer> {
    const location = await locationOf(layer.fileKey);
    const shape = await shapeOf(analysis.shapefileId);
    const key = analysis.shapefileId;
    let answer = await task({ location, shape: shape ? { key } : null });
    if (isMissing(answer, 'shape') && shape)
      answer = await task({ location, shape: { key, coordinates: shape.coordinates } });
    if (isMissing(answer, 'file')) {
      locations.delete(layer.fileKey);
      throw new AppError('NOT_FOUND');
    }
    if (isMissing(answer, 'shape'))
      throw new Error('The compute thread lost the shape it was sent');
    return answer as Answer;
  }

  function tileEtag(key: MapLayerKey, tile: TileAddress, run: ToolRunRecord): string {
    const hash = createHash('sha256')
      .update(
        [
          TILE_RENDERING_VERSION,
          key.analysisId,
          key.layerId,
          tile.z,
          tile.x,
          tile.y,
          run.finishedAt?.toISOString() ?? '',
        ].join('|'),
      )
      .digest('base64url');
    return `"${hash.slice(0, 32)}"`;
  }

  return {
    /** GET /api/geo/tiles-dynamic/{analysisId}/{layerId}/{z}/{x}/{y} */
    async tile(
      viewer: Viewer,
      key: MapLayerKey,
      tile: TileAddress,
      ifNoneMatch?: string,
    ): Promise<MapTileAnswer> {
      const { analysis, run, layer } = await rasterLayer(viewer, key);
      const etag = tileEtag(key, tile, run);
      if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
      const palette = paletteOf(layer.legend);
      const rendered = await onLayer(analysis, layer, (source) =>
        runShapeTask(deps.compute, 'renderMapTile', {
          ...source,
          tile: { z: tile.z, x: tile.x, y: tile.y },
          palette,
        }),
      );
      return { notModified: false, etag, png: rendered.png };
    },

    /** POST /api/geo/raster-info */
    async info(viewer: Viewer, key: MapLayerKey, locale: Locale) {
      const { analysis, layer } = await rasterLayer(viewer, key);
      const { missing: _, ...raster } = await onLayer(analysis, layer, ({ location }) =>
        runShapeTask(deps.compute, 'describeRaster', { location }),
      );
      return {
        ...key,
        ...raster,
        valueRange: valueRangeOf(layer.legend),
        legend: translateLegend(locale, layer.legend),
      };
    },

    /** POST /api/geo/raster-hit-test: each layer's value at the point; unreadable layers not found. */
    async hitTest(viewer: Viewer, body: RasterHitTestBody, locale: Locale): Promise<RasterHit[]> {
      return Promise.all(
        body.layers.map(async (key): Promise<RasterHit> => {
          const notFound = {
            ...key,
            found: false,
            value: null,
            label: null,
            color: null,
            unit: null,
          };
          let found: Awaited<ReturnType<typeof rasterLayer>>;
          let value: number | null;
          try {
            found = await rasterLayer(viewer, key);
            ({ value } = await onLayer(found.analysis, found.layer, (source) =>
              runShapeTask(deps.compute, 'sampleMapLayer', {
                ...source,
                lng: body.point.lng,
                lat: body.point.lat,
              }),
            ));
          } catch (error) {
            if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound;
            throw error;
          }
          const { legend } = found.layer;
          const item =
            value === null
              ? undefined
              : legend.items?.find(
                  (candidate) =>
                    !candidate.heading &&
                    candidate.itemId.trim() !== '' &&
                    Number(candidate.itemId) === value,
                );
          return {
            ...key,
            found: true,
            value,
            label: item
              ? translate(locale, item.primaryLabel.key as MessageKey, item.primaryLabel.params)
              : null,
            color: item?.color ?? null,
            unit: legend.gradient?.unit ?? null,
          };
        }),
      );
    },
  };
}

function isMissing(answer: unknown, what: MissingInput['missing']): boolean {
  return (answer as Partial<MissingInput>).missing === what;
}

/** The values a legend colours: a gradient's min..max, or the smallest and largest class value. */
function valueRangeOf(legend: Legend): { min: number; max: number } | null {
  if (legend.gradient) return { min: legend.gradient.min, max: legend.gradient.max };
  const values = (legend.items ?? [])
    .filter((item) => !item.heading)
    .map((item) => Number(item.itemId))
    .filter((value) => Number.isFinite(value));
  return values.length > 0 ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

export type MapLayerService = ReturnType<typeof createMapLayerService>;
