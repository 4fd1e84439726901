ALTER TABLE "financial_document_files" ALTER COLUMN "parsed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_documents" ALTER COLUMN "page_count" DROP NOT NULL;