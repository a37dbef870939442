-- Advances and deductions entered on a load after its settlement was paid (docs/product.md "Driver
-- settlements"): each is carried, once, into its driver's next unpaid settlement.
CREATE TABLE "settlement_carried_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_carried_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"from_settlement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_carried_adjustments" ADD CONSTRAINT "settlement_carried_adjustments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_carried_adjustments" ADD CONSTRAINT "settlement_carried_adjustments_transaction_id_load_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."load_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_carried_adjustments" ADD CONSTRAINT "settlement_carried_adjustments_from_settlement_id_settlements_id_fk" FOREIGN KEY ("from_settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_carried_adjustments_transaction_key" ON "settlement_carried_adjustments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "settlement_carried_adjustments_settlement_idx" ON "settlement_carried_adjustments" USING btree ("settlement_id");
