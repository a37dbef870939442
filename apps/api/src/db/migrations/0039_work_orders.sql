-- Work orders (docs/product.md "Maintenance"): a repair or service of a truck or trailer and its lines. The
-- list reads newest first: all, of one unit, of one status; the costs read a unit's done orders by done_at.
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_type" text NOT NULL,
	"unit_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"vendor" text,
	"odometer" integer,
	"schedule_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"defect_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notes" text,
	"downtime_hundredths" integer,
	"total_cents" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "work_orders_unit_type_check" CHECK ("work_orders"."unit_type" IN ('truck', 'trailer')),
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" IN ('open', 'in_progress', 'done')),
	CONSTRAINT "work_orders_total_check" CHECK ("work_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "work_order_lines_kind_check" CHECK ("work_order_lines"."kind" IN ('part', 'labor', 'other')),
	CONSTRAINT "work_order_lines_quantity_check" CHECK ("work_order_lines"."quantity_hundredths" > 0),
	CONSTRAINT "work_order_lines_price_check" CHECK ("work_order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_unit_idx" ON "work_orders" USING btree ("unit_type","unit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_unit_done_idx" ON "work_orders" USING btree ("unit_type","unit_id","done_at");--> statement-breakpoint
CREATE INDEX "work_orders_done_by_idx" ON "work_orders" USING btree ("done_by");--> statement-breakpoint
CREATE INDEX "work_order_lines_order_idx" ON "work_order_lines" USING btree ("work_order_id","position");
