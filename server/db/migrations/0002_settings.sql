CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"boolean_value" boolean,
	"string_value" text,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "settings_key" CHECK ("settings"."key" ~ '^[a-z][a-zA-Z0-9]{0,62}$'),
	CONSTRAINT "settings_value" CHECK (("settings"."kind" = 'boolean' and "settings"."boolean_value" is not null and "settings"."string_value" is null) or ("settings"."kind" = 'string' and "settings"."string_value" is not null and "settings"."boolean_value" is null))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;