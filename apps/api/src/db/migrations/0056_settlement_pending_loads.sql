-- The approved deliveries not filed into a settlement yet (docs/decisions/0056-settlement-filing-queue.md):
-- an approval adds its load, filing takes it out. Every approval not in a settlement today starts in it.
CREATE TABLE "settlement_pending_loads" (
	"load_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_pending_loads" ADD CONSTRAINT "settlement_pending_loads_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "settlement_pending_loads" ("load_id")
SELECT d."load_id" FROM "delivery_statements" d
WHERE NOT EXISTS (SELECT 1 FROM "settlement_loads" s WHERE s."load_id" = d."load_id");
