-- The natural capital assessment page and its PDF reports (issue 21; docs/assessment.md,
-- docs/assessment-report.md).

-- Every analysis an assessment has had: `assessment.analysis_id` is the newest; the page shows,
-- for each tool, the latest successful run across them, so a re-run that is still going (or
-- failed) does not hide the results the assessment already had.
CREATE TABLE assessment_analysis (
  assessment_id uuid NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  analysis_id uuid NOT NULL REFERENCES analysis(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, analysis_id)
);
CREATE INDEX assessment_analysis_analysis_idx ON assessment_analysis (analysis_id);

INSERT INTO assessment_analysis (assessment_id, analysis_id, created_at)
  SELECT a.id, a.analysis_id, an.created_at
  FROM assessment a JOIN analysis an ON an.id = a.analysis_id;

-- One PDF report of an assessment, made by a job (reports/report.job.ts) in the language and
-- unit system asked for; the file is in the file storage under `storage_key` once succeeded.
CREATE TABLE assessment_report (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assessment_id uuid NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  unit_system text NOT NULL CHECK (unit_system IN ('metric', 'imperial')),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  progress double precision NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
  -- { code, params } of `assessmentReports.failures` (packages/i18n): translated when read.
  error jsonb,
  storage_key text,
  page_count integer,
  size_bytes bigint,
  -- Made for a full-access requester, it holds the site's financial terms: only full-access
  -- viewers list or download it (docs/assessment-report.md "Access").
  includes_financials boolean NOT NULL DEFAULT false,
  job_id uuid,
  created_by text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (state <> 'succeeded' OR (storage_key IS NOT NULL AND page_count IS NOT NULL))
);
CREATE INDEX assessment_report_assessment_idx ON assessment_report (assessment_id, created_at DESC);
-- One report in the making per assessment, language, unit system and audience: a second request
-- (a double click, two viewers at the same level) answers the first instead of queueing another.
CREATE UNIQUE INDEX assessment_report_pending_idx
  ON assessment_report (assessment_id, language, unit_system, includes_financials)
  WHERE state IN ('queued', 'running');
-- The sweeper's look-up of reports waiting for, or working under, a job.
CREATE INDEX assessment_report_unfinished_idx ON assessment_report (state)
  WHERE state IN ('queued', 'running');
