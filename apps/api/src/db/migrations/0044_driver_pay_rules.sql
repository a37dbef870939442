-- Driver pay rules (docs/product.md "Driver pay rules"): a rule's kind and rate (both or neither: neither is the
-- product fee, as before), the pay per extra stop and per hour of detention.
ALTER TABLE "driver_information" ADD COLUMN "pay_rule_kind" text;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "pay_rule_rate" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "extra_stop_pay_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "detention_per_hour_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_information" ADD CONSTRAINT "driver_information_pay_rule_check" CHECK (("driver_information"."pay_rule_kind" IS NULL AND "driver_information"."pay_rule_rate" IS NULL) OR ("driver_information"."pay_rule_kind" IN ('percent', 'perMile', 'perLoadedMile', 'flat') AND "driver_information"."pay_rule_rate" >= 0));--> statement-breakpoint
ALTER TABLE "driver_information" ADD CONSTRAINT "driver_information_pay_extras_check" CHECK ("driver_information"."extra_stop_pay_cents" >= 0 AND "driver_information"."detention_per_hour_cents" >= 0);
