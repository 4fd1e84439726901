-- Account hardening (issue 12). A fingerprint alone no longer finds a temporary user: the pair
-- (fingerprint, device secret hash) does, so temporary users made before this migration, which have
-- no device secret, are reached by their session tokens only. Failed sign-ins are counted per
-- (email, address) pair. Rate limits count requests in the database, across server processes.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_email_idx";--> statement-breakpoint
DROP INDEX "users_fingerprint_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_secret_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "login_failures_email_ip_idx" ON "login_failures" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_device_key" ON "users" USING btree ("fingerprint","device_secret_hash");