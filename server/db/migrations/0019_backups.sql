CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"path" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backups_started" ON "backups" USING btree ("started_at");