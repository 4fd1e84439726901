-- Keyword search reads each candidate chunk's search_text (issue 16). At 1.3 KB beside the content
-- and a 2 KB embedding, PostgreSQL's toaster moved it out of line (rows over 2 KB are toasted), so
-- every candidate read cost a TOAST lookup. Rows up to 4 KB now stay as they are, the embedding (2 KB,
-- extended) is moved out first, and the search text (main) is kept in the row unless nothing else fits.
-- Rows written before keep their layout until rewritten; they are read the same.
ALTER TABLE "kb_chunks" SET (toast_tuple_target = 4080);
--> statement-breakpoint
ALTER TABLE "kb_chunks" ALTER COLUMN "search_text" SET STORAGE MAIN;
