-- "Assessment ready" notifications and new-assessment visibility (docs/notifications.md,
-- docs/decisions/0007-new-assessment-visibility.md).

-- Who may read an assessment besides its creator and holders of read-draft:resource: 'internal'
-- (internal staff, by email domain) until the sharing issue changes its access to 'shared'.
ALTER TABLE assessment ADD COLUMN visibility text NOT NULL DEFAULT 'internal'
  CHECK (visibility IN ('internal', 'shared'));

-- In-app notifications. Texts are not stored: the web translates `kind` with `params`.
-- `dedupe_key` names the event (e.g. one assessment's analysis finishing), so a retried job
-- inserts one notification, not two.
CREATE TABLE notification (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  link text,
  dedupe_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notification_user_idx ON notification (user_id, created_at DESC);
CREATE INDEX notification_unread_idx ON notification (user_id) WHERE read_at IS NULL;

-- One row per assessment and analysis whose finish was announced: written when its job is
-- queued, then each channel's time once delivered, so a retried job (a team-chat webhook that
-- answered 500) never sends the email or the chat message twice.
CREATE TABLE assessment_notification (
  assessment_id uuid NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  analysis_id uuid NOT NULL REFERENCES analysis(id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now(),
  in_app_at timestamptz,
  email_at timestamptz,
  team_chat_at timestamptz,
  PRIMARY KEY (assessment_id, analysis_id)
);

-- Analyses that finished before notifications existed are not announced now.
INSERT INTO assessment_notification (assessment_id, analysis_id)
SELECT a.id, a.analysis_id FROM assessment a JOIN analysis an ON an.id = a.analysis_id
WHERE an.state IN ('SUCCEEDED', 'CANCELLED', 'FAILED');

-- The sweep looks for recently finished analyses that were not announced yet.
CREATE INDEX analysis_finished_idx ON analysis (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX assessment_analysis_idx ON assessment (analysis_id) WHERE analysis_id IS NOT NULL;
