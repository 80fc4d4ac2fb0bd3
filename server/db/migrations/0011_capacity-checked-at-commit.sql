-- The capacity rule of 0006 becomes a constraint trigger checked when the writing transaction
-- commits. A participant's plain join then holds the session row's lock only while PostgreSQL
-- commits, not across the round trips back to the server between its insert and its COMMIT, which
-- is what made joins to a popular workshop wait in line (issue 13 item 6). Writers that must know
-- before committing (a join that gives up places, staff, promotions, the lottery) lock the session
-- and count its places themselves, as before; the trigger stays the rule for every writer.
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
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "placements_within_capacity"();
