-- Sign-in methods and single sign-on (specs/2 sections 4, 6 and 8; docs/auth.md;
-- docs/decisions/0004-sign-in-methods.md).

-- How each session was signed in. When Google sign-in is configured, admin permissions come only
-- with a `google` session. NULL for sessions made before this migration and for impersonation
-- sessions, which therefore never carry admin permissions while Google is configured.
ALTER TABLE session ADD COLUMN sign_in_method text
  CHECK (sign_in_method IN ('email-password', 'email-link', 'google', 'microsoft'));

-- One provider identity signs in one user: SSO sign-in looks accounts up by (provider, sub).
CREATE UNIQUE INDEX account_provider_account_key ON account (provider_id, account_id);

-- A provider identity whose email belongs to an Ecotone account it is not linked to yet. The
-- browser that signed in with the provider keeps the id; after the person also signs in by email
-- (proving the address) POST /api/auth/sso/link turns it into an `account` row. Never linked
-- automatically: a provider's email claim alone does not prove who owns the Ecotone account.
CREATE TABLE sso_pending_link (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  -- The provider's `sub` claim.
  provider_account_id text NOT NULL,
  -- Lower case, as users' emails are stored.
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_pending_link_expires_at_idx ON sso_pending_link (expires_at);
