-- Preventive maintenance (docs/product.md "Maintenance"): schedules per truck or trailer (every N miles and/or
-- N days) and the units' odometer readings. Each list has its index: schedules by unit and newest first, the
-- readings of a unit latest first.
CREATE TABLE "maintenance_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_type" text NOT NULL,
	"unit_id" integer NOT NULL,
	"task" text NOT NULL,
	"every_miles" integer,
	"every_days" integer,
	"last_done_at" date NOT NULL,
	"last_done_miles" integer NOT NULL,
	"blocks_dispatch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "maintenance_schedules_unit_type_check" CHECK ("maintenance_schedules"."unit_type" IN ('truck', 'trailer')),
	CONSTRAINT "maintenance_schedules_interval_check" CHECK ("maintenance_schedules"."every_miles" IS NOT NULL OR "maintenance_schedules"."every_days" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "odometer_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "odometer_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_type" text NOT NULL,
	"unit_id" integer NOT NULL,
	"miles" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"reset_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odometer_readings_unit_type_check" CHECK ("odometer_readings"."unit_type" IN ('truck', 'trailer')),
	CONSTRAINT "odometer_readings_source_check" CHECK ("odometer_readings"."source" IN ('manual', 'inspection', 'fuel', 'work_order', 'positions')),
	CONSTRAINT "odometer_readings_miles_check" CHECK ("odometer_readings"."miles" >= 0)
);
--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_schedules_unit_idx" ON "maintenance_schedules" USING btree ("unit_type","unit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_schedules_created_idx" ON "maintenance_schedules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "odometer_readings_unit_at_idx" ON "odometer_readings" USING btree ("unit_type","unit_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "odometer_readings_created_by_idx" ON "odometer_readings" USING btree ("created_by");
