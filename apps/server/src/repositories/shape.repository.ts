import type { Database } from '../db/database.js';

/** Shapes by content hash. The PostGIS geometry is built here, from the stored GeoJSON. */
export function createShapeRepository(database: Database) {
  return {
    /** Stores the shape once; storing the same hash again is a no-op. */
    async save(hash: string, geojsonText: string, createdBy: string): Promise<void> {
      await database.query(
        `INSERT INTO shape (hash, geojson, geometry, created_by)
         SELECT $1, $2::jsonb,
                ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(ARRAY(
                  SELECT ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(feature->>'geometry'), 4326))
                  FROM jsonb_array_elements($2::jsonb->'features') AS feature
                ))), 3)),
                $3
         ON CONFLICT (hash) DO NOTHING`,
        [hash, geojsonText, createdBy],
      );
    },
    /** The geodesic area PostGIS measures, in hectares: a cross-check of our own area. */
    async areaHectares(hash: string): Promise<number | undefined> {
      const { rows } = await database.query<{ area: number }>(
        'SELECT ST_Area(geometry::geography) / 10000 AS area FROM shape WHERE hash = $1',
        [hash],
      );
      return rows[0]?.area;
    },
  };
}

export type ShapeRepository = ReturnType<typeof createShapeRepository>;
