-- The status history of a driver is append-only: rows may be added, or removed with their driver, never changed.
CREATE OR REPLACE FUNCTION driver_status_history_no_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'driver_status_history is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER driver_status_history_append_only
  BEFORE UPDATE ON driver_status_history
  FOR EACH ROW EXECUTE FUNCTION driver_status_history_no_update();
