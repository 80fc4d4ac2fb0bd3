ALTER TABLE "festivals" ADD COLUMN "places_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "joined_themselves" boolean DEFAULT false NOT NULL;