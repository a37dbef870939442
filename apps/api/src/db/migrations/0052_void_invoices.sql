-- A void invoice (docs/decisions/0053-void-invoices.md): its number stays used and shows as void, it owes
-- nothing, and its load may be invoiced again. When, by whom and why it was voided; all three set together
-- (the user may be deleted later: voided_by is then null, the reason stays).
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_check" CHECK (("voided_at" IS NULL) = ("void_reason" IS NULL));--> statement-breakpoint
-- A load has one invoice that is not void; void ones stay beside it.
DROP INDEX "invoices_load_key";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_load_key" ON "invoices" USING btree ("load_id") WHERE "voided_at" IS NULL;--> statement-breakpoint
CREATE INDEX "invoices_load_idx" ON "invoices" USING btree ("load_id","sequence");
