-- The shapefile list and its expanded row (docs/shapefiles.md). Masks are built by a later issue;
-- the list and the detail already read them: the merged mask's area sits on the shapefile, each
-- mask of the set is a row of shapefile_mask with its GeoJSON file in storage.
ALTER TABLE shapefile
  ADD COLUMN mask_id uuid,
  ADD COLUMN total_mask_area_ha double precision;

CREATE TABLE shapefile_mask (
  shapefile_id uuid NOT NULL REFERENCES shapefile(id) ON DELETE CASCADE,
  name text NOT NULL,
  area_ha double precision NOT NULL,
  -- Metres per pixel when the mask was made from a raster.
  scale double precision,
  storage_key text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (shapefile_id, name)
);

-- Case-insensitive substring search (ILIKE '%fragment%') of shapefile and creator names: a
-- trigram GIN index answers it without reading every row (measured in docs/shapefiles.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX shapefile_name_trgm_idx ON shapefile USING gin (name gin_trgm_ops);
CREATE INDEX user_name_trgm_idx ON "user" USING gin (name gin_trgm_ops);

-- One index per sort of the list, each ending in the id tie-break so a page is read straight
-- from the index in either direction. A user without read-draft:resource sees only their own
-- shapefiles: (created_by, created_at) serves that default page; their other sorts are small.
CREATE INDEX shapefile_created_at_idx ON shapefile (created_at, id);
CREATE INDEX shapefile_name_lower_idx ON shapefile (lower(name), id);
CREATE INDEX shapefile_total_area_idx ON shapefile (total_area_ha, id);
-- No mask excludes nothing: sorted as 0 ha.
CREATE INDEX shapefile_total_mask_area_idx ON shapefile ((coalesce(total_mask_area_ha, 0)), id);
CREATE INDEX shapefile_creator_created_idx ON shapefile (created_by, created_at, id);
DROP INDEX shapefile_created_by_idx;
CREATE INDEX user_name_lower_idx ON "user" (lower(name), id);
