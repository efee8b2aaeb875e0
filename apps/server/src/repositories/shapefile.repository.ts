import type { RunState } from '@ecotone/analysis';
import type { ShapefileSortField, SiteType } from '@ecotone/contracts';
import type { MultiPolygon } from 'geojson';
import type { Database, SqlRunner } from '../db/database.js';
import { grantedSiteRanksSql } from './access.repository.js';

export interface ShapefileRecord {
  id: string;
  /** The site it was created under; null for a shapefile stored before sites existed. */
  siteId: string | null;
  name: string;
  createdBy: string;
  totalAreaHa: number;
  createdAt: Date;
  /** Its exclusion mask set (docs/masks-server.md); null: none. */
  maskId: string | null;
}

/** A row of the shapefile list: the shapefile with its creator's name and its site. */
export interface ShapefileListRow {
  shapefileId: string;
  shapefileName: string;
  siteId: string | null;
  siteName: string | null;
  siteType: SiteType | null;
  totalAreaHa: number;
  totalMaskAreaHa: number | null;
  maskId: string | null;
  createdAt: Date;
  creatorId: string;
  creatorName: string;
}

export interface ShapefileListRequest {
  /**
   * Only the shapefiles this user reaches (access policy, decision 0025): their own, those of
   * sites they created, and those of sites their grants reach. Null lists everyone's.
   */
  readerId: string | null;
  offset: number;
  limit: number;
  orderBy: ShapefileSortField;
  order: 'asc' | 'desc';
  /** Case-insensitive substring of the shapefile name or of the creator's name. */
  search?: string | undefined;
  /** A search stops counting its matches past this many (SHAPEFILE_SEARCH_COUNT_CAP). */
  countCap: number;
}

export interface ShapefileMaskRow {
  name: string;
  areaHa: number;
  scale: number | null;
  storageKey: string;
  /** The mask's metadata says it was made from synthetic demo data. */
  synthetic: boolean;
}

/** The detail panel's extras: masks, the latest analysis, successful tool runs per script type. */
export interface ShapefileDetailRows {
  masks: ShapefileMaskRow[];
  latestAnalysis: { analysisId: string; createdAt: Date; state: RunState } | null;
  successfulAnalyses: { scriptType: string; count: number; latestAnalysisId: string }[];
}

/**
 * Sort keys of the list, each ending in a unique tie-break so paging is stable; every one has
 * an index of the same shape (migration 0010). `u` is the creator, `s` the shapefile.
 */
const SORT_KEYS: Record<ShapefileSortField, string[]> = {
  createdAt: ['s.created_at', 's.id'],
  shapefileName: ['lower(s.name)', 's.id'],
  totalAreaHa: ['s.total_area_ha', 's.id'],
  totalMaskAreaHa: ['coalesce(s.total_mask_area_ha, 0)', 's.id'],
  creator: ['lower(u.name)', 'u.id', 's.created_at', 's.id'],
};

const orderClause = (orderBy: ShapefileSortField, order: 'asc' | 'desc') =>
  SORT_KEYS[orderBy].map((key) => `${key} ${order === 'asc' ? 'ASC' : 'DESC'}`).join(', ');

/** `%fragment%` for ILIKE, with LIKE's own wildcards in the fragment taken literally. */
const containsPattern = (fragment: string) => `%${fragment.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The WHERE clause and its values, numbered from $1. `matchingCreators` are the users whose name
 * matches the search, looked up first: given as an array, the planner sees how many there are
 * and chooses between the trigram/creator bitmap scans and the sort's index correctly, which it
 * cannot for a subquery (a 30 ms misjudgement at 100,000 rows, docs/shapefiles.md).
 * `reachedSites` likewise: the sites a reader created or reaches through grants, looked up first
 * (an OR over a subquery read every row to count them: 70-290 ms at 100,000 rows,
 * docs/access-policy.md).
 */
function listFilter(
  request: ShapefileListRequest,
  matchingCreators: string[],
  reachedSites: string[],
): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (request.readerId !== null) {
    values.push(request.readerId, reachedSites);
    conditions.push(
      `(s.created_by = $${values.length - 1} OR s.site_id = ANY($${values.length}::uuid[]))`,
    );
  }
  if (request.search) {
    values.push(containsPattern(request.search), matchingCreators);
    conditions.push(
      `(s.name ILIKE $${values.length - 1} OR s.created_by = ANY($${values.length}::text[]))`,
    );
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

const LIST_COLUMNS = `s.id AS "shapefileId", s.name AS "shapefileName", s.site_id AS "siteId",
  site.title AS "siteName", site.site_type AS "siteType", s.total_area_ha AS "totalAreaHa",
  s.total_mask_area_ha AS "totalMaskAreaHa", s.mask_id AS "maskId", s.created_at AS "createdAt",
  u.id AS "creatorId", u.name AS "creatorName"`;

/**
 * Shapefiles: the study areas analyses run on, and the list that finds them again
 * (docs/shapefiles.md). The geometry is the union of the features, made valid, measured by PostGIS.
 */
function statements(runner: SqlRunner) {
  return {
    /**
     * Stores the shape as PostGIS measures it (the union of the features, made valid) with the
     * area the app computed, so every screen shows the same hectares.
     */
    async create(input: {
      siteId: string;
      name: string;
      /** The shape as stored, JSON text (prepared on a pool thread, not stringified here). */
      geojsonText: string;
      totalAreaHa: number;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        `WITH shape AS (
           SELECT ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(ARRAY(
             SELECT ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(feature->>'geometry'), 4326))
             FROM jsonb_array_elements($3::jsonb->'features') AS feature
           ))), 3)) AS geometry
         )
         INSERT INTO shapefile (site_id, name, geojson, geometry, total_area_ha, created_by)
         SELECT $1, $2, $3::jsonb, geometry, $4, $5 FROM shape
         RETURNING id`,
        [input.siteId, input.name, input.geojsonText, input.totalAreaHa, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('shapefile insert returned no id');
      return id;
    },
    async find(id: string): Promise<ShapefileRecord | undefined> {
      const { rows } = await runner.query<ShapefileRecord>(
        `SELECT id, site_id AS "siteId", name, created_by AS "createdBy",
                total_area_ha AS "totalAreaHa", created_at AS "createdAt", mask_id AS "maskId"
         FROM shapefile WHERE id = $1`,
        [id],
      );
      return rows[0];
    },
    /** Whether the site already holds a shapefile of this name, ignoring case. */
    async nameTakenInSite(siteId: string, name: string): Promise<boolean> {
      const { rows } = await runner.query(
        'SELECT 1 FROM shapefile WHERE site_id = $1 AND lower(name) = lower($2)',
        [siteId, name],
      );
      return rows.length > 0;
    },
    /** The shape as one MultiPolygon's GeoJSON text (the mask kernels parse it on the pool). */
    async geometryText(id: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ geometry: string }>(
        'SELECT ST_AsGeoJSON(geometry) AS geometry FROM shapefile WHERE id = $1',
        [id],
      );
      return rows[0]?.geometry;
    },
    /** The study area as one WGS 84 MultiPolygon, as the analysis tools read it. */
    async geometry(id: string): Promise<MultiPolygon | undefined> {
      const { rows } = await runner.query<{ geometry: string }>(
        'SELECT ST_AsGeoJSON(geometry) AS geometry FROM shapefile WHERE id = $1',
        [id],
      );
      const text = rows[0]?.geometry;
      return text === undefined ? undefined : (JSON.parse(text) as MultiPolygon);
    },

    /**
     * One page of the list and the number of matches, asked side by side (docs/shapefiles.md).
     * The page's ids come first from the sort's index (or the search's bitmap scans), and only
     * those rows are joined to their creator and site, so the rows a far page skips cost no joins.
     */
    async list(
      request: ShapefileListRequest,
    ): Promise<{ items: ShapefileListRow[]; total: number; totalCapped: boolean }> {
      const matchingCreators = request.search
        ? (
            await runner.query<{ id: string }>('SELECT id FROM "user" WHERE name ILIKE $1', [
              containsPattern(request.search),
            ])
          ).rows.map((row) => row.id)
        : [];
      const reachedSites =
        request.readerId === null
          ? []
          : (
              await runner.query<{ id: string }>(
                `SELECT id::text FROM site WHERE created_by = $1
                 UNION SELECT site_id::text FROM (${grantedSiteRanksSql(1)}) AS granted`,
                [request.readerId],
              )
            ).rows.map((row) => row.id);
      const { where, values } = listFilter(request, matchingCreators, reachedSites);
      const order = orderClause(request.orderBy, request.order);
      const creatorJoin =
        request.orderBy === 'creator' ? 'JOIN "user" u ON u.id = s.created_by' : '';
      const [page, count] = await Promise.all([
        runner.query<ShapefileListRow>(
          `WITH page AS (
             SELECT s.id FROM shapefile s ${creatorJoin} ${where}
             ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}
           )
           SELECT ${LIST_COLUMNS}
           FROM page
           JOIN shapefile s ON s.id = page.id
           JOIN "user" u ON u.id = s.created_by
           LEFT JOIN site ON site.id = s.site_id
           ORDER BY ${order}`,
          [...values, request.limit, request.offset],
        ),
        // A search that matches most rows would read them all to count them: it counts one past
        // the cap and stops. The full list keeps its exact count (an index-only scan).
        request.search
          ? runner.query<{ total: number }>(
              `SELECT count(*)::int AS total
               FROM (SELECT 1 FROM shapefile s ${where} LIMIT $${values.length + 1}) AS capped`,
              [...values, request.countCap + 1],
            )
          : request.readerId !== null
            ? // A reader's count in two index-only parts: the shapefiles of the sites they reach,
              // and their own elsewhere (an OR would read every matching row of the table).
              runner.query<{ total: number }>(
                `SELECT ((SELECT count(*) FROM shapefile WHERE site_id = ANY($2::uuid[]))
                       + (SELECT count(*) FROM shapefile WHERE created_by = $1
                          AND (site_id IS NULL OR NOT site_id = ANY($2::uuid[]))))::int AS total`,
                [request.readerId, reachedSites],
              )
            : runner.query<{ total: number }>(
                `SELECT count(*)::int AS total FROM shapefile s ${where}`,
                values,
              ),
      ]);
      const total = count.rows[0]?.total ?? 0;
      const totalCapped = Boolean(request.search) && total > request.countCap;
      return { items: page.rows, total: totalCapped ? request.countCap : total, totalCapped };
    },

    /** One row as the list shows it, whoever may see it. */
    async listRow(id: string): Promise<ShapefileListRow | undefined> {
      const { rows } = await runner.query<ShapefileListRow>(
        `SELECT ${LIST_COLUMNS}
         FROM shapefile s
         JOIN "user" u ON u.id = s.created_by
         LEFT JOIN site ON site.id = s.site_id
         WHERE s.id = $1`,
        [id],
      );
      return rows[0];
    },

    /** Masks by name, the newest analysis, and successful tool runs per script type (newest first). */
    async detailRows(id: string): Promise<ShapefileDetailRows> {
      const masks = await runner.query<ShapefileMaskRow>(
        `SELECT name, area_ha AS "areaHa", scale, storage_key AS "storageKey",
                coalesce((metadata->>'synthetic')::boolean, false) AS synthetic
         FROM shapefile_mask WHERE shapefile_id = $1 ORDER BY name`,
        [id],
      );
      const latest = await runner.query<NonNullable<ShapefileDetailRows['latestAnalysis']>>(
        `SELECT id AS "analysisId", created_at AS "createdAt", state
         FROM analysis WHERE shapefile_id = $1
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [id],
      );
      const successful = await runner.query<ShapefileDetailRows['successfulAnalyses'][number]>(
        `SELECT run.script_type AS "scriptType", count(*)::int AS count,
                (array_agg(analysis.id ORDER BY analysis.created_at DESC, analysis.id DESC))[1]
                  AS "latestAnalysisId"
         FROM analysis_tool_run run
         JOIN analysis ON analysis.id = run.analysis_id
         WHERE analysis.shapefile_id = $1 AND run.state = 'SUCCEEDED'
         GROUP BY run.script_type
         ORDER BY max(analysis.created_at) DESC, run.script_type`,
        [id],
      );
      return {
        masks: masks.rows,
        latestAnalysis: latest.rows[0] ?? null,
        successfulAnalyses: successful.rows,
      };
    },

    /** The FeatureCollection as it was stored. */
    async geojson(id: string): Promise<unknown> {
      const { rows } = await runner.query<{ geojson: unknown }>(
        'SELECT geojson FROM shapefile WHERE id = $1',
        [id],
      );
      return rows[0]?.geojson;
    },

    /** Where one mask's GeoJSON file is stored. */
    async maskStorageKey(id: string, name: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ storageKey: string }>(
        `SELECT storage_key AS "storageKey" FROM shapefile_mask
         WHERE shapefile_id = $1 AND name = $2`,
        [id, name],
      );
      return rows[0]?.storageKey;
    },
  };
}

export type ShapefileStatements = ReturnType<typeof statements>;

export function createShapefileRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened (the workflow's). */
    on: (runner: SqlRunner): ShapefileStatements => statements(runner),
  };
}

export type ShapefileRepository = ReturnType<typeof createShapefileRepository>;
