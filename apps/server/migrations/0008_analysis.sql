-- Analysis runs (docs/analysis-runs.md). A shapefile is the study area an assessment is made for
-- (the next issue adds site, masks, ...); an analysis is one run over it with an inputs collection;
-- each enabled tool is one analysis_tool_run, worked by one pg-boss job whose id is stored here so
-- queueing it again after a crash is a no-op.
CREATE TABLE shapefile (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  geojson jsonb NOT NULL,
  geometry geometry(MultiPolygon, 4326) NOT NULL,
  total_area_ha double precision NOT NULL,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shapefile_created_by_idx ON shapefile (created_by);
CREATE INDEX shapefile_geometry_idx ON shapefile USING gist (geometry);

CREATE TABLE analysis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shapefile_id uuid NOT NULL REFERENCES shapefile(id) ON DELETE CASCADE,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  inputs jsonb NOT NULL,
  -- Derived from the tool runs by @ecotone/analysis runStateOf, in the transaction that changes them.
  state text NOT NULL DEFAULT 'QUEUED' CHECK (state IN (
    'QUEUED', 'STARTED', 'EXPORT_RUNNING', 'EXPORT_PENDING', 'SUCCEEDED', 'CANCELLED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX analysis_shapefile_idx ON analysis (shapefile_id, created_at DESC);

CREATE TABLE analysis_tool_run (
  analysis_id uuid NOT NULL REFERENCES analysis(id) ON DELETE CASCADE,
  script_type text NOT NULL,
  tool_version text NOT NULL,
  state text NOT NULL DEFAULT 'QUEUED' CHECK (state IN (
    'QUEUED', 'STARTED', 'EXPORT_RUNNING', 'EXPORT_PENDING', 'SUCCEEDED', 'CANCELLED', 'FAILED')),
  progress double precision NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
  attempts integer NOT NULL DEFAULT 0,
  -- { code, params } of the runs i18n namespace: translated when read.
  error jsonb,
  "values" jsonb,
  layers jsonb NOT NULL DEFAULT '[]',
  lineage jsonb NOT NULL DEFAULT '[]',
  methods jsonb NOT NULL DEFAULT '[]',
  warnings jsonb NOT NULL DEFAULT '[]',
  synthetic boolean NOT NULL DEFAULT false,
  job_id uuid NOT NULL UNIQUE,
  -- The lease of the worker running it: renewed every second; a stale lease means a lost worker.
  worker_id text,
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (analysis_id, script_type)
);
CREATE INDEX analysis_tool_run_unfinished_idx ON analysis_tool_run (state)
  WHERE state NOT IN ('SUCCEEDED', 'CANCELLED', 'FAILED');

CREATE TABLE assessment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shapefile_id uuid NOT NULL REFERENCES shapefile(id) ON DELETE CASCADE,
  restoration_activity text,
  analysis_id uuid REFERENCES analysis(id) ON DELETE SET NULL,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assessment_shapefile_idx ON assessment (shapefile_id);
