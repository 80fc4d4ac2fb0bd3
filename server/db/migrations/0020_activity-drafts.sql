CREATE TYPE "public"."programme_change_kind" AS ENUM('published', 'changed', 'cancelled', 'restored');--> statement-breakpoint
CREATE TABLE "programme_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"activity_id" integer,
	"session_id" integer,
	"kind" "programme_change_kind" NOT NULL,
	"activity_name" text NOT NULL,
	"activity_type" "activity_type" NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "programme_changes" ADD CONSTRAINT "programme_changes_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_changes" ADD CONSTRAINT "programme_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_changes" ADD CONSTRAINT "programme_changes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_changes_festival" ON "programme_changes" USING btree ("festival_id","created_at");