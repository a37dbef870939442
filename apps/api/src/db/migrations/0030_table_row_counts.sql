-- How many rows the listed tables hold, for their lists' unfiltered totals (db/unit-of-work.ts `countAll`):
-- `count(*)` grows with the table (50 000 bookings: 2 ms of PostgreSQL a page, 28 000 reports: 1.3 ms).
-- Kept as delta rows, not one counter row per table: a counter row would be locked by every writer of its
-- table until commit, serializing them, and two transactions writing two counted tables in opposite orders
-- would deadlock. A delta row locks nothing. `countAll` sums a table's deltas and folds them into one row when
-- they pile up (`table_row_counts_fold`), skipping rows another fold holds.
CREATE TABLE "table_row_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"table_name" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "table_row_counts_table_idx" ON "table_row_counts" ("table_name") INCLUDE ("delta");
--> statement-breakpoint
CREATE FUNCTION table_row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO n FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO n FROM old_rows;
  ELSE
    -- TRUNCATE: what the table held goes.
    SELECT -coalesce(sum(delta), 0) INTO n FROM table_row_counts WHERE table_name = TG_TABLE_NAME;
  END IF;
  IF n <> 0 THEN
    INSERT INTO table_row_counts (table_name, delta) VALUES (TG_TABLE_NAME, n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION table_row_counts_fold(counted text) RETURNS void LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM table_row_counts WHERE id IN (
      SELECT id FROM table_row_counts WHERE table_name = counted FOR UPDATE SKIP LOCKED)
    RETURNING delta)
  INSERT INTO table_row_counts (table_name, delta)
    SELECT counted, sum(delta) FROM folded HAVING count(*) > 0;
$$;
--> statement-breakpoint
DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['users', 'vehicles', 'trailers', 'brokers', 'bookings', 'load_reports', 'audit_events'] LOOP
    EXECUTE format('INSERT INTO table_row_counts (table_name, delta) SELECT %L, count(*) FROM %I', counted, counted);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply()', counted || '_row_count_insert', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply()', counted || '_row_count_delete', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply()', counted || '_row_count_truncate', counted);
  END LOOP;
END $$;
