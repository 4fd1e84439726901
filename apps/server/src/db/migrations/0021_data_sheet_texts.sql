-- The user's notes on the data sheet (issue 19): the Texts section of the data-sheet document; null for none.
ALTER TABLE "dcf_models" ADD COLUMN "data_sheet_texts" jsonb;