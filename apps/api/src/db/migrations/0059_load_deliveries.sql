-- The weekly revenue of the loads (modules/loads/load-revenue.repository.ts, docs/product.md "Load charts")
-- read each delivered load's status and ledger for every delivery of its window; it now reads one row per
-- delivery, kept here by triggers on every writer of the three tables (the services, the seed, the bench's SQL):
-- when the load's history first reached 10 Delivered, whether the load still counts (status 10, 11 or 12) and
-- its revenue (ledger types 1 to 6) in cents. The rule is written once in SQL (`load_delivery_counted`,
-- `load_revenue_cents`) because a trigger cannot read the TypeScript; apps/api/test/load-deliveries.test.ts
-- checks the kept rows against the history, the loads and the ledgers after every kind of change
-- (docs/decisions/0060-load-revenue-kept-per-delivery.md).
CREATE TABLE "load_deliveries" (
	"load_id" integer PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"counted" boolean NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION load_delivery_counted(status_id integer) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status_id IN (10, 11, 12);
$$;
--> statement-breakpoint
CREATE FUNCTION load_revenue_cents(t load_transactions) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t.type_id BETWEEN 1 AND 6 THEN t.amount_cents ELSE 0 END::bigint;
$$;
--> statement-breakpoint
-- Every load delivered so far, before the foreign key and the index: the key is then checked by one join, not
-- row by row, and the index built once.
INSERT INTO load_deliveries (load_id, delivered_at, counted, revenue_cents)
  SELECT d.load_id, d.at, load_delivery_counted(l.status_id), coalesce(m.cents, 0)
  FROM (SELECT load_id, min(changed_at) AS at FROM load_status_history WHERE to_status = 10 GROUP BY load_id) d
  JOIN loads l ON l.id = d.load_id
  LEFT JOIN (SELECT t.load_id, sum(load_revenue_cents(t)) AS cents FROM load_transactions t GROUP BY t.load_id) m
    ON m.load_id = d.load_id;
--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD CONSTRAINT "load_deliveries_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "load_deliveries_counted_idx" ON "load_deliveries" USING btree ("delivered_at","revenue_cents") WHERE "load_deliveries"."counted";
--> statement-breakpoint
-- A history row to 10 delivers its load: the first delivery adds the load's row (its status and ledger as they
-- are now; a later change of either is the triggers below), a later one keeps the earliest time.
CREATE FUNCTION load_deliveries_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM load_deliveries;
    RETURN NULL;
  END IF;
  INSERT INTO load_deliveries (load_id, delivered_at, counted, revenue_cents)
    SELECT d.load_id, d.at, load_delivery_counted(l.status_id),
           (SELECT coalesce(sum(load_revenue_cents(t)), 0) FROM load_transactions t WHERE t.load_id = d.load_id)
    FROM (SELECT load_id, min(changed_at) AS at FROM new_rows WHERE to_status = 10 GROUP BY load_id) d
    JOIN loads l ON l.id = d.load_id
    ORDER BY d.load_id
  ON CONFLICT (load_id) DO UPDATE SET delivered_at = excluded.delivered_at
    WHERE excluded.delivered_at < load_deliveries.delivered_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "load_status_history_deliveries" AFTER INSERT ON "load_status_history" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_delivered();
--> statement-breakpoint
CREATE TRIGGER "load_status_history_deliveries_truncate" AFTER TRUNCATE ON "load_status_history"
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_delivered();
--> statement-breakpoint
-- A delivered load's status moves (a cancellation, say): whether it counts follows.
CREATE FUNCTION load_deliveries_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE load_deliveries d SET counted = load_delivery_counted(n.status_id)
    FROM new_loads n
    WHERE d.load_id = n.id AND d.counted <> load_delivery_counted(n.status_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "loads_deliveries_update" AFTER UPDATE ON "loads" REFERENCING NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_status();
--> statement-breakpoint
-- A delivered load's ledger changes: its revenue moves by what the statement added and took away.
CREATE FUNCTION load_deliveries_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE load_deliveries SET revenue_cents = 0 WHERE revenue_cents <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents + m.cents
      FROM (SELECT load_id, sum(load_revenue_cents(r)) AS cents FROM new_rows r GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents - m.cents
      FROM (SELECT load_id, sum(load_revenue_cents(r)) AS cents FROM old_rows r GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  ELSE
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents + m.cents
      FROM (SELECT load_id, sum(cents) AS cents FROM (
              SELECT load_id, load_revenue_cents(r) AS cents FROM new_rows r
              UNION ALL
              SELECT load_id, -load_revenue_cents(r) FROM old_rows r) AS moved
            GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One trigger per event: a trigger with transition tables has one event, and each event its own tables.
CREATE TRIGGER "load_transactions_deliveries_insert" AFTER INSERT ON "load_transactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_ledger();
--> statement-breakpoint
CREATE TRIGGER "load_transactions_deliveries_update" AFTER UPDATE ON "load_transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_ledger();
--> statement-breakpoint
CREATE TRIGGER "load_transactions_deliveries_delete" AFTER DELETE ON "load_transactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_ledger();
--> statement-breakpoint
CREATE TRIGGER "load_transactions_deliveries_truncate" AFTER TRUNCATE ON "load_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_ledger();
