-- The capacity trigger counts a session's places once per COMMIT, not once per new place (issue
-- 32): publishing a lottery inserts thousands of places in one statement, and counting every
-- session's places again for each of them made the commit grow with places × places per session.
-- Once a check has locked the session and found room, the count can only fall until this
-- transaction ends (every other writer's place waits for that lock at its own COMMIT), so the
-- session's later checks would give the same answer. The sessions checked are kept in a
-- transaction-local setting, emptied after every statement that writes places, so a place written
-- after a check (SET CONSTRAINTS … IMMEDIATE, then more inserts) is checked again at COMMIT.
CREATE OR REPLACE FUNCTION "placements_within_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cap integer;
	cancelled timestamptz;
	taken integer;
	checked text := coalesce(current_setting('festival.capacity_checked', true), '');
BEGIN
	IF position(',' || NEW.session_id || ',' IN checked || ',') > 0 THEN
		RETURN NULL;
	END IF;
	-- The lock serialises the checks of one session; each count is a new snapshot taken after it.
	-- NO KEY UPDATE, not UPDATE: every place inserted holds a KEY SHARE lock on its session (the
	-- foreign key), and two joins each waiting at COMMIT for the other's KEY SHARE would deadlock.
	SELECT capacity, cancelled_at INTO cap, cancelled FROM sessions WHERE id = NEW.session_id FOR NO KEY UPDATE;
	IF cancelled IS NOT NULL THEN
		RAISE EXCEPTION 'session % is cancelled', NEW.session_id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_capacity';
	END IF;
	IF NEW.over_capacity_reason IS NOT NULL AND btrim(NEW.over_capacity_reason) <> '' THEN
		RETURN NULL;
	END IF;
	-- An AFTER trigger: the count includes the new row, so the others are taken - 1.
	SELECT count(*) INTO taken FROM placements WHERE session_id = NEW.session_id;
	IF NOT session_has_room(cap, taken - 1, 1) THEN
		RAISE EXCEPTION 'session % is full (% of % places taken)', NEW.session_id, taken - 1, cap
			USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_capacity';
	END IF;
	PERFORM set_config('festival.capacity_checked', checked || ',' || NEW.session_id, true);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "placements_capacity_unchecked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('festival.capacity_checked', '', true);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "placements_capacity_unchecked" AFTER INSERT OR UPDATE ON "placements"
	FOR EACH STATEMENT EXECUTE FUNCTION "placements_capacity_unchecked"();
