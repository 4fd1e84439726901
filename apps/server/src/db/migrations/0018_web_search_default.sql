-- The user's default web-search provider (deep research, issue 18): a `web_search` model's id.
ALTER TABLE "llm_tenant_defaults" ADD COLUMN "web_search_id" text;
