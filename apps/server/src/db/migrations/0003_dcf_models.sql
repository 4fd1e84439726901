CREATE TABLE "dcf_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"ticker" text NOT NULL,
	"cik" integer,
	"name" text NOT NULL,
	"options" jsonb NOT NULL,
	"company" jsonb,
	"market" jsonb,
	"model_input" jsonb,
	"defaults" jsonb,
	"assumptions" jsonb,
	"results" jsonb,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dcf_models" ADD CONSTRAINT "dcf_models_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcf_models" ADD CONSTRAINT "dcf_models_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcf_models_owner_idx" ON "dcf_models" USING btree ("owner_id","created_at");