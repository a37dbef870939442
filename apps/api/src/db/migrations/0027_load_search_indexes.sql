-- Searches at 1 M loads (docs/performance.md "Searches at 1 M loads"): one driver's or broker's loads of a list in
-- id order, counted from the index alone; the load search's trigram index written through (no pending list that
-- every search reads in full until a vacuum merges it), its pending entries merged now.
CREATE INDEX IF NOT EXISTS "loads_driver_finished_id_idx" ON "loads" USING btree ("driver_id","finished","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loads_broker_finished_id_idx" ON "loads" USING btree ("broker_id","finished","id");--> statement-breakpoint
ALTER INDEX "loads_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('loads_search_trgm_idx'::regclass);
