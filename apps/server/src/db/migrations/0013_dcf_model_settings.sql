-- How a user reads a model (issue 14): report unit, sensitivity grid, scenarios, Monte Carlo ranges.
-- Null reads as the defaults, so the models saved before keep their look.
ALTER TABLE "dcf_models" ADD COLUMN "settings" jsonb;
