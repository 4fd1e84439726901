-- Uploads (issue 12): the server process storing an upload in progress, so that the next server to
-- start can tell whether it died (PGlite: every earlier process has; PostgreSQL: its advisory lock
-- is free) and delete what it left.
ALTER TABLE "financial_documents" ADD COLUMN "upload_owner" integer;