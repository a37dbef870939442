-- An invoice's balance written off (docs/decisions/0055-write-offs.md): a short pay or a broker that never
-- pays. How much, when, by whom and why; all set together or none, never more than was owed (the user may be
-- deleted later: written_off_by is then null, the reason stays). What is owed is amount − paid − written off.
ALTER TABLE "invoices" ADD COLUMN "written_off_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "written_off_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_written_off_by_users_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_write_off_check" CHECK (("written_off_at" IS NULL AND "written_off_cents" IS NULL AND "write_off_reason" IS NULL) OR ("written_off_at" IS NOT NULL AND "write_off_reason" IS NOT NULL AND "written_off_cents" > 0 AND "paid_cents" + "written_off_cents" <= "amount_cents"));
