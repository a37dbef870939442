CREATE TABLE "load_status_counts" (
	"status_id" integer PRIMARY KEY NOT NULL,
	"load_count" bigint DEFAULT 0 NOT NULL,
	"entered_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Loads per status, kept by statement-level triggers over the transition tables: a bulk insert costs one
-- grouped upsert, a single-row change one or two row updates. Counter rows are changed in status order, so two
-- transactions never wait on each other in opposite orders.
CREATE FUNCTION load_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_status_counts (status_id, load_count)
      SELECT status_id, count(*) FROM new_loads GROUP BY status_id ORDER BY status_id
      ON CONFLICT (status_id) DO UPDATE SET load_count = load_status_counts.load_count + excluded.load_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO load_status_counts (status_id, load_count)
      SELECT status_id, -count(*) FROM old_loads GROUP BY status_id ORDER BY status_id
      ON CONFLICT (status_id) DO UPDATE SET load_count = load_status_counts.load_count + excluded.load_count;
  ELSE
    INSERT INTO load_status_counts (status_id, load_count)
      SELECT status_id, sum(n) FROM (
        SELECT status_id, -count(*) AS n FROM old_loads GROUP BY status_id
        UNION ALL
        SELECT status_id, count(*) AS n FROM new_loads GROUP BY status_id
      ) AS delta
      GROUP BY status_id HAVING sum(n) <> 0 ORDER BY status_id
      ON CONFLICT (status_id) DO UPDATE SET load_count = load_status_counts.load_count + excluded.load_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_count_insert AFTER INSERT ON loads REFERENCING NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER loads_count_update AFTER UPDATE ON loads REFERENCING OLD TABLE AS old_loads NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER loads_count_delete AFTER DELETE ON loads REFERENCING OLD TABLE AS old_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_status_counts_apply();
--> statement-breakpoint
-- How many times a load entered each status: the history is append-only, so inserts are all there is.
CREATE FUNCTION load_status_entered_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO load_status_counts (status_id, entered_count)
    SELECT to_status, count(*) FROM new_rows GROUP BY to_status ORDER BY to_status
    ON CONFLICT (status_id) DO UPDATE SET entered_count = load_status_counts.entered_count + excluded.entered_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER load_status_history_count AFTER INSERT ON load_status_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_status_entered_apply();
--> statement-breakpoint
INSERT INTO load_status_counts (status_id, load_count)
  SELECT status_id, count(*) FROM loads GROUP BY status_id;
--> statement-breakpoint
INSERT INTO load_status_counts (status_id, entered_count)
  SELECT to_status, count(*) FROM load_status_history GROUP BY to_status
  ON CONFLICT (status_id) DO UPDATE SET entered_count = excluded.entered_count;
