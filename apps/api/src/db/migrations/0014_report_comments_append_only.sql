-- The comments of a report (alerts and cancellation requests) are its audit trail: rows may be added,
-- never changed or removed.
CREATE OR REPLACE FUNCTION load_report_comments_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'load_report_comments is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER load_report_comments_no_update_delete
  BEFORE UPDATE OR DELETE ON load_report_comments
  FOR EACH ROW EXECUTE FUNCTION load_report_comments_append_only();
