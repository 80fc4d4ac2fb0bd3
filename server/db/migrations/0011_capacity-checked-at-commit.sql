-- The capacity rule of 0006 becomes a constraint trigger, so a transaction may ask for it to be
-- checked when it commits (SET CONSTRAINTS placements_capacity DEFERRED) instead of after its
-- insert. A participant's plain join does so: the session row is then locked only while the
-- commit runs inside PostgreSQL, not across the round trips back to the server between the insert
-- and its COMMIT, which is what made joins to a popular workshop wait in line (issue 13 item 6).
-- Every other writer keeps the check at its statement (INITIALLY IMMEDIATE), as before.
-- Now the new row is counted (an AFTER trigger), so "full" is more places than capacity. A place
-- in a cancelled session is refused too: a join that no longer locks the session before its insert
-- must not slip a place into a session cancelled (and emptied) before that join commits.
DROP TRIGGER "placements_capacity" ON "placements";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "placements_within_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cap integer;
	cancelled timestamptz;
	taken integer;
BEGIN
	-- The lock serialises the checks of one session; each count is a new snapshot taken after it,
	-- so it sees every place committed by whoever held the lock before. NO KEY UPDATE, not
	-- UPDATE: every place inserted holds a KEY SHARE lock on its session (the foreign key), and two
	-- joins each waiting at COMMIT for the other's KEY SHARE would deadlock.
	SELECT capacity, cancelled_at INTO cap, cancelled FROM sessions WHERE id = NEW.session_id FOR NO KEY UPDATE;
	IF cancelled IS NOT NULL THEN
		RAISE EXCEPTION 'session % is cancelled', NEW.session_id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_capacity';
	END IF;
	IF NEW.over_capacity_reason IS NOT NULL AND btrim(NEW.over_capacity_reason) <> '' THEN
		RETURN NULL;
	END IF;
	IF cap IS NULL THEN
		RETURN NULL;
	END IF;
	SELECT count(*) INTO taken FROM placements WHERE session_id = NEW.session_id;
	IF taken > cap THEN
		RAISE EXCEPTION 'session % is full (% of % places taken)', NEW.session_id, taken - 1, cap
			USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_capacity';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "placements_capacity" AFTER INSERT OR UPDATE ON "placements"
	DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION "placements_within_capacity"();
