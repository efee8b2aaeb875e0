import type { ExclusionMode, MaskOptions, MaskType } from '@ecotone/contracts';
import type { MultiPolygon } from 'geojson';
import type { Database, SqlRunner } from '../db/database.js';

/** One mask of a set as stored: a shapefile_mask row, its GeoJSON file in storage. */
export interface StoredMask {
  type: MaskType;
  status: 'success' | 'noDataAvailable';
  areaHa: number;
  scale: number | null;
  storageKey: string;
  inputs: Record<string, unknown>;
  /** Lineage of the data the mask read, and whether any of it was synthetic. */
  metadata: Record<string, unknown>;
}

/** A mask set to store (docs/masks-server.md "Storage"). */
export interface NewMaskSet {
  maskId: string;
  shapefileId: string;
  mode: Exclude<ExclusionMode, 'none'>;
  options: MaskOptions | null;
  grossHa: number;
  mergedHa: number;
  netHa: number;
  /** GeoJSON MultiPolygon text; null when empty. */
  mergedText: string | null;
  netText: string | null;
  mergedStorageKey: string;
  netStorageKey: string;
  createdBy: string;
  masks: StoredMask[];
}

/** A stored set as the tiles read it: its shapefile (for access) and when it was made. */
export interface MaskSetRecord {
  maskId: string;
  shapefileId: string;
  createdAt: Date;
}

export interface MaskPreviewLayerRecord {
  layer: string;
  status: 'success' | 'noDataAvailable';
  areaHa: number;
  scale: number | null;
  storageKey: string;
  computedAt: Date;
}

/** What an analysis under a mask set runs on (docs/masks-server.md "Workflow"). */
export interface ProjectArea {
  geometry: MultiPolygon | null;
  grossHa: number;
  mergedHa: number;
  netHa: number;
  synthetic: boolean;
}

/** A PostGIS MultiPolygon from the kernels' GeoJSON, made valid (null stays null). */
const GEOMETRY = (parameter: string) =>
  `CASE WHEN ${parameter}::text IS NULL THEN NULL ELSE
     ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(${parameter}::text), 4326)), 3))
   END`;

/**
 * Exclusion masks (docs/masks-server.md): the mask sets of shapefiles, their masks, the net
 * geometry analyses run on, and the wizard's previews, which belong to the user who made them.
 */
function statements(runner: SqlRunner) {
  return {
    /**
     * Stores the set and names it on its shapefile, unless the shapefile has one already (a
     * concurrent submission's): then nothing is written and false is answered.
     */
    async createSet(set: NewMaskSet): Promise<boolean> {
      const { rows } = await runner.query<{ maskId: string | null }>(
        'SELECT mask_id AS "maskId" FROM shapefile WHERE id = $1 FOR UPDATE',
        [set.shapefileId],
      );
      if (!rows[0] || rows[0].maskId !== null) return false;
      await runner.query(
        `INSERT INTO mask_set (id, shapefile_id, mode, options, gross_area_ha, merged_area_ha,
           net_area_ha, merged_geometry, net_geometry, merged_storage_key, net_storage_key,
           created_by)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, ${GEOMETRY('$8')}, ${GEOMETRY('$9')},
           $10, $11, $12)`,
        [
          set.maskId,
          set.shapefileId,
          set.mode,
          set.options === null ? null : JSON.stringify(set.options),
          set.grossHa,
          set.mergedHa,
          set.netHa,
          set.mergedText,
          set.netText,
          set.mergedStorageKey,
          set.netStorageKey,
          set.createdBy,
        ],
      );
      for (const mask of set.masks) {
        await runner.query(
          `INSERT INTO shapefile_mask (shapefile_id, name, area_ha, scale, storage_key, metadata,
             mask_id, mask_type, status, inputs)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $2, $8, $9::jsonb)`,
          [
            set.shapefileId,
            mask.type,
            mask.areaHa,
            mask.scale,
            mask.storageKey,
            JSON.stringify(mask.metadata),
            set.maskId,
            mask.status,
            JSON.stringify(mask.inputs),
          ],
        );
      }
      await runner.query(
        'UPDATE shapefile SET mask_id = $2, total_mask_area_ha = $3 WHERE id = $1',
        [set.shapefileId, set.maskId, set.mergedHa],
      );
      return true;
    },

    /** Whether the shapefile already has a mask set (it then keeps it). */
    async shapefileMaskId(shapefileId: string): Promise<string | null> {
      const { rows } = await runner.query<{ maskId: string | null }>(
        'SELECT mask_id AS "maskId" FROM shapefile WHERE id = $1',
        [shapefileId],
      );
      return rows[0]?.maskId ?? null;
    },

    async findSet(maskId: string): Promise<MaskSetRecord | undefined> {
      const { rows } = await runner.query<MaskSetRecord>(
        `SELECT id AS "maskId", shapefile_id AS "shapefileId", created_at AS "createdAt"
         FROM mask_set WHERE id = $1`,
        [maskId],
      );
      return rows[0];
    },

    /** Where a stored set's mask (a layer or `merged`) is in storage. */
    async setMaskStorageKey(maskId: string, type: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ storageKey: string }>(
        `SELECT storage_key AS "storageKey" FROM shapefile_mask
         WHERE mask_id = $1 AND mask_type = $2`,
        [maskId, type],
      );
      return rows[0]?.storageKey;
    },

    /** The layers whose masks make up a set's merged mask (none for an uploaded mask). */
    async setLayers(maskId: string): Promise<MaskType[]> {
      const { rows } = await runner.query<{ type: MaskType }>(
        `SELECT mask_type AS type FROM shapefile_mask
         WHERE mask_id = $1 AND mask_type <> 'merged' AND status = 'success'`,
        [maskId],
      );
      return rows.map((row) => row.type);
    },

    /**
     * The project area of a set, as the analysis tools read it: the shape minus the merged mask
     * (null when the masks cover the whole shape), its areas, and whether a mask was made from
     * synthetic demo data.
     */
    async projectArea(maskId: string): Promise<ProjectArea | undefined> {
      const { rows } = await runner.query<
        Omit<ProjectArea, 'geometry'> & { geometry: string | null }
      >(
        `SELECT ST_AsGeoJSON(m.net_geometry) AS geometry, m.gross_area_ha AS "grossHa",
                m.merged_area_ha AS "mergedHa", m.net_area_ha AS "netHa",
                coalesce(bool_or((mask.metadata->>'synthetic')::boolean), false) AS synthetic
         FROM mask_set m LEFT JOIN shapefile_mask mask ON mask.mask_id = m.id
         WHERE m.id = $1
         GROUP BY m.id`,
        [maskId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const geometry = row.geometry ? (JSON.parse(row.geometry) as MultiPolygon) : null;
      return { ...row, geometry };
    },

    /** A new preview set of `userId`. */
    async createPreview(maskId: string, userId: string): Promise<void> {
      await runner.query('INSERT INTO mask_preview (id, created_by) VALUES ($1, $2)', [
        maskId,
        userId,
      ]);
    },

    async previewOwner(maskId: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ createdBy: string }>(
        'SELECT created_by AS "createdBy" FROM mask_preview WHERE id = $1',
        [maskId],
      );
      return rows[0]?.createdBy;
    },

    async savePreviewLayer(
      maskId: string,
      layer: Omit<MaskPreviewLayerRecord, 'computedAt'>,
    ): Promise<Date> {
      const { rows } = await runner.query<{ computedAt: Date }>(
        `INSERT INTO mask_preview_layer (mask_id, layer, status, area_ha, scale, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (mask_id, layer) DO UPDATE SET status = EXCLUDED.status,
           area_ha = EXCLUDED.area_ha, scale = EXCLUDED.scale,
           storage_key = EXCLUDED.storage_key, computed_at = clock_timestamp()
         RETURNING computed_at AS "computedAt"`,
        [maskId, layer.layer, layer.status, layer.areaHa, layer.scale, layer.storageKey],
      );
      const computedAt = rows[0]?.computedAt;
      if (!computedAt) throw new Error('mask preview layer upsert returned nothing');
      return computedAt;
    },

    async previewLayers(maskId: string): Promise<MaskPreviewLayerRecord[]> {
      const { rows } = await runner.query<MaskPreviewLayerRecord>(
        `SELECT layer, status, area_ha AS "areaHa", scale, storage_key AS "storageKey",
                computed_at AS "computedAt"
         FROM mask_preview_layer WHERE mask_id = $1 ORDER BY layer`,
        [maskId],
      );
      return rows;
    },
  };
}

export type MaskStatements = ReturnType<typeof statements>;

export function createMaskRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened (the workflow's). */
    on: (runner: SqlRunner): MaskStatements => statements(runner),
  };
}

export type MaskRepository = ReturnType<typeof createMaskRepository>;
