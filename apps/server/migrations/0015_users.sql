-- User administration (issue 19; docs/users.md; decisions 0023 user deletion, 0024 admin sign-in).

-- The profile dialog's notion page link; when the user last signed in (every session that is not
-- an impersonation, written by better-auth's session hook); when the account was deleted
-- (anonymised: the row stays so what the user created keeps a creator, decision 0023).
ALTER TABLE "user"
  ADD COLUMN notion_url text,
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN deleted_at timestamptz;

UPDATE "user" AS u SET last_sign_in_at = latest.created_at
FROM (
  SELECT user_id, max(created_at) AS created_at FROM session
  WHERE impersonated_by IS NULL GROUP BY user_id
) AS latest
WHERE latest.user_id = u.id;

-- The user list sorts by email, creation and last sign-in as well as by name (0010's index).
CREATE INDEX user_email_lower_idx ON "user" (lower(email), id);
CREATE INDEX user_email_trgm_idx ON "user" USING gin (email gin_trgm_ops);

-- Nothing a user created goes with their account (decision 0023): deleting a user row that still
-- has shapes, shapefiles, analyses, assessments, sites, mask sets or wizard records is refused
-- instead of silently deleting them. Accounts are anonymised, never deleted, so this only stops
-- a mistake (a raw DELETE, a plugin's remove-user).
ALTER TABLE shape DROP CONSTRAINT shape_created_by_fkey,
  ADD CONSTRAINT shape_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE shapefile DROP CONSTRAINT shapefile_created_by_fkey,
  ADD CONSTRAINT shapefile_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE analysis DROP CONSTRAINT analysis_created_by_fkey,
  ADD CONSTRAINT analysis_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE assessment DROP CONSTRAINT assessment_created_by_fkey,
  ADD CONSTRAINT assessment_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE site DROP CONSTRAINT site_created_by_fkey,
  ADD CONSTRAINT site_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE workflow_request DROP CONSTRAINT workflow_request_created_by_fkey,
  ADD CONSTRAINT workflow_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE mask_set DROP CONSTRAINT mask_set_created_by_fkey,
  ADD CONSTRAINT mask_set_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;
ALTER TABLE mask_preview DROP CONSTRAINT mask_preview_created_by_fkey,
  ADD CONSTRAINT mask_preview_created_by_fkey FOREIGN KEY (created_by) REFERENCES "user"(id) ON DELETE RESTRICT;

-- An invitation link (POST /api/user/invite, /resend-invite): only the SHA-256 of its token is
-- stored, so a copy of the database signs nobody in. It works once, until `expires_at`, and not
-- after a newer link for the same user superseded it.
CREATE TABLE user_invitation (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX user_invitation_user_idx ON user_invitation (user_id, created_at DESC);

-- One impersonation: the one-time link an administrator made (token hashed, 5 minutes), and the
-- session it opened (60 minutes). The rows are the audit log (GET /api/admin/impersonations) and
-- are never deleted; users are anonymised, never removed, so both ids keep their names.
CREATE TABLE impersonation (
  id uuid PRIMARY KEY,
  admin_user_id text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  target_user_id text NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  link_expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_from_ip text,
  -- better-auth's session row (no foreign key: sessions are deleted, the log stays).
  session_id text,
  session_expires_at timestamptz,
  -- Whether the browser that opened the link carried the same administrator's session, kept
  -- aside so "Return to my account" can restore it.
  admin_session_kept boolean NOT NULL DEFAULT false,
  ended_at timestamptz
);
CREATE INDEX impersonation_created_idx ON impersonation (created_at DESC, id);
CREATE UNIQUE INDEX impersonation_session_idx ON impersonation (session_id);
