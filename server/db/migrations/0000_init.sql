CREATE TYPE "public"."activity_type" AS ENUM('Workshop', 'Show', 'SocialEvent', 'Conference');--> statement-breakpoint
CREATE TYPE "public"."cast_role" AS ENUM('tutor', 'director', 'performer', 'host', 'organiser', 'speaker', 'musician', 'operator');--> statement-breakpoint
CREATE TYPE "public"."allocation_run_state" AS ENUM('running', 'draft', 'published', 'failed', 'discarded');--> statement-breakpoint
CREATE TYPE "public"."email_state" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('CreditCardPayment', 'InternetBankingPayment', 'Voucher', 'Refund');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'approved', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"type" "activity_type" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_id" integer,
	"booking_link" text,
	"suitability" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_festival_type_slug" UNIQUE("festival_id","type","slug"),
	CONSTRAINT "activities_slug" CHECK ("activities"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "cast_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"activity_id" integer,
	"session_id" integer,
	"role" "cast_role" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cast_members_activity_unique" UNIQUE("activity_id","profile_id","role"),
	CONSTRAINT "cast_members_session_unique" UNIQUE("session_id","profile_id","role"),
	CONSTRAINT "cast_members_target" CHECK (("cast_members"."activity_id" is null) <> ("cast_members"."session_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"venue_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	CONSTRAINT "sessions_times" CHECK ("sessions"."ends_at" > "sessions"."starts_at"),
	CONSTRAINT "sessions_capacity" CHECK ("sessions"."capacity" is null or "sessions"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_shows" (
	"workshop_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	CONSTRAINT "workshop_shows_workshop_id_show_id_pk" PRIMARY KEY("workshop_id","show_id"),
	CONSTRAINT "workshop_shows_distinct" CHECK ("workshop_shows"."workshop_id" <> "workshop_shows"."show_id")
);
--> statement-breakpoint
CREATE TABLE "allocation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"state" "allocation_run_state" DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"started_by_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "allocation_runs_progress" CHECK ("allocation_runs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_pages_slug" CHECK ("content_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"state" "payment_state" DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "donations_amount" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"rating" integer,
	"positive" text DEFAULT '' NOT NULL,
	"constructive" text DEFAULT '' NOT NULL,
	"testimonial" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_registration_session" UNIQUE("registration_id","session_id"),
	CONSTRAINT "feedback_rating" CHECK ("feedback"."rating" is null or "feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "festivals" (
	"id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"earlybird_opens_at" timestamp with time zone,
	"earlybird_closes_at" timestamp with time zone,
	"general_opens_at" timestamp with time zone,
	"registrations_close_at" timestamp with time zone,
	"base_workshop_price" integer NOT NULL,
	"discount_per_additional_workshop" integer DEFAULT 0 NOT NULL,
	"discount_limit" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "festivals_year" CHECK ("festivals"."id" between 2000 and 2999),
	CONSTRAINT "festivals_dates" CHECK ("festivals"."end_date" >= "festivals"."start_date"),
	CONSTRAINT "festivals_pricing" CHECK ("festivals"."base_workshop_price" >= 0 and "festivals"."discount_per_additional_workshop" >= 0 and "festivals"."discount_limit" >= 1),
	CONSTRAINT "festivals_phase_order" CHECK (("festivals"."earlybird_opens_at" is null or "festivals"."earlybird_closes_at" is null or "festivals"."earlybird_closes_at" >= "festivals"."earlybird_opens_at")
      and ("festivals"."earlybird_closes_at" is null or "festivals"."general_opens_at" is null or "festivals"."general_opens_at" >= "festivals"."earlybird_closes_at")
      and ("festivals"."general_opens_at" is null or "festivals"."registrations_close_at" is null or "festivals"."registrations_close_at" >= "festivals"."general_opens_at"))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"room" text,
	"address" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accessibility_notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "venues_latitude" CHECK ("venues"."latitude" is null or "venues"."latitude" between -90 and 90),
	CONSTRAINT "venues_longitude" CHECK ("venues"."longitude" is null or "venues"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"dedupe_key" text,
	"state" "email_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "emails_attempts" CHECK ("emails"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"state" "payment_state" DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"workshops" integer,
	"reference" text DEFAULT '' NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"refund_of_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"acted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "payments_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_voucher" CHECK ("payments"."kind" <> 'Voucher' or ("payments"."workshops" is not null and "payments"."workshops" >= 1))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"traditional_names" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "cities_name_country" UNIQUE("name","country"),
	CONSTRAINT "cities_country" CHECK ("cities"."country" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pronouns" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city_id" integer,
	"picture_id" integer,
	"user_id" integer,
	"is_festival" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"blurhash" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "pictures_size" CHECK ("pictures"."width" > 0 and "pictures"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id"),
	CONSTRAINT "preferences_position" CHECK ("preferences"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "registration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_of_conduct_accepted_at" timestamp with time zone,
	"photo_permission" boolean,
	"donate_discount" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_festival_user" UNIQUE("festival_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id"),
	CONSTRAINT "waitlist_entries_order" UNIQUE("session_id","position")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_members" ADD CONSTRAINT "cast_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_members" ADD CONSTRAINT "cast_members_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_members" ADD CONSTRAINT "cast_members_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_shows" ADD CONSTRAINT "workshop_shows_workshop_id_activities_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_shows" ADD CONSTRAINT "workshop_shows_show_id_activities_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_runs" ADD CONSTRAINT "allocation_runs_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_runs" ADD CONSTRAINT "allocation_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_acted_by_id_users_id_fk" FOREIGN KEY ("acted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_festival_type" ON "activities" USING btree ("festival_id","type");--> statement-breakpoint
CREATE INDEX "cast_members_profile" ON "cast_members" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "sessions_activity" ON "sessions" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "sessions_starts_at" ON "sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "allocation_runs_festival" ON "allocation_runs" USING btree ("festival_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_user_client" ON "auth_tokens" USING btree ("user_id","client");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_lookup" ON "rate_limit_hits" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "emails_pending" ON "emails" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payments_registration" ON "payments" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "placements_session" ON "placements" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "preferences_session" ON "preferences" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "registration_events_registration" ON "registration_events" USING btree ("registration_id","created_at");