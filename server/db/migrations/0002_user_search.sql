CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("username" || chr(10) || coalesce("full_name", '') || chr(10) || "email")) gin_trgm_ops);
