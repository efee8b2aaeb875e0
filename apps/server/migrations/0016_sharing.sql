-- Sharing (issue 20; docs/sharing.md; docs/decisions/0025-one-access-policy.md): portfolios,
-- projects and collections as records, the site fields of specs/2 section 3, and access grants.
-- A grant gives one user one level on one resource; the levels a user holds elsewhere reach a
-- resource through its parents (portfolio -> project -> site -> assessment, collection -> its
-- items), and the effective level is the highest (access/access-policy.ts).

CREATE TABLE portfolio (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  -- Only an external portfolio can be shared (specs/2 section 5).
  visibility text NOT NULL DEFAULT 'internal' CHECK (visibility IN ('private', 'internal', 'external')),
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  -- Set when something under it changed after publishing: it needs a re-publish.
  invalidated_at timestamptz
);

CREATE TABLE project (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  visibility text NOT NULL DEFAULT 'internal' CHECK (visibility IN ('private', 'internal', 'external')),
  stage text NOT NULL DEFAULT 'internal-draft' CHECK (stage IN (
    'private', 'internal-draft', 'first-impressions', 'project-feasibility', 'in-construction',
    'investment-ready', 'investment-closed', 'issuing-credits')),
  origin_tier text CHECK (origin_tier IN ('t0', 't1', 't2', 't3')),
  parent_portfolio_id uuid REFERENCES portfolio(id) ON DELETE SET NULL,
  -- The site type its sites take (specs/2 "pipelineClass"); null leaves it to each site.
  pipeline_class text CHECK (pipeline_class IN (
    'ranch', 'farm', 'forest', 'conservationArea', 'wetland', 'communityLand', 'other')),
  landowner_agreement_exists boolean NOT NULL DEFAULT false,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  invalidated_at timestamptz
);
CREATE INDEX project_parent_portfolio_idx ON project (parent_portfolio_id);

-- A collection with an owner is private: it cannot be shared (specs/2 section 3).
CREATE TABLE collection (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  owner_user_id text REFERENCES "user"(id) ON DELETE CASCADE,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- item_id names a site, a project or a collection by item_type; the services delete an item's
-- rows with the item (no foreign key can point at three tables).
CREATE TABLE collection_item (
  collection_id uuid NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('site', 'project', 'collection')),
  item_id uuid NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection_id, item_type, item_id)
);
CREATE INDEX collection_item_item_idx ON collection_item (item_type, item_id);

ALTER TABLE site
  ADD COLUMN anonymised_title text CHECK (anonymised_title IS NULL OR char_length(anonymised_title) BETWEEN 1 AND 56),
  ADD COLUMN primary_assessment_id uuid REFERENCES assessment(id) ON DELETE SET NULL,
  ADD COLUMN parent_project_id uuid REFERENCES project(id) ON DELETE SET NULL,
  -- { revenueSharePercent, annualLandownerPaymentUsd, agreementTermYears }: full access only.
  ADD COLUMN financials jsonb NOT NULL DEFAULT '{}';
CREATE INDEX site_parent_project_idx ON site (parent_project_id);
CREATE INDEX site_title_idx ON site (lower(title), title, id);

-- specs/2 "Assessment stages"; the title defaults to the shapefile's name when null.
ALTER TABLE assessment
  ADD COLUMN stage text NOT NULL DEFAULT 's1' CHECK (stage IN ('s1', 's2', 's3', 's4')),
  ADD COLUMN title text CHECK (title IS NULL OR char_length(title) BETWEEN 1 AND 120);
CREATE INDEX assessment_created_by_idx ON assessment (created_by);
CREATE INDEX shapefile_site_idx ON shapefile (site_id);

-- 'none' is never stored: setting a grant to none deletes it (specs/2 section 4).
CREATE TABLE access_grant (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  resource_type text NOT NULL CHECK (resource_type IN ('portfolio', 'project', 'collection', 'site', 'assessment')),
  resource_id uuid NOT NULL,
  access_level text NOT NULL CHECK (access_level IN ('no-financials', 'basic', 'full')),
  granted_by text REFERENCES "user"(id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_type, resource_id)
);
CREATE INDEX access_grant_resource_idx ON access_grant (resource_type, resource_id);
