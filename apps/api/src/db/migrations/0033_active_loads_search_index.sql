-- The load board's search among the active loads (a percent or two of a carrier's loads once it has years of
-- history): a frequent term ("tulsa") matched 125 000 of 1 M loads in loads_search_trgm_idx to count the 1 000
-- active ones; this partial index holds the active loads only (read-model/load-search.ts, docs/performance.md).
CREATE INDEX "loads_active_search_trgm_idx" ON "loads" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate=false) WHERE NOT "loads"."finished";
