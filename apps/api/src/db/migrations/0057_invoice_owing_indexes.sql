-- The invoices still owed and the drafts, each a partial index (db/schema/invoices.ts `moneyOf`): the list's
-- status filters, the aging, the brokers' balances and Today's figures read them instead of every invoice ever
-- sent (docs/performance.md "Session 33").
CREATE INDEX "invoices_owing_idx" ON "invoices" USING btree ("due_on","sequence") WHERE ("voided_at" IS NULL AND "sent_on" IS NOT NULL AND ("amount_cents" - "paid_cents" - coalesce("written_off_cents", 0)) > 0);--> statement-breakpoint
CREATE INDEX "invoices_draft_idx" ON "invoices" USING btree ("sequence") WHERE ("voided_at" IS NULL AND "sent_on" IS NULL);
