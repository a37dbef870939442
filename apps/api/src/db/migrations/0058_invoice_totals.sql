-- The invoices list's totals over every invoice (how many, their amount, their balance due:
-- modules/invoices/invoices.repository.ts `totals`), kept as delta rows as table_row_counts keeps row counts
-- (migration 0030): a sum over every invoice grows with them (docs/performance.md "Session 33: invoices at
-- 1 M loads"). The amount counts the invoices not void; the balance due is amount − paid − written off of those
-- sent, not void and still owing (`invoice_counted_amount`, `invoice_balance_due`): the rule of
-- db/schema/invoices.ts `moneyOf`, repeated here once because a trigger cannot read it there;
-- apps/api/test/invoice-totals.test.ts checks that the two agree after every kind of change.
CREATE TABLE "invoice_total_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"invoices" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION invoice_counted_amount(i invoices) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN i.voided_at IS NULL THEN i.amount_cents ELSE 0 END::bigint;
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_balance_due(i invoices) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN i.voided_at IS NULL AND i.sent_on IS NOT NULL
               AND i.amount_cents - i.paid_cents - coalesce(i.written_off_cents, 0) > 0
              THEN i.amount_cents - i.paid_cents - coalesce(i.written_off_cents, 0) ELSE 0 END::bigint;
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_total_deltas_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint := 0;
  amount bigint := 0;
  balance bigint := 0;
  old_n bigint;
  old_amount bigint;
  old_balance bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    SELECT -coalesce(sum(invoices), 0), -coalesce(sum(amount_cents), 0), -coalesce(sum(balance_cents), 0)
      INTO n, amount, balance FROM invoice_total_deltas;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), coalesce(sum(invoice_counted_amount(r)), 0), coalesce(sum(invoice_balance_due(r)), 0)
      INTO n, amount, balance FROM new_rows r;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*), coalesce(sum(invoice_counted_amount(r)), 0), coalesce(sum(invoice_balance_due(r)), 0)
      INTO old_n, old_amount, old_balance FROM old_rows r;
    n := n - old_n;
    amount := amount - old_amount;
    balance := balance - old_balance;
  END IF;
  IF n <> 0 OR amount <> 0 OR balance <> 0 THEN
    INSERT INTO invoice_total_deltas (invoices, amount_cents, balance_cents) VALUES (n, amount, balance);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_total_deltas_fold() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM invoice_total_deltas WHERE id IN (SELECT id FROM invoice_total_deltas FOR UPDATE SKIP LOCKED)
    RETURNING invoices, amount_cents, balance_cents)
  INSERT INTO invoice_total_deltas (invoices, amount_cents, balance_cents)
    SELECT sum(invoices), sum(amount_cents), sum(balance_cents) FROM folded HAVING count(*) > 0;
$$;
--> statement-breakpoint
INSERT INTO invoice_total_deltas (invoices, amount_cents, balance_cents)
  SELECT count(*), coalesce(sum(invoice_counted_amount(i)), 0), coalesce(sum(invoice_balance_due(i)), 0)
  FROM invoices i;
--> statement-breakpoint
CREATE TRIGGER "invoices_totals_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_total_deltas_apply();
--> statement-breakpoint
CREATE TRIGGER "invoices_totals_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_total_deltas_apply();
--> statement-breakpoint
CREATE TRIGGER "invoices_totals_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_total_deltas_apply();
--> statement-breakpoint
CREATE TRIGGER "invoices_totals_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_total_deltas_apply();
