-- Secrets the server makes for itself on first start when the environment gives none (issue 25):
-- the CSRF signing secret lives with the data, so processes sharing this database and restarts
-- agree on it.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
