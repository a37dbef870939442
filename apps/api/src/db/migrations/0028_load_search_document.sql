-- The load search's document (load number and cities, lower-cased and unaccented) stored with the row: the
-- sample that estimates a broad search's total and the rechecks of the trigram index read it instead of
-- unaccenting every row they look at (docs/performance.md "Searches at 1 M loads").
ALTER TABLE "loads" ADD COLUMN "search_document" text GENERATED ALWAYS AS (lower(unaccent_immutable("id_number" || ' ' || "pickup_city" || ' ' || "delivery_city"))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "loads_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "loads_search_trgm_idx" ON "loads" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
