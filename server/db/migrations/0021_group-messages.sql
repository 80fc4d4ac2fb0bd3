CREATE TABLE "group_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipient_user_ids" integer[] NOT NULL,
	"recipients" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_messages_festival" ON "group_messages" USING btree ("festival_id","created_at");