-- Knowledge bases (issue 16): the file manager (files and their bytes in pieces), knowledge bases,
-- their documents, chunks (keyword tsvector and a real[] embedding; pgvector indexes are made per
-- dimension at run time on PGlite) and knowledge graphs.
CREATE TABLE "file_bytes" (
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_bytes_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"sha256" text,
	"source_type" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kb_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"content_type" text NOT NULL,
	"page_from" integer NOT NULL,
	"page_to" integer NOT NULL,
	"headings" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_count" integer NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"search_text" "tsvector" NOT NULL,
	"embedding" real[],
	"embedding_dims" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kb_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"source_url" text,
	"thumbnail" text,
	"parser_id" text NOT NULL,
	"parser_config" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"progress_msg" text DEFAULT '' NOT NULL,
	"process_begin_at" timestamp with time zone,
	"process_duration" double precision DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"token_count" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_graphs" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"kb_id" uuid NOT NULL,
	"graph" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"permission" text DEFAULT 'me' NOT NULL,
	"embd_id" text NOT NULL,
	"parser_id" text NOT NULL,
	"parser_config" jsonb NOT NULL,
	"similarity_threshold" double precision DEFAULT 0.2 NOT NULL,
	"vector_similarity_weight" double precision DEFAULT 0.3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_bytes" ADD CONSTRAINT "file_bytes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_parent_id_files_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_chunks" ADD CONSTRAINT "kb_chunks_kb_id_knowledge_bases_id_fk" FOREIGN KEY ("kb_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_chunks" ADD CONSTRAINT "kb_chunks_document_id_kb_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kb_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_documents" ADD CONSTRAINT "kb_documents_kb_id_knowledge_bases_id_fk" FOREIGN KEY ("kb_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_documents" ADD CONSTRAINT "kb_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_documents" ADD CONSTRAINT "kb_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_graphs" ADD CONSTRAINT "kb_graphs_document_id_kb_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kb_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_graphs" ADD CONSTRAINT "kb_graphs_kb_id_knowledge_bases_id_fk" FOREIGN KEY ("kb_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_name_key" ON "files" USING btree ("owner_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name");--> statement-breakpoint
CREATE INDEX "files_parent_idx" ON "files" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "kb_chunks_document_idx" ON "kb_chunks" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "kb_chunks_kb_idx" ON "kb_chunks" USING btree ("kb_id");--> statement-breakpoint
CREATE INDEX "kb_chunks_search_idx" ON "kb_chunks" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "kb_documents_kb_idx" ON "kb_documents" USING btree ("kb_id","created_at");--> statement-breakpoint
CREATE INDEX "kb_documents_file_idx" ON "kb_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_bases_name_key" ON "knowledge_bases" USING btree ("owner_id","name");