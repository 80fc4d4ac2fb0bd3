-- Each server process keeps the published programme in memory between requests
-- (server/domains/activities/programme-snapshot.ts) and reads this counter first on each request:
-- a different number means the programme changed and is read again. Triggers move it whoever
-- writes (a service, a script, another process). They are deferred to the end of the writing
-- transaction, so the new number becomes visible with the rows it stands for, never before them,
-- and the counter's row lock is the last lock a writer takes (no lock-order deadlocks). Not in the
-- Drizzle schema on purpose: only the snapshot reads it.
CREATE TABLE "programme_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL DEFAULT 1,
	-- The transaction that moved it last: one move per transaction, however many rows it wrote.
	"moved_by" xid8
);--> statement-breakpoint
INSERT INTO "programme_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "move_programme_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "programme_version" SET "version" = "version" + 1, "moved_by" = pg_current_xact_id()
		WHERE "moved_by" IS DISTINCT FROM pg_current_xact_id();
	RETURN NULL;
END $$;--> statement-breakpoint
-- A profile is on the programme only as a presenter; participants' profile edits move nothing.
CREATE FUNCTION "move_programme_version_for_presenter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "cast_members" WHERE "profile_id" = NEW."id") THEN
		UPDATE "programme_version" SET "version" = "version" + 1, "moved_by" = pg_current_xact_id()
			WHERE "moved_by" IS DISTINCT FROM pg_current_xact_id();
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festivals_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "festivals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "venues_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "venues" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pictures_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "pictures" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activities_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "activities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workshop_shows_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "workshop_shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cast_members_programme_version" AFTER INSERT OR UPDATE OR DELETE ON "cast_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_programme_version" AFTER UPDATE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "move_programme_version_for_presenter"();--> statement-breakpoint
CREATE TRIGGER "festivals_programme_version_truncate" AFTER TRUNCATE ON "festivals" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "venues_programme_version_truncate" AFTER TRUNCATE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "cities_programme_version_truncate" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "pictures_programme_version_truncate" AFTER TRUNCATE ON "pictures" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "activities_programme_version_truncate" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "workshop_shows_programme_version_truncate" AFTER TRUNCATE ON "workshop_shows" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "sessions_programme_version_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "cast_members_programme_version_truncate" AFTER TRUNCATE ON "cast_members" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();--> statement-breakpoint
CREATE TRIGGER "profiles_programme_version_truncate" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "move_programme_version"();
