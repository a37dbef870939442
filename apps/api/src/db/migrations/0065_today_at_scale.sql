-- Today and the receivables at scale (docs/performance.md "Session 37: the bench's fill, and Today and the
-- overdue invoices at 1 M loads"): the open reports of a status counted from an index, and the owed invoices'
-- count and balance read from one: the rows of invoices_owing_idx by due day with the columns the sums read,
-- and statistics on the balance so the planner knows how few invoices are owed.
CREATE INDEX "load_reports_status_created_idx" ON "load_reports" USING btree ("status_report_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_owing_sums_idx" ON "invoices" USING btree ("due_on") INCLUDE ("amount_cents", "paid_cents", "written_off_cents", "voided_at", "sent_on") WHERE ("voided_at" IS NULL AND "sent_on" IS NOT NULL AND ("amount_cents" - "paid_cents" - coalesce("written_off_cents", 0)) > 0);--> statement-breakpoint
CREATE STATISTICS "invoices_balance_stats" ON ("amount_cents" - "paid_cents" - coalesce("written_off_cents", 0)) FROM "invoices";--> statement-breakpoint
ANALYZE "invoices";
