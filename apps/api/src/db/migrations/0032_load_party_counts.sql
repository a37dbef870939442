-- Loads per driver and per broker, in each list (finished or not), kept by statement-level triggers over the
-- transition tables like the status counters (0021): a search whose only matching alternative is some
-- drivers' (or brokers') loads reads its total here instead of counting every match (read-model/load-search.ts).
-- Counter rows are changed in key order within a statement; a change that moves no load between parties or
-- lists writes nothing.
CREATE TABLE "load_party_counts" (
	"party" text NOT NULL,
	"party_id" integer NOT NULL,
	"finished" boolean NOT NULL,
	"load_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "load_party_counts_pk" PRIMARY KEY ("party", "party_id", "finished")
);
--> statement-breakpoint
CREATE FUNCTION load_party_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_party_counts (party, party_id, finished, load_count)
      SELECT party, party_id, finished, sum(n) FROM (
        SELECT 'broker' AS party, broker_id AS party_id, finished, 1 AS n FROM new_loads
        UNION ALL
        SELECT 'driver', driver_id, finished, 1 FROM new_loads WHERE driver_id IS NOT NULL
      ) AS delta
      GROUP BY party, party_id, finished ORDER BY party, party_id, finished
      ON CONFLICT (party, party_id, finished) DO UPDATE
        SET load_count = load_party_counts.load_count + excluded.load_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO load_party_counts (party, party_id, finished, load_count)
      SELECT party, party_id, finished, sum(n) FROM (
        SELECT 'broker' AS party, broker_id AS party_id, finished, -1 AS n FROM old_loads
        UNION ALL
        SELECT 'driver', driver_id, finished, -1 FROM old_loads WHERE driver_id IS NOT NULL
      ) AS delta
      GROUP BY party, party_id, finished ORDER BY party, party_id, finished
      ON CONFLICT (party, party_id, finished) DO UPDATE
        SET load_count = load_party_counts.load_count + excluded.load_count;
  ELSE
    INSERT INTO load_party_counts (party, party_id, finished, load_count)
      SELECT party, party_id, finished, sum(n) FROM (
        SELECT 'broker' AS party, broker_id AS party_id, finished, -1 AS n FROM old_loads
        UNION ALL
        SELECT 'driver', driver_id, finished, -1 FROM old_loads WHERE driver_id IS NOT NULL
        UNION ALL
        SELECT 'broker', broker_id, finished, 1 FROM new_loads
        UNION ALL
        SELECT 'driver', driver_id, finished, 1 FROM new_loads WHERE driver_id IS NOT NULL
      ) AS delta
      GROUP BY party, party_id, finished HAVING sum(n) <> 0 ORDER BY party, party_id, finished
      ON CONFLICT (party, party_id, finished) DO UPDATE
        SET load_count = load_party_counts.load_count + excluded.load_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_party_count_insert AFTER INSERT ON loads REFERENCING NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_party_counts_apply();
--> statement-breakpoint
CREATE TRIGGER loads_party_count_update AFTER UPDATE ON loads REFERENCING OLD TABLE AS old_loads NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_party_counts_apply();
--> statement-breakpoint
CREATE TRIGGER loads_party_count_delete AFTER DELETE ON loads REFERENCING OLD TABLE AS old_loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_party_counts_apply();
--> statement-breakpoint
-- TRUNCATE (and a TRUNCATE of a table loads refer to, CASCADE): no load is left.
CREATE FUNCTION load_party_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM load_party_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_party_count_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_party_counts_clear();
--> statement-breakpoint
INSERT INTO load_party_counts (party, party_id, finished, load_count)
  SELECT 'broker', broker_id, finished, count(*) FROM loads GROUP BY broker_id, finished;
--> statement-breakpoint
INSERT INTO load_party_counts (party, party_id, finished, load_count)
  SELECT 'driver', driver_id, finished, count(*) FROM loads WHERE driver_id IS NOT NULL GROUP BY driver_id, finished;
