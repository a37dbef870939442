CREATE TABLE "delivery_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"quick_pay" boolean NOT NULL,
	"trip_rate" integer NOT NULL,
	"accessorials_total" integer NOT NULL,
	"osd_total" integer NOT NULL,
	"gross" integer NOT NULL,
	"product_fee" integer NOT NULL,
	"quick_pay_discount" integer NOT NULL,
	"net" integer NOT NULL,
	"approved_by" integer,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_report_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_report_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"status_from" integer,
	"status_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"driver_id" integer,
	"report_type_id" integer NOT NULL,
	"kind" text,
	"text" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"status_report_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_by_name" text,
	"modified_at" timestamp with time zone,
	CONSTRAINT "load_reports_type_check" CHECK ("load_reports"."report_type_id" IN (1, 2)),
	CONSTRAINT "load_reports_status_check" CHECK ("load_reports"."status_report_id" IN (1, 2, 3)),
	CONSTRAINT "load_reports_lat_check" CHECK ("load_reports"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "load_reports_lon_check" CHECK ("load_reports"."lon" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "osd_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "osd_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "osd_entries_kind_check" CHECK ("osd_entries"."kind" IN ('over', 'short', 'damaged')),
	CONSTRAINT "osd_entries_amount_check" CHECK ("osd_entries"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_statements" ADD CONSTRAINT "delivery_statements_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_statements" ADD CONSTRAINT "delivery_statements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_report_comments" ADD CONSTRAINT "load_report_comments_report_id_load_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."load_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_reports" ADD CONSTRAINT "load_reports_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_reports" ADD CONSTRAINT "load_reports_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_reports" ADD CONSTRAINT "load_reports_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osd_entries" ADD CONSTRAINT "osd_entries_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osd_entries" ADD CONSTRAINT "osd_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_statements_load_key" ON "delivery_statements" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_report_comments_report_idx" ON "load_report_comments" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "load_reports_created_idx" ON "load_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "load_reports_load_idx" ON "load_reports" USING btree ("load_id","id");--> statement-breakpoint
CREATE INDEX "load_reports_driver_idx" ON "load_reports" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "osd_entries_load_idx" ON "osd_entries" USING btree ("load_id","id");