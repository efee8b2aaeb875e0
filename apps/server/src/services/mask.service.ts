import { createHash, randomUUID } from 'node:crypto';
import type { TileAddress } from '@ecotone/analysis/node';
import {
  type AssetRelationshipAnswer,
  type CreateMaskAnswer,
  MASK_COLORS,
  MASK_TYPES,
  type MaskPreviewSummaryAnswer,
  type MaskType,
} from '@ecotone/contracts';
import { type Locale, translateReason } from '@ecotone/i18n';
import type { AccessPolicy } from '../access/access-policy.js';
import { type MapTileAnswer, matchesEtag } from '../analysis/map-layer.service.js';
import type { Viewer } from '../auth/viewer.js';
import type { MaskRoute } from '../bodies/mask-body.task.js';
import type { ComputePool } from '../compute/compute-pool.js';
import type { ComputeOutput } from '../compute/compute-tasks.js';
import { movableBytes } from '../compute/moved.js';
import { MASK_TIMEOUT_MS, runShapeTask } from '../compute/shape-pool.js';
import type { Config } from '../config.js';
import { AppError, appErrorOf } from '../errors.js';
import type { MaskRepository } from '../repositories/mask.repository.js';
import { type FileStorage, StorageNotFoundError } from '../storage/storage.js';
import type { MaskTaskOutput } from './mask-compute.task.js';

/** Part of every mask tile's ETag: bump it when rendering changes. */
const MASK_TILE_RENDERING_VERSION = 1;

export interface MaskServiceDependencies {
  masks: Pick<
    MaskRepository,
    | 'createPreview'
    | 'previewOwner'
    | 'savePreviewLayer'
    | 'previewLayers'
    | 'findSet'
    | 'setMaskStorageKey'
  >;
  accessPolicy: Pick<AccessPolicy, 'subject' | 'levelOf'>;
  storage: Pick<FileStorage, 'put' | 'readLocation'>;
  compute: Pick<ComputePool, 'run'>;
  analysisData: Config['analysisData'];
}

/** Where a preview's layer (or its merged union) is stored. */
export const previewMaskKey = (maskId: string, layer: string): string =>
  `mask-previews/${maskId}/${layer}.geojson`;

/** Where a stored set's mask (a layer, `merged` or `net`) is stored: specs/1 "{maskId}/{name}". */
export const setMaskKey = (maskId: string, name: string): string =>
  `masks/${maskId}/${name}.geojson`;

/** A mask task's value, or its refusal thrown as the AppError it stands for. */
export function maskTaskValue<Value>(output: MaskTaskOutput<Value>): Value {
  if (!output.ok) throw appErrorOf(output.error);
  return output.value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isMaskType = (value: string): value is MaskType =>
  (MASK_TYPES as readonly string[]).includes(value);

/**
 * The wizard's mask previews and the tiles of masks (docs/masks-server.md "API"). A preview set
 * (`maskId`) belongs to the user who made it: anyone else's maskId is NOT_FOUND. A stored set's
 * tiles are read by whoever may read its shapefile. Every computation runs on the shape pool.
 */
export function createMaskService(deps: MaskServiceDependencies) {
  async function readBody<Route extends MaskRoute>(route: Route, bytes: Uint8Array) {
    const moved = movableBytes(bytes);
    const read = await runShapeTask(
      deps.compute,
      'readMaskBody',
      { body: moved, route },
      { transferList: [moved.buffer as ArrayBuffer] },
    );
    if (!read.ok) throw appErrorOf(read.error);
    if (read.route !== route) throw new Error(`readMaskBody answered ${read.route} for ${route}`);
    return read as Extract<ComputeOutput<'readMaskBody'>, { route: Route }>;
  }

  /** A preview set of the viewer's: a new one for null, NOT_FOUND for anyone else's. */
  async function ownPreview(viewer: Viewer, maskId: string | null | undefined): Promise<string> {
    if (!maskId) {
      const id = randomUUID();
      await deps.masks.createPreview(id, viewer.userId);
      return id;
    }
    if ((await deps.masks.previewOwner(maskId)) !== viewer.userId) throw new AppError('NOT_FOUND');
    return maskId;
  }

  const encode = (text: string) => new TextEncoder().encode(text);

  /**
   * The file and version of a mask on a map: `unknown` when the id names no preview and no set;
   * `hidden` when the viewer may not see it, or it has no such layer.
   */
  async function tileSource(
    viewer: Viewer,
    maskId: string,
    layer: string,
  ): Promise<'unknown' | 'hidden' | { key: string; version: string }> {
    const owner = await deps.masks.previewOwner(maskId);
    if (owner !== undefined) {
      if (owner !== viewer.userId) return 'hidden';
      const found = (await deps.masks.previewLayers(maskId)).find((row) => row.layer === layer);
      return found ? { key: found.storageKey, version: found.computedAt.toISOString() } : 'hidden';
    }
    const set = await deps.masks.findSet(maskId);
    if (!set) return 'unknown';
    // A mask set is read at any level on its shapefile (the access policy's mask set level).
    const who = await deps.accessPolicy.subject(viewer);
    if ((await deps.accessPolicy.levelOf(who, 'maskSet', maskId)) === 'none') return 'hidden';
    const key = await deps.masks.setMaskStorageKey(maskId, layer);
    return key ? { key, version: set.createdAt.toISOString() } : 'hidden';
  }

  return {
    /** POST /api/shape-file/create-mask-from-geojson */
    async createMask(
      viewer: Viewer,
      bytes: Uint8Array,
      locale: Locale,
    ): Promise<Omit<CreateMaskAnswer, 'maskUrl'>> {
      const { body, shapeText } = await readBody('createMask', bytes);
      const maskId = await ownPreview(viewer, body.maskId);
      const mask = maskTaskValue(
        await runShapeTask(
          deps.compute,
          'maskLayer',
          { shapeText, layer: body.maskLayer, options: body.maskOptions, data: deps.analysisData },
          { timeoutMs: MASK_TIMEOUT_MS },
        ),
      );
      const storageKey = previewMaskKey(maskId, body.maskLayer);
      await deps.storage.put(storageKey, encode(mask.fileText));
      await deps.masks.savePreviewLayer(maskId, {
        layer: body.maskLayer,
        status: mask.status,
        areaHa: mask.areaHa,
        scale: mask.scale,
        storageKey,
      });
      const noData = mask.status === 'noDataAvailable';
      return {
        err: noData
          ? {
              code: 'MASK_NO_DATA',
              message: translateReason(locale, 'workflow', 'MASK_NO_DATA'),
            }
          : null,
        maskId,
        maskLayer: body.maskLayer,
        status: mask.status,
        areaHa: mask.areaHa,
        scale: mask.scale,
        synthetic: mask.synthetic,
      };
    },

    /** POST /api/shape-file/mask-preview-summary */
    async previewSummary(
      viewer: Viewer,
      bytes: Uint8Array,
    ): Promise<Omit<MaskPreviewSummaryAnswer, 'maskUrl'>> {
      const { body, shapeText, customMaskText } = await readBody('previewSummary', bytes);
      const maskId = await ownPreview(viewer, body.maskId);
      const computed = await deps.masks.previewLayers(maskId);
      const layerLocations: string[] = [];
      if (customMaskText === null) {
        for (const layer of body.masks) {
          const row = computed.find((candidate) => candidate.layer === layer);
          // A layer never computed under this preview has nothing to merge: the body is wrong.
          if (!row)
            throw new AppError('VALIDATION', {
              details: `body/masks: ${layer} was not computed under maskId ${maskId}`,
            });
          if (row.status === 'success') layerLocations.push(await locationOf(row.storageKey));
        }
      }
      const merged = await runShapeTask(
        deps.compute,
        'maskPreviewMerge',
        { shapeText, layerLocations, customMaskText },
        { timeoutMs: MASK_TIMEOUT_MS },
      );
      const storageKey = previewMaskKey(maskId, 'merged');
      await deps.storage.put(storageKey, encode(merged.mergedFileText));
      await deps.masks.savePreviewLayer(maskId, {
        layer: 'merged',
        status: 'success',
        areaHa: merged.mergedHa,
        scale: null,
        storageKey,
      });
      const { grossHa, mergedHa, netHa } = merged;
      return { maskId, grossHa, mergedHa, netHa };
    },

    /** POST /api/shape-file/geojson-asset-relationship */
    async assetRelationship(_viewer: Viewer, bytes: Uint8Array): Promise<AssetRelationshipAnswer> {
      const { shapeText } = await readBody('assetRelationship', bytes);
      return maskTaskValue(
        await runShapeTask(
          deps.compute,
          'nonGrasslandCoverage',
          { shapeText, data: deps.analysisData },
          { timeoutMs: MASK_TIMEOUT_MS },
        ),
      );
    },

    /**
     * GET /api/geo/tiles-dynamic/{maskId}/{layer}/{z}/{x}/{y} when `maskId` names a mask preview
     * or set; undefined when it names neither (the caller tries an analysis). A preview of
     * someone else's, or a set whose shapefile the viewer may not read, is NOT_FOUND.
     */
    async tile(
      viewer: Viewer,
      maskId: string,
      layer: string,
      tile: TileAddress,
      ifNoneMatch?: string,
    ): Promise<MapTileAnswer | undefined> {
      if (!isMaskType(layer) || !UUID.test(maskId)) return undefined;
      const source = await tileSource(viewer, maskId, layer);
      if (source === 'unknown') return undefined;
      if (source === 'hidden') throw new AppError('NOT_FOUND');
      const etag = `"${createHash('sha256')
        .update(
          [MASK_TILE_RENDERING_VERSION, maskId, layer, source.version, tile.z, tile.x, tile.y].join(
            '|',
          ),
        )
        .digest('base64url')
        .slice(0, 32)}"`;
      if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
      const rendered = await runShapeTask(deps.compute, 'renderMaskTile', {
        key: `${source.key}|${source.version}`,
        location: await locationOf(source.key),
        tile,
        color: MASK_COLORS[layer],
      });
      if (rendered.missing) throw new AppError('NOT_FOUND');
      return { notModified: false, etag, png: rendered.png };
    },
  };

  async function locationOf(key: string): Promise<string> {
    try {
      return await deps.storage.readLocation(key);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new AppError('NOT_FOUND');
      throw error;
    }
  }
}

export type MaskService = ReturnType<typeof createMaskService>;
