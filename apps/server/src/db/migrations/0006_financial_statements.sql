CREATE TABLE "financial_document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"parsed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"company_name" text,
	"stock_code" text,
	"fiscal_year" integer,
	"report_type" text,
	"period_end_date" date,
	"current_task_id" uuid,
	"review_status" text,
	"confirmed_at" timestamp with time zone,
	"gaps_acknowledged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_name" text NOT NULL,
	"standard_account" text,
	"value" double precision NOT NULL,
	"unit" text,
	"sign" integer DEFAULT 1 NOT NULL,
	"formula" text,
	"calculated_value" double precision,
	"gap" double precision,
	"is_verified" boolean DEFAULT false NOT NULL,
	"has_gap" boolean DEFAULT false NOT NULL,
	"origin" text NOT NULL,
	"extracted_value" double precision
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"task_id" uuid,
	"position" integer NOT NULL,
	"statement_type" text NOT NULL,
	"period_start" date,
	"period_end" date NOT NULL,
	"period_length" text,
	"currency" text NOT NULL,
	"unit" text NOT NULL,
	"page" integer NOT NULL,
	"last_page" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financial_document_files" ADD CONSTRAINT "financial_document_files_document_id_financial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."financial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_documents" ADD CONSTRAINT "financial_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statement_lines" ADD CONSTRAINT "financial_statement_lines_statement_id_financial_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."financial_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_document_id_financial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."financial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_task_id_financial_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."financial_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_tasks" ADD CONSTRAINT "financial_tasks_document_id_financial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."financial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_tasks" ADD CONSTRAINT "financial_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_tasks" ADD CONSTRAINT "financial_tasks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_documents_owner_idx" ON "financial_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "financial_statement_lines_statement_idx" ON "financial_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE INDEX "financial_statements_document_idx" ON "financial_statements" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "financial_tasks_document_idx" ON "financial_tasks" USING btree ("document_id","created_at");