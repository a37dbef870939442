-- The settlements are counted as the lists of migration 0030 are (db/list-totals.ts COUNTED_TABLES): the
-- Settlements list's unfiltered total, read beside its first page, no longer counts every settlement
-- (docs/performance.md "Session 39: the settlements' first page").
INSERT INTO table_row_counts (table_name, delta) SELECT 'settlements', count(*) FROM settlements;
--> statement-breakpoint
CREATE TRIGGER settlements_row_count_insert AFTER INSERT ON settlements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER settlements_row_count_delete AFTER DELETE ON settlements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER settlements_row_count_truncate AFTER TRUNCATE ON settlements
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();
