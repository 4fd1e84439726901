-- Uploads (issue 12). The bytes of a file move to pieces of at most 512 kB, so that storing or
-- reading a 10 MB file never holds PGlite (on the server's thread) for long; a file stored before
-- stays one piece. A document whose upload has not finished carries upload_expires_at and is
-- deleted on start when its upload never finished.
CREATE TABLE "financial_document_chunks" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "financial_document_chunks_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
ALTER TABLE "financial_documents" ADD COLUMN "upload_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "financial_document_chunks" ADD CONSTRAINT "financial_document_chunks_document_id_financial_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."financial_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_documents_upload_idx" ON "financial_documents" USING btree ("upload_expires_at") WHERE "financial_documents"."upload_expires_at" is not null;--> statement-breakpoint
INSERT INTO "financial_document_chunks" ("document_id", "position", "bytes") SELECT "document_id", 0, "bytes" FROM "financial_document_files";--> statement-breakpoint
ALTER TABLE "financial_document_files" DROP COLUMN "bytes";