-- The status history of a load is append-only: rows may be added, never changed or removed.
CREATE OR REPLACE FUNCTION load_status_history_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'load_status_history is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER load_status_history_no_update_delete
  BEFORE UPDATE OR DELETE ON load_status_history
  FOR EACH ROW EXECUTE FUNCTION load_status_history_append_only();
