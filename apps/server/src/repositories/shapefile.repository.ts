import type { MultiPolygon } from 'geojson';
import type { Database } from '../db/database.js';

export interface ShapefileRecord {
  id: string;
  name: string;
  createdBy: string;
  totalAreaHa: number;
  createdAt: Date;
}

/**
 * Shapefiles: the study areas analyses run on (minimal for now; the next issue adds site, masks,
 * ...). The geometry is the union of the features, made valid, measured by PostGIS.
 */
export function createShapefileRepository(database: Database) {
  return {
    async create(input: { name: string; geojson: unknown; createdBy: string }): Promise<string> {
      const { rows } = await database.query<{ id: string }>(
        `WITH shape AS (
           SELECT ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(ARRAY(
             SELECT ST_SetSRID(ST_GeomFromGeoJSON(feature->>'geometry'), 4326)
             FROM jsonb_array_elements($2::jsonb->'features') AS feature
           ))), 3)) AS geometry
         )
         INSERT INTO shapefile (name, geojson, geometry, total_area_ha, created_by)
         SELECT $1, $2::jsonb, geometry, ST_Area(geometry::geography) / 10000, $3 FROM shape
         RETURNING id`,
        [input.name, JSON.stringify(input.geojson), input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('shapefile insert returned no id');
      return id;
    },
    async find(id: string): Promise<ShapefileRecord | undefined> {
      const { rows } = await database.query<ShapefileRecord>(
        `SELECT id, name, created_by AS "createdBy", total_area_ha AS "totalAreaHa",
                created_at AS "createdAt"
         FROM shapefile WHERE id = $1`,
        [id],
      );
      return rows[0];
    },
    /** The study area as one WGS 84 MultiPolygon, as the analysis tools read it. */
    async geometry(id: string): Promise<MultiPolygon | undefined> {
      const { rows } = await database.query<{ geometry: string }>(
        'SELECT ST_AsGeoJSON(geometry) AS geometry FROM shapefile WHERE id = $1',
        [id],
      );
      const text = rows[0]?.geometry;
      return text === undefined ? undefined : (JSON.parse(text) as MultiPolygon);
    },
  };
}

export type ShapefileRepository = ReturnType<typeof createShapefileRepository>;
