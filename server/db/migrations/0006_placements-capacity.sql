ALTER TABLE "placements" ADD COLUMN "over_capacity_reason" text;--> statement-breakpoint
-- Capacity is the database's rule, not only the application's: a place beyond a session's
-- capacity is refused unless staff gave a reason for placing it over capacity. Locking the session
-- row serialises concurrent inserts into one session, so two can never both take the last place.
CREATE FUNCTION "placements_within_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cap integer;
	taken integer;
BEGIN
	IF NEW.over_capacity_reason IS NOT NULL AND btrim(NEW.over_capacity_reason) <> '' THEN
		RETURN NEW;
	END IF;
	SELECT capacity INTO cap FROM sessions WHERE id = NEW.session_id FOR UPDATE;
	IF cap IS NULL THEN
		RETURN NEW;
	END IF;
	SELECT count(*) INTO taken FROM placements
		WHERE session_id = NEW.session_id
		AND NOT (TG_OP = 'UPDATE' AND registration_id = OLD.registration_id AND session_id = OLD.session_id);
	IF taken >= cap THEN
		RAISE EXCEPTION 'session % is full (% of % places taken)', NEW.session_id, taken, cap
			USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_capacity';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "placements_capacity" BEFORE INSERT OR UPDATE ON "placements"
	FOR EACH ROW EXECUTE FUNCTION "placements_within_capacity"();
--> statement-breakpoint
-- Waitlist positions are 1..n with no gaps ("1 is next"); renumber lists written with gaps.
UPDATE "waitlist_entries" w SET "position" = -r.rn
	FROM (SELECT registration_id, session_id, row_number() OVER (PARTITION BY session_id ORDER BY position) AS rn FROM "waitlist_entries") r
	WHERE w.registration_id = r.registration_id AND w.session_id = r.session_id;
--> statement-breakpoint
UPDATE "waitlist_entries" SET "position" = -"position";
