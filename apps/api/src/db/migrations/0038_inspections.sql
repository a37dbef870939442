-- Drivers' daily inspection reports (docs/product.md "Inspections (DVIR)", 49 CFR 396.11/396.13) and the
-- defects they name. The back-office list reads newest first by `at`: all, of one truck, of one trailer; the
-- open defects of a unit are found by (unit_type, unit_id, status).
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"driver_id" integer NOT NULL,
	"truck_id" integer NOT NULL,
	"trailer_id" integer,
	"odometer" integer NOT NULL,
	"signature" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."kind" IN ('pre_trip', 'post_trip')),
	CONSTRAINT "inspections_odometer_check" CHECK ("inspections"."odometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspection_defects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_defects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"unit_type" text NOT NULL,
	"unit_id" integer NOT NULL,
	"item" text NOT NULL,
	"note" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"repaired_at" timestamp with time zone,
	"repaired_by" integer,
	"work_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_defects_unit_type_check" CHECK ("inspection_defects"."unit_type" IN ('truck', 'trailer')),
	CONSTRAINT "inspection_defects_severity_check" CHECK ("inspection_defects"."severity" IN ('minor', 'out_of_service')),
	CONSTRAINT "inspection_defects_status_check" CHECK ("inspection_defects"."status" IN ('open', 'repaired'))
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_truck_id_vehicles_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_trailer_id_trailers_id_fk" FOREIGN KEY ("trailer_id") REFERENCES "public"."trailers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_defects" ADD CONSTRAINT "inspection_defects_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_defects" ADD CONSTRAINT "inspection_defects_repaired_by_users_id_fk" FOREIGN KEY ("repaired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_at_idx" ON "inspections" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "inspections_truck_at_idx" ON "inspections" USING btree ("truck_id","at","id");--> statement-breakpoint
CREATE INDEX "inspections_trailer_at_idx" ON "inspections" USING btree ("trailer_id","at","id");--> statement-breakpoint
CREATE INDEX "inspections_driver_idx" ON "inspections" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "inspection_defects_inspection_idx" ON "inspection_defects" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspection_defects_unit_status_idx" ON "inspection_defects" USING btree ("unit_type","unit_id","status");--> statement-breakpoint
CREATE INDEX "inspection_defects_repaired_by_idx" ON "inspection_defects" USING btree ("repaired_by");
