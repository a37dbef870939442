-- Today and the receivables at scale (docs/performance.md "Session 37: the bench's fill, and Today and the
-- overdue invoices at 1 M loads"): the reports of a status counted from an index; the owed invoices' index
-- carries every column their count and balance read (index-only), and statistics on the balance tell the
-- planner how few invoices are owed.
DROP INDEX "invoices_owing_idx";--> statement-breakpoint
CREATE INDEX "load_reports_status_created_idx" ON "load_reports" USING btree ("status_report_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_owing_idx" ON "invoices" USING btree ("due_on","sequence","amount_cents","paid_cents","written_off_cents","voided_at","sent_on") WHERE ("invoices"."voided_at" IS NULL AND "invoices"."sent_on" IS NOT NULL AND ("invoices"."amount_cents" - "invoices"."paid_cents" - coalesce("invoices"."written_off_cents", 0)) > 0);--> statement-breakpoint
CREATE STATISTICS "invoices_balance_stats" ON ("amount_cents" - "paid_cents" - coalesce("written_off_cents", 0)) FROM "invoices";--> statement-breakpoint
ANALYZE "invoices";
