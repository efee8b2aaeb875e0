-- Rate limits shared by every API process (issue 11, docs/auth.md "Rate limits"): one row per
-- counted key (a limit's name and what it counts, e.g. 'sign-in.ip ip:203.0.113.7') and its
-- current fixed window. Times are the app's clock in milliseconds since the epoch, so a test can
-- move it; expired rows are deleted as the counters go.
CREATE TABLE attempt_counter (
  key text PRIMARY KEY,
  started_at bigint NOT NULL,
  window_ms integer NOT NULL CHECK (window_ms > 0),
  count integer NOT NULL CHECK (count > 0)
);

CREATE INDEX attempt_counter_ends_idx ON attempt_counter ((started_at + window_ms));
