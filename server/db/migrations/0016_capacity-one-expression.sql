-- Capacity in one expression (issue 24): session_has_room is what the capacity trigger checks at
-- COMMIT and what the place engine's insert checks first (server/domains/registrations/places/
-- capacity.ts); hasRoomFor in core/registrations/availability.ts is the same expression in
-- TypeScript, held equal to this one by capacity.api.test.ts. No capacity means no limit.
CREATE OR REPLACE FUNCTION "session_has_room"(cap integer, taken bigint, adding integer) RETURNS boolean
	LANGUAGE sql IMMUTABLE AS $$ SELECT cap IS NULL OR taken + adding <= cap $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "placements_within_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cap integer;
	cancelled timestamptz;
	taken integer;
BEGIN
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
	RETURN NULL;
END;
$$;
