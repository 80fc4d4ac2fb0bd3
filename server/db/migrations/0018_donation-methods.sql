-- Donations without a card (issue 26): internet banking promises and offline gifts staff record.
CREATE TYPE "public"."donation_method" AS ENUM('card', 'internet_banking', 'cash', 'cheque', 'bank_transfer');--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "method" "donation_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;