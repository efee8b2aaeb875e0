-- Shapes stored by their hash (POST /api/shape-file/store-shape-hash-from-geojson): the wizard
-- refers to a shape by hash before it becomes a shapefile (masks, later issues). The geometry
-- column is the union of the features, made valid, so PostGIS can measure and intersect it.
CREATE TABLE shape (
  hash text PRIMARY KEY,
  geojson jsonb NOT NULL,
  geometry geometry(MultiPolygon, 4326) NOT NULL,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shape_geometry_idx ON shape USING gist (geometry);
