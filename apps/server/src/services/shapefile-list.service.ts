import type { Readable } from 'node:stream';
import { isScriptType } from '@ecotone/analysis';
import {
  SHAPEFILE_SEARCH_COUNT_CAP,
  type ShapefileDetail,
  type ShapefileListAnswer,
  type ShapefileListItem,
  type shapefileListQuerySchema,
} from '@ecotone/contracts';
import { EXPORT_EXTENSIONS, type ExportFormat, safeFileBaseName } from '@ecotone/geometry';
import { z } from 'zod';
import type { AccessPolicy } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';
import type {
  ShapefileListRow,
  ShapefileRepository,
} from '../repositories/shapefile.repository.js';
import { type FileStorage, StorageNotFoundError } from '../storage/storage.js';

export interface ShapefileListDependencies {
  shapefiles: ShapefileRepository;
  accessPolicy: Pick<AccessPolicy, 'subject' | 'require'>;
  storage: FileStorage;
  /** The shape pool, where downloads as KML or zipped shapefile are written. */
  compute: Pick<ComputePool, 'run'>;
  /** Where a search stops counting (default SHAPEFILE_SEARCH_COUNT_CAP; tests lower it). */
  searchCountCap?: number;
}

type ListQuery = z.output<typeof shapefileListQuerySchema>;

/** A stored shape as a file to download: its name (from the shape's) and its content. */
export interface ShapeDownload {
  fileName: string;
  mediaType: string;
  body: string | Uint8Array;
}

const DOWNLOAD_MEDIA_TYPES: Record<ExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  shapefile: 'application/zip',
};

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The expanded row, its masks without the download address (the route adds it). */
export type ShapefileDetailRecord = Omit<ShapefileDetail, 'masks'> & {
  masks: Array<Omit<ShapefileDetail['masks'][number], 'downloadPath'>>;
};

function toListItem(row: ShapefileListRow): ShapefileListItem {
  return {
    shapefileId: row.shapefileId,
    shapefileName: row.shapefileName,
    siteId: row.siteId,
    siteName: row.siteName,
    siteType: row.siteType,
    totalAreaHa: row.totalAreaHa,
    totalMaskAreaHa: row.totalMaskAreaHa,
    maskId: row.maskId,
    createdAt: row.createdAt.toISOString(),
    creator: { id: row.creatorId, name: row.creatorName },
  };
}

/**
 * The Area Makeup of specs/1 section 2.1: what is left for the project once the merged mask is
 * taken out. Never below 0 (a mask measured a little larger than its shape) and 0 % of nothing.
 */
export function areaMakeup(totalAreaHa: number, totalMaskAreaHa: number | null) {
  const projectAreaHa = Math.max(0, totalAreaHa - (totalMaskAreaHa ?? 0));
  const projectAreaPercent =
    totalAreaHa > 0 ? Math.min(100, (projectAreaHa / totalAreaHa) * 100) : 0;
  return { projectAreaHa, projectAreaPercent };
}

/**
 * The shapefile list and its expanded row (docs/shapefiles.md), under the one access policy
 * (docs/access-policy.md): a user lists and reads the shapefiles they reach at any level (their
 * own, those of sites they created or were granted); holders of `read-draft:resource` all of
 * them. Any other id, and any id that is not a UUID, answers NOT_FOUND, so nobody learns that a
 * shapefile exists.
 */
export function createShapefileListService(deps: ShapefileListDependencies) {
  async function visibleRow(viewer: Viewer, id: string): Promise<ShapefileListRow> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND');
    await deps.accessPolicy.require(await deps.accessPolicy.subject(viewer), 'shapefile', id);
    const row = await deps.shapefiles.listRow(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(viewer: Viewer, query: ListQuery): Promise<ShapefileListAnswer> {
      const who = await deps.accessPolicy.subject(viewer);
      const { items, total, totalCapped } = await deps.shapefiles.list({
        ...query,
        readerId: who.readsEverything ? null : who.userId,
        countCap: deps.searchCountCap ?? SHAPEFILE_SEARCH_COUNT_CAP,
      });
      return { items: items.map(toListItem), total, totalCapped };
    },

    async detail(viewer: Viewer, id: string): Promise<ShapefileDetailRecord> {
      const row = await visibleRow(viewer, id);
      const extras = await deps.shapefiles.detailRows(row.shapefileId);
      return {
        ...toListItem(row),
        ...areaMakeup(row.totalAreaHa, row.totalMaskAreaHa),
        masks: extras.masks.map((mask) => ({
          name: mask.name,
          areaHa: mask.areaHa,
          scale: mask.scale,
          synthetic: mask.synthetic,
        })),
        latestAnalysis: extras.latestAnalysis && {
          ...extras.latestAnalysis,
          createdAt: extras.latestAnalysis.createdAt.toISOString(),
        },
        // A tool retired from the catalogue keeps its old runs in the table; the panel lists
        // the script types the product still has.
        successfulAnalyses: extras.successfulAnalyses.flatMap(({ scriptType, ...rest }) =>
          isScriptType(scriptType) ? [{ scriptType, ...rest }] : [],
        ),
      };
    },

    /** The stored FeatureCollection, for the site preview map. */
    async geojson(viewer: Viewer, id: string): Promise<unknown> {
      const row = await visibleRow(viewer, id);
      return deps.shapefiles.geojson(row.shapefileId);
    },

    /**
     * The shape as a file named after it (`{name}.geojson`, `.kml`, `.zip`), under the rule of
     * reading it: GeoJSON as stored, KML and the zipped shapefile written on the shape pool.
     */
    async download(viewer: Viewer, id: string, format: ExportFormat): Promise<ShapeDownload> {
      const row = await visibleRow(viewer, id);
      const geojson = await deps.shapefiles.geojson(row.shapefileId);
      const baseName = safeFileBaseName(row.shapefileName);
      const fileName = `${baseName}.${EXPORT_EXTENSIONS[format]}`;
      const mediaType = DOWNLOAD_MEDIA_TYPES[format];
      if (format === 'geojson') return { fileName, mediaType, body: JSON.stringify(geojson) };
      const written = await runShapeTask(deps.compute, 'exportShape', {
        geojson,
        format,
        baseName,
      });
      if (!written.ok) throw new Error(`stored shapefile ${row.shapefileId} does not validate`);
      return { fileName, mediaType, body: Buffer.from(written.bytes) };
    },

    /** One mask's GeoJSON file, named `{maskName}.geojson` for the download. */
    async maskFile(
      viewer: Viewer,
      id: string,
      maskName: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const row = await visibleRow(viewer, id);
      const key = await deps.shapefiles.maskStorageKey(row.shapefileId, maskName);
      if (!key) throw new AppError('NOT_FOUND');
      try {
        return { fileName: `${maskName}.geojson`, stream: await deps.storage.get(key) };
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw new AppError('NOT_FOUND');
        throw error;
      }
    },
  };
}

export type ShapefileListService = ReturnType<typeof createShapefileListService>;
