CREATE TABLE "load_stop_times" (
	"load_id" integer NOT NULL,
	"stop" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"arrived_by" integer,
	"arrived_set_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"departed_by" integer,
	"departed_set_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "load_stop_times_load_id_stop_pk" PRIMARY KEY("load_id","stop"),
	CONSTRAINT "load_stop_times_stop_check" CHECK ("load_stop_times"."stop" IN ('pickup', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "office_at_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "office_loaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "office_at_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_deliveries" ADD COLUMN "office_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "load_stop_times" ADD CONSTRAINT "load_stop_times_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stop_times" ADD CONSTRAINT "load_stop_times_arrived_by_users_id_fk" FOREIGN KEY ("arrived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stop_times" ADD CONSTRAINT "load_stop_times_departed_by_users_id_fk" FOREIGN KEY ("departed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stop_times" ADD CONSTRAINT "load_stop_times_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The office's corrections of a stop's arrival and departure (load_stop_times, docs/decisions/
-- 0067-stop-times-corrected-by-the-office.md) are copied to the delivered load's row in load_deliveries, beside
-- the driver's steps (decision 0062): the profit report takes the correction where one is set
-- (modules/read-model/pay-terms.ts `stopTimeSql`). Facts only, as the other triggers: a correction written,
-- changed or removed reads the loads' corrections again; a delivery's new row takes the corrections already
-- written (a load entered after the fact is corrected before it is delivered). The table is new and empty:
-- nothing to fill.
CREATE FUNCTION load_deliveries_office_times(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE load_deliveries d
    SET office_at_pickup_at = c.at_pickup_at, office_loaded_at = c.loaded_at,
        office_at_delivery_at = c.at_delivery_at, office_delivered_at = c.delivered_at
    FROM (SELECT a.load_id,
                 max(t.arrived_at) FILTER (WHERE t.stop = 'pickup') AS at_pickup_at,
                 max(t.departed_at) FILTER (WHERE t.stop = 'pickup') AS loaded_at,
                 max(t.arrived_at) FILTER (WHERE t.stop = 'delivery') AS at_delivery_at,
                 max(t.departed_at) FILTER (WHERE t.stop = 'delivery') AS delivered_at
          FROM (SELECT DISTINCT unnest(ids) AS load_id) a
          LEFT JOIN load_stop_times t ON t.load_id = a.load_id
          GROUP BY a.load_id) c
    WHERE d.load_id = c.load_id
      AND (d.office_at_pickup_at, d.office_loaded_at, d.office_at_delivery_at, d.office_delivered_at)
          IS DISTINCT FROM (c.at_pickup_at, c.loaded_at, c.at_delivery_at, c.delivered_at);
$$;
--> statement-breakpoint
CREATE FUNCTION load_stop_times_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE load_deliveries
      SET office_at_pickup_at = NULL, office_loaded_at = NULL, office_at_delivery_at = NULL, office_delivered_at = NULL
      WHERE num_nonnulls(office_at_pickup_at, office_loaded_at, office_at_delivery_at, office_delivered_at) > 0;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM load_deliveries_office_times(ARRAY(SELECT load_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM load_deliveries_office_times(ARRAY(SELECT load_id FROM old_rows));
  ELSE
    PERFORM load_deliveries_office_times(ARRAY(SELECT load_id FROM new_rows UNION SELECT load_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "load_stop_times_deliveries_insert" AFTER INSERT ON "load_stop_times" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_stop_times_deliveries();
--> statement-breakpoint
CREATE TRIGGER "load_stop_times_deliveries_update" AFTER UPDATE ON "load_stop_times"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_stop_times_deliveries();
--> statement-breakpoint
CREATE TRIGGER "load_stop_times_deliveries_delete" AFTER DELETE ON "load_stop_times" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_stop_times_deliveries();
--> statement-breakpoint
CREATE TRIGGER "load_stop_times_deliveries_truncate" AFTER TRUNCATE ON "load_stop_times"
  FOR EACH STATEMENT EXECUTE FUNCTION load_stop_times_deliveries();
--> statement-breakpoint
-- A delivered load's new row (its first delivery) takes the corrections written before; only the loads that
-- have any are read again (a bulk fill of deliveries joins the few corrected loads).
CREATE FUNCTION load_deliveries_office_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM load_deliveries_office_times(ARRAY(
    SELECT DISTINCT n.load_id FROM new_rows n JOIN load_stop_times t ON t.load_id = n.load_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "load_deliveries_office_insert" AFTER INSERT ON "load_deliveries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION load_deliveries_office_on_insert();
