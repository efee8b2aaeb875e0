-- The land a get-started request is about (docs/get-started.md): the boundary a visitor attached,
-- as the cleaned GeoJSON FeatureCollection that was mailed to the contact, its area and the name
-- of the file it came from. All three are null for a request without a shape.
ALTER TABLE get_started_request
  ADD COLUMN shape jsonb,
  ADD COLUMN shape_area_ha double precision CHECK (shape_area_ha IS NULL OR shape_area_ha > 0),
  ADD COLUMN shape_file_name text;
