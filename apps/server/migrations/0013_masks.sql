-- Exclusion masks (issue 18, docs/masks-server.md, decision 0020). A mask set is made when an
-- assessment is submitted, for the shapefile it is about: the masks of its layers, their union
-- (merged) and the shape minus that union (net, the project area analyses run on). The areas are
-- the kernels' geodesic hectares and reconcile: gross = net + merged (within 1e-6 relative).
CREATE TABLE mask_set (
  id uuid PRIMARY KEY,
  shapefile_id uuid NOT NULL REFERENCES shapefile(id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('automatic', 'manual', 'upload')),
  -- The mask options (automatic, manual); null for an uploaded mask.
  options jsonb,
  gross_area_ha double precision NOT NULL CHECK (gross_area_ha >= 0),
  merged_area_ha double precision NOT NULL CHECK (merged_area_ha >= 0),
  net_area_ha double precision NOT NULL CHECK (net_area_ha >= 0),
  -- Null when empty: no mask (merged) or nothing left (net).
  merged_geometry geometry(MultiPolygon, 4326),
  net_geometry geometry(MultiPolygon, 4326),
  -- GeoJSON files in storage: masks/{maskId}/merged.geojson and net.geojson.
  merged_storage_key text NOT NULL,
  net_storage_key text NOT NULL,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A shapefile has at most one mask set: one that already has one keeps it.
CREATE UNIQUE INDEX mask_set_shapefile_idx ON mask_set (shapefile_id);
-- shapefile.mask_id (0010) names the set; total_mask_area_ha is its merged area.
ALTER TABLE shapefile
  ADD CONSTRAINT shapefile_mask_set_fkey FOREIGN KEY (mask_id) REFERENCES mask_set(id)
  ON DELETE SET NULL;

-- 0010's rows stay valid (mask_id and mask_type null for a row stored before sets existed).
ALTER TABLE shapefile_mask
  ADD COLUMN mask_id uuid REFERENCES mask_set(id) ON DELETE CASCADE,
  ADD COLUMN mask_type text,
  ADD COLUMN status text NOT NULL DEFAULT 'success'
    CHECK (status IN ('success', 'noDataAvailable')),
  ADD COLUMN inputs jsonb NOT NULL DEFAULT '{}';

-- Which mask set an analysis ran under (null: the whole shape, gross).
ALTER TABLE analysis ADD COLUMN mask_id uuid REFERENCES mask_set(id) ON DELETE SET NULL;

-- The wizard's previews (create-mask-from-geojson, mask-preview-summary): one maskId per preview
-- set, owned by the user who made it (another user's maskId is not found). Each computed layer
-- (and the merged union, layer 'merged') has its GeoJSON in storage under
-- mask-previews/{maskId}/{layer}.geojson; computed_at versions its tiles.
CREATE TABLE mask_preview (
  id uuid PRIMARY KEY,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mask_preview_created_idx ON mask_preview (created_at);

CREATE TABLE mask_preview_layer (
  mask_id uuid NOT NULL REFERENCES mask_preview(id) ON DELETE CASCADE,
  layer text NOT NULL,
  status text NOT NULL CHECK (status IN ('success', 'noDataAvailable')),
  area_ha double precision NOT NULL CHECK (area_ha >= 0),
  scale double precision,
  storage_key text NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mask_id, layer)
);
