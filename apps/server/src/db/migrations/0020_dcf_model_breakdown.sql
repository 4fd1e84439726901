-- A model's revenue breakdown (issue 19): the breakdown chosen and the user's growth per line; null until chosen.
ALTER TABLE "dcf_models" ADD COLUMN "revenue_breakdown" jsonb;
