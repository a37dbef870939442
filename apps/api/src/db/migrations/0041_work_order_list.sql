CREATE INDEX "work_orders_opened_idx" ON "work_orders" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_search_trgm_idx" ON "work_orders" USING gin ((lower(unaccent_immutable(coalesce("vendor", '') || ' ' || coalesce("notes", '')))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_order_lines_search_trgm_idx" ON "work_order_lines" USING gin ((lower(unaccent_immutable("description"))) gin_trgm_ops);
