ALTER TABLE "festivals" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "check_in_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "festivals_one_current" ON "festivals" USING btree ("is_current") WHERE "festivals"."is_current";--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_check_in_token_unique" UNIQUE("check_in_token");--> statement-breakpoint
-- Which festival is current becomes staff's choice (issue 26); it starts as the one the old date
-- rule picked today: the soonest that has not ended, else the latest.
UPDATE "festivals" SET "is_current" = true WHERE "id" = coalesce(
	(SELECT "id" FROM "festivals" WHERE "end_date" >= (now() AT TIME ZONE 'Pacific/Auckland')::date ORDER BY "start_date", "id" LIMIT 1),
	(SELECT "id" FROM "festivals" ORDER BY "start_date" DESC, "id" DESC LIMIT 1)
);
