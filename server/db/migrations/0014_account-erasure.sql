ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- Audit entries stay append-only, with one exception (decision 018): erasing a person's account
-- may rewrite the words of entries that name them (actor name, before, after, reason), inside the
-- erasure's own transaction, which says so with `set local festival.erasure = 'on'`. What was done,
-- to what, by which id and when never changes, and rows are never deleted.
CREATE OR REPLACE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND coalesce(current_setting('festival.erasure', true), '') = 'on'
		AND NEW.id = OLD.id
		AND NEW.action = OLD.action
		AND NEW.target_type = OLD.target_type
		AND NEW.target_id = OLD.target_id
		AND NEW.festival_id IS NOT DISTINCT FROM OLD.festival_id
		AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
		AND NEW.created_at = OLD.created_at THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_entries is append-only';
END;
$$;
