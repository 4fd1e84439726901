-- Deep research sessions (issue 18): the state machine's state, the collection's checkpoint, the job it waits for.
CREATE TABLE "research_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"language" text NOT NULL,
	"state" jsonb NOT NULL,
	"checkpoint" jsonb,
	"kb_ids" uuid[] DEFAULT '{}' NOT NULL,
	"job_id" uuid,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_sessions" ADD CONSTRAINT "research_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_sessions_owner_idx" ON "research_sessions" USING btree ("owner_id","updated_at");