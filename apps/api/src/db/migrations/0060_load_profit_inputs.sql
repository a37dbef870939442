-- The profit report (modules/read-model/profit.queries.ts, docs/product.md "Profit") read each delivered load of
-- its period from the loads, with one lookup of its ledger, OS&D, statement and history each. load_deliveries
-- (migration 0059) now keeps the rest of what it reads, so that a period is a range of this table alone: the
-- ledger's trip rate (type 1) beside the revenue, the OS&D in cents, whether the load's statement took quick pay,
-- when its history first reached 6 At pickup, 7 Loaded and 9 At delivery (the waits at its stops, beside the
-- first 10 Delivered), and copies of the load's columns the report reads (number, driver, broker, states,
-- miles). The pay rules and the waits' minutes stay in the TypeScript (read-model/pay-terms.ts,
-- packages/contract/src/pay-rules.ts); the triggers keep facts only. apps/api/test/load-profit-inputs.test.ts
-- checks the kept rows against the report's direct reading after every kind of write
-- (docs/decisions/0062-profit-inputs-kept-per-delivery.md).
--
-- The table is filled anew: emptied, its key and index dropped, every delivered load inserted in load id order,
-- then the key checked by one join and the index built once (as 0059 did).
ALTER TABLE "load_deliveries" DROP CONSTRAINT "load_deliveries_load_id_loads_id_fk";--> statement-breakpoint
DROP INDEX "load_deliveries_counted_idx";--> statement-breakpoint
TRUNCATE "load_deliveries";--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "trip_rate_cents" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "osd_cents" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "quick_pay" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "at_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "loaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "at_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "id_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "broker_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "pickup_state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "delivery_state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "distance_miles" double precision;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "planned_miles" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "planned_miles_estimated" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "actual_miles" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "deadhead_miles" numeric(10, 1);--> statement-breakpoint
CREATE FUNCTION load_trip_rate_cents(t load_transactions) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t.type_id = 1 THEN t.amount_cents ELSE 0 END::bigint;
$$;
--> statement-breakpoint
INSERT INTO load_deliveries (load_id, delivered_at, counted, revenue_cents, trip_rate_cents, osd_cents, quick_pay,
    at_pickup_at, loaded_at, at_delivery_at, id_number, driver_id, broker_id, pickup_state, delivery_state,
    distance_miles, planned_miles, planned_miles_estimated, actual_miles, deadhead_miles)
  SELECT h.load_id, h.delivered_at, load_delivery_counted(l.status_id), coalesce(m.revenue, 0), coalesce(m.trip, 0),
         coalesce(o.cents, 0), coalesce(s.quick_pay, false), h.at_pickup_at, h.loaded_at, h.at_delivery_at,
         l.id_number, l.driver_id, l.broker_id, l.pickup_state, l.delivery_state, l.distance_miles, l.planned_miles,
         l.planned_miles_estimated, l.actual_miles, l.deadhead_miles
  FROM (SELECT load_id, min(changed_at) FILTER (WHERE to_status = 10) AS delivered_at,
               min(changed_at) FILTER (WHERE to_status = 6) AS at_pickup_at,
               min(changed_at) FILTER (WHERE to_status = 7) AS loaded_at,
               min(changed_at) FILTER (WHERE to_status = 9) AS at_delivery_at
        FROM load_status_history WHERE to_status IN (6, 7, 9, 10) GROUP BY load_id) h
  JOIN loads l ON l.id = h.load_id
  LEFT JOIN (SELECT t.load_id, sum(load_revenue_cents(t)) AS revenue, sum(load_trip_rate_cents(t)) AS trip
             FROM load_transactions t GROUP BY t.load_id) m ON m.load_id = h.load_id
  LEFT JOIN (SELECT load_id, sum(amount_cents) AS cents FROM osd_entries GROUP BY load_id) o ON o.load_id = h.load_id
  LEFT JOIN (SELECT load_id, bool_or(quick_pay) AS quick_pay FROM delivery_statements GROUP BY load_id) s
    ON s.load_id = h.load_id
  WHERE h.delivered_at IS NOT NULL
  ORDER BY h.load_id;
--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD CONSTRAINT "load_deliveries_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_deliveries_counted_idx" ON "load_deliveries" USING btree ("delivered_at","load_id","revenue_cents") WHERE "load_deliveries"."counted";--> statement-breakpoint
-- A history insert: a load's first delivery adds its row (its load, ledger, OS&D, statement and stop times as
-- they are now; a later change of any of them is one of the triggers below), a later delivery keeps the
-- earliest time; a stop's step of a load already delivered keeps the earliest time of each step.
CREATE OR REPLACE FUNCTION load_deliveries_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM load_deliveries;
    RETURN NULL;
  END IF;
  UPDATE load_deliveries d
    SET at_pickup_at = least(d.at_pickup_at, s.at_pickup_at), loaded_at = least(d.loaded_at, s.loaded_at),
        at_delivery_at = least(d.at_delivery_at, s.at_delivery_at)
    FROM (SELECT load_id, min(changed_at) FILTER (WHERE to_status = 6) AS at_pickup_at,
                 min(changed_at) FILTER (WHERE to_status = 7) AS loaded_at,
                 min(changed_at) FILTER (WHERE to_status = 9) AS at_delivery_at
          FROM new_rows WHERE to_status IN (6, 7, 9) GROUP BY load_id) s
    WHERE d.load_id = s.load_id
      AND (d.at_pickup_at, d.loaded_at, d.at_delivery_at) IS DISTINCT FROM
          (least(d.at_pickup_at, s.at_pickup_at), least(d.loaded_at, s.loaded_at),
           least(d.at_delivery_at, s.at_delivery_at));
  INSERT INTO load_deliveries (load_id, delivered_at, counted, revenue_cents, trip_rate_cents, osd_cents, quick_pay,
      at_pickup_at, loaded_at, at_delivery_at, id_number, driver_id, broker_id, pickup_state, delivery_state,
      distance_miles, planned_miles, planned_miles_estimated, actual_miles, deadhead_miles)
    SELECT d.load_id, d.at, load_delivery_counted(l.status_id), m.revenue, m.trip, o.cents, s.quick_pay,
           h.at_pickup_at, h.loaded_at, h.at_delivery_at, l.id_number, l.driver_id, l.broker_id, l.pickup_state,
           l.delivery_state, l.distance_miles, l.planned_miles, l.planned_miles_estimated, l.actual_miles,
           l.deadhead_miles
    FROM (SELECT load_id, min(changed_at) AS at FROM new_rows WHERE to_status = 10 GROUP BY load_id) d
    JOIN loads l ON l.id = d.load_id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(load_revenue_cents(t)), 0) AS revenue, coalesce(sum(load_trip_rate_cents(t)), 0) AS trip
      FROM load_transactions t WHERE t.load_id = d.load_id) m
    CROSS JOIN LATERAL (SELECT coalesce(sum(amount_cents), 0) AS cents FROM osd_entries WHERE load_id = d.load_id) o
    CROSS JOIN LATERAL (
      SELECT coalesce(bool_or(quick_pay), false) AS quick_pay FROM delivery_statements WHERE load_id = d.load_id) s
    CROSS JOIN LATERAL (
      SELECT min(changed_at) FILTER (WHERE to_status = 6) AS at_pickup_at,
             min(changed_at) FILTER (WHERE to_status = 7) AS loaded_at,
             min(changed_at) FILTER (WHERE to_status = 9) AS at_delivery_at
      FROM load_status_history WHERE load_id = d.load_id AND to_status IN (6, 7, 9)) h
    ORDER BY d.load_id
  ON CONFLICT (load_id) DO UPDATE SET delivered_at = excluded.delivered_at
    WHERE excluded.delivered_at < load_deliveries.delivered_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delivered load changes: whether it counts, and the copies of its columns, follow.
CREATE OR REPLACE FUNCTION load_deliveries_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE load_deliveries d
    SET counted = load_delivery_counted(n.status_id), id_number = n.id_number, driver_id = n.driver_id,
        broker_id = n.broker_id, pickup_state = n.pickup_state, delivery_state = n.delivery_state,
        distance_miles = n.distance_miles, planned_miles = n.planned_miles,
        planned_miles_estimated = n.planned_miles_estimated, actual_miles = n.actual_miles,
        deadhead_miles = n.deadhead_miles
    FROM new_loads n
    WHERE d.load_id = n.id
      AND (d.counted, d.id_number, d.driver_id, d.broker_id, d.pickup_state, d.delivery_state, d.distance_miles,
           d.planned_miles, d.planned_miles_estimated, d.actual_miles, d.deadhead_miles) IS DISTINCT FROM
          (load_delivery_counted(n.status_id), n.id_number, n.driver_id, n.broker_id, n.pickup_state,
           n.delivery_state, n.distance_miles, n.planned_miles, n.planned_miles_estimated, n.actual_miles,
           n.deadhead_miles);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delivered load's ledger changes: its revenue and trip rate move by what the statement added and took away.
-- Each event reads its own transition tables (a trigger has those of its event only).
CREATE OR REPLACE FUNCTION load_deliveries_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE load_deliveries SET revenue_cents = 0, trip_rate_cents = 0
      WHERE revenue_cents <> 0 OR trip_rate_cents <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents + m.revenue, trip_rate_cents = d.trip_rate_cents + m.trip
      FROM (SELECT load_id, sum(load_revenue_cents(r)) AS revenue, sum(load_trip_rate_cents(r)) AS trip
            FROM new_rows r GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND (m.revenue <> 0 OR m.trip <> 0);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents - m.revenue, trip_rate_cents = d.trip_rate_cents - m.trip
      FROM (SELECT load_id, sum(load_revenue_cents(r)) AS revenue, sum(load_trip_rate_cents(r)) AS trip
            FROM old_rows r GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND (m.revenue <> 0 OR m.trip <> 0);
  ELSE
    UPDATE load_deliveries d SET revenue_cents = d.revenue_cents + m.revenue, trip_rate_cents = d.trip_rate_cents + m.trip
      FROM (SELECT load_id, sum(revenue) AS revenue, sum(trip) AS trip FROM (
              SELECT load_id, load_revenue_cents(r) AS revenue, load_trip_rate_cents(r) AS trip FROM new_rows r
              UNION ALL
              SELECT load_id, -load_revenue_cents(r), -load_trip_rate_cents(r) FROM old_rows r) AS moved
            GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND (m.revenue <> 0 OR m.trip <> 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delivered load's OS&D changes: its cents move by what the statement added and took away.
CREATE FUNCTION load_deliveries_osd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE load_deliveries SET osd_cents = 0 WHERE osd_cents <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE load_deliveries d SET osd_cents = d.osd_cents + m.cents
      FROM (SELECT load_id, sum(amount_cents) AS cents FROM new_rows GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE load_deliveries d SET osd_cents = d.osd_cents - m.cents
      FROM (SELECT load_id, sum(amount_cents) AS cents FROM old_rows GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  ELSE
    UPDATE load_deliveries d SET osd_cents = d.osd_cents + m.cents
      FROM (SELECT load_id, sum(cents) AS cents FROM (
              SELECT load_id, amount_cents AS cents FROM new_rows
              UNION ALL
              SELECT load_id, -amount_cents FROM old_rows) AS moved
            GROUP BY load_id) m
      WHERE d.load_id = m.load_id AND m.cents <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "osd_entries_deliveries_insert" AFTER INSERT ON "osd_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_osd();
--> statement-breakpoint
CREATE TRIGGER "osd_entries_deliveries_update" AFTER UPDATE ON "osd_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_osd();
--> statement-breakpoint
CREATE TRIGGER "osd_entries_deliveries_delete" AFTER DELETE ON "osd_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_osd();
--> statement-breakpoint
CREATE TRIGGER "osd_entries_deliveries_truncate" AFTER TRUNCATE ON "osd_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_osd();
--> statement-breakpoint
-- A delivered load's statement is written, changed or removed: whether it took quick pay is read again for the
-- loads of the rows that took it, before or after (a statement without quick pay, written or removed, changes
-- nothing: the bench's fill writes 738,545 of them at once).
CREATE FUNCTION load_deliveries_quick_pay(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE load_deliveries d SET quick_pay = q.quick_pay
    FROM (SELECT a.load_id,
                 coalesce((SELECT bool_or(s.quick_pay) FROM delivery_statements s WHERE s.load_id = a.load_id), false)
                   AS quick_pay
          FROM (SELECT DISTINCT unnest(ids) AS load_id) a) q
    WHERE d.load_id = q.load_id AND d.quick_pay <> q.quick_pay;
$$;
--> statement-breakpoint
CREATE FUNCTION load_deliveries_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE load_deliveries SET quick_pay = false WHERE quick_pay;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM load_deliveries_quick_pay(ARRAY(SELECT load_id FROM new_rows WHERE quick_pay));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM load_deliveries_quick_pay(ARRAY(SELECT load_id FROM old_rows WHERE quick_pay));
  ELSE
    PERFORM load_deliveries_quick_pay(ARRAY(
      SELECT load_id FROM new_rows WHERE quick_pay UNION SELECT load_id FROM old_rows WHERE quick_pay));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "delivery_statements_deliveries_insert" AFTER INSERT ON "delivery_statements"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_statement();
--> statement-breakpoint
CREATE TRIGGER "delivery_statements_deliveries_update" AFTER UPDATE ON "delivery_statements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_statement();
--> statement-breakpoint
CREATE TRIGGER "delivery_statements_deliveries_delete" AFTER DELETE ON "delivery_statements"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_statement();
--> statement-breakpoint
CREATE TRIGGER "delivery_statements_deliveries_truncate" AFTER TRUNCATE ON "delivery_statements"
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_statement();
