-- Written by the system.heartbeat job: proves the queue path end to end and lets /api/health
-- report when a worker last ran a job.
CREATE TABLE worker_heartbeat (
  id bigserial PRIMARY KEY,
  worker_id text NOT NULL,
  beat_at timestamptz NOT NULL DEFAULT now()
);
