-- Sites and the wizard's workflow (docs/workflow.md). A site is the place an owner manages (a
-- ranch, a forest, ...); its shapefiles are the study areas drawn for it. Site types are the fixed
-- list of docs/decisions/0006-site-types.md (specs/2 calls the field pipelineClass).
CREATE TABLE site (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 56),
  site_type text NOT NULL CHECK (site_type IN (
    'ranch', 'farm', 'forest', 'conservationArea', 'wetland', 'communityLand', 'other')),
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_created_by_idx ON site (created_by);

-- Nullable for shapefiles stored before sites existed; the workflow always sets it. A site with
-- shapefiles is deleted only after they move to a replacement site (specs/2), hence RESTRICT.
ALTER TABLE shapefile ADD COLUMN site_id uuid REFERENCES site(id) ON DELETE RESTRICT;
-- Within one site, shapefile names are unique regardless of case ("North paddock" twice under
-- one ranch could not be told apart in the site's list).
CREATE UNIQUE INDEX shapefile_site_name_idx ON shapefile (site_id, lower(name))
  WHERE site_id IS NOT NULL;

-- One row per workflow submission: the web sends a fresh requestId per submission, so a double
-- click or a retried request answers the first result instead of creating a second assessment.
-- Written in the transaction that creates what it answers, so it exists only if they do.
CREATE TABLE workflow_request (
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  request_id uuid NOT NULL,
  workflow_name text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (created_by, request_id)
);
