CREATE TABLE "activity_slugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"festival_id" integer NOT NULL,
	"type" "activity_type" NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_slugs_festival_type_slug" UNIQUE("festival_id","type","slug")
);
--> statement-breakpoint
ALTER TABLE "activity_slugs" ADD CONSTRAINT "activity_slugs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slugs" ADD CONSTRAINT "activity_slugs_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;