CREATE TABLE "provider_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
