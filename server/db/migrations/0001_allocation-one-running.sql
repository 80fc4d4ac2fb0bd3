-- At most one lottery run per festival may be running: a second start fails on this index even when
-- two requests race past the service's own check.
CREATE UNIQUE INDEX IF NOT EXISTS "allocation_runs_one_running" ON "allocation_runs" ("festival_id") WHERE "state" = 'running';
