CREATE TABLE "compliance_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"mails" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_warnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_warnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"item" text NOT NULL,
	"expires_on" date NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_warnings_entity_type_check" CHECK ("compliance_warnings"."entity_type" IN ('driver', 'truck', 'trailer'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "lease_agreement_end" date;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "cdl_number" text;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "cdl_state" text;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "cdl_class" text;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "cdl_expiration" date;--> statement-breakpoint
ALTER TABLE "driver_information" ADD COLUMN "medical_certificate_expiration" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "underlying_expiration_date" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "cargo_expiration_date" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "non_trucking_expiration_date" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "occupational_expiration_date" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "physical_damage_expiration_date" date;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD COLUMN "passenger_expiration_date" date;--> statement-breakpoint
ALTER TABLE "trailers" ADD COLUMN "annual_inspection_date" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "annual_inspection_date" date;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "compliance_override" text;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_warnings_key" ON "compliance_warnings" USING btree ("entity_type","entity_id","item","expires_on","threshold");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('report', 'cancellation_request', 'load_status', 'driver_awaiting_approval', 'compliance'));