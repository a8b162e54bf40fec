-- Trigram indexes for the review searches (ILIKE '%term%' on founder names, e-mail and venture
-- name; modules/applications/review.service.ts `personHaystack`). The users expression must stay
-- exactly the one the queries use. pg_trgm is a trusted contrib extension: the database owner can
-- create it (PostgreSQL 13 and later); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || coalesce("middle_name" || ' ', '') || "last_name" || chr(1) || "first_name" || ' ' || "last_name" || chr(1) || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ventures_name_trgm" ON "ventures" USING gin ("name" gin_trgm_ops);
