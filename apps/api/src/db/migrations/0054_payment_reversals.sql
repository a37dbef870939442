-- A payment reversed (docs/decisions/0054-payment-reversals.md): a check that bounced, a payment recorded on
-- the wrong invoice. The row stays, with when, by whom and why; the invoice's paid amount no longer counts it
-- (the user may be deleted later: reversed_by is then null, the reason stays).
ALTER TABLE "invoice_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_reversal_check" CHECK (("reversed_at" IS NULL) = ("reversal_reason" IS NULL));
