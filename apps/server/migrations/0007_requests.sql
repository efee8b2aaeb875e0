-- What visitors and users send through the request forms (specs/2 sections 2-3, specs/1 section
-- 2.3). Each row is kept even when its mail could not be sent, so nothing asked is lost.

-- POST /api/get-started. `notified_at` stays NULL when mailing the internal contact failed.
CREATE TABLE get_started_request (
  id bigserial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text,
  title text,
  interest text NOT NULL CHECK (interest IN (
    'investing-in-nature', 'carbon-removal-credits', 'building-land-resilience',
    'eligible-land', 'other'
  )),
  email text NOT NULL,
  phone text NOT NULL,
  message text,
  location text,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz
);
CREATE INDEX get_started_request_created_at_idx ON get_started_request (created_at);

-- Newsletter double opt-in. One row per address (lower case). Only SHA-256 hashes of the
-- emailed tokens are stored, so a copy of the database cannot confirm or unsubscribe anyone.
CREATE TABLE newsletter_subscription (
  email text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text NOT NULL UNIQUE,
  confirm_expires_at timestamptz NOT NULL,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

-- POST /api/message-form. `user_id` is the signed-in sender; NULL for anonymous visitors.
CREATE TABLE contact_message (
  id bigserial PRIMARY KEY,
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  subject text,
  message text NOT NULL,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  send_copy boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz
);
CREATE INDEX contact_message_created_at_idx ON contact_message (created_at);
