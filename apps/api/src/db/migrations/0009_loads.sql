CREATE TABLE "load_instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_transactions_type_check" CHECK ("load_transactions"."type_id" BETWEEN 1 AND 8),
	CONSTRAINT "load_transactions_sign_check" CHECK (("load_transactions"."type_id" <= 6 AND "load_transactions"."amount_cents" >= 0) OR ("load_transactions"."type_id" >= 7 AND "load_transactions"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_number" text NOT NULL,
	"status_id" integer NOT NULL,
	"finished" boolean GENERATED ALWAYS AS (status_id IN (1, 11, 12, 13, 14)) STORED NOT NULL,
	"driver_id" integer,
	"broker_id" integer NOT NULL,
	"booking_id" integer,
	"distance_miles" double precision,
	"pickup_open_at" timestamp with time zone NOT NULL,
	"pickup_close_at" timestamp with time zone NOT NULL,
	"pickup_facility" text,
	"pickup_zip" text NOT NULL,
	"pickup_state" text NOT NULL,
	"pickup_city" text NOT NULL,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"delivery_open_at" timestamp with time zone,
	"delivery_close_at" timestamp with time zone,
	"delivery_facility" text,
	"delivery_zip" text NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_lat" double precision,
	"delivery_lng" double precision,
	"product_name" text,
	"trip_rate_cents" integer,
	"weight_lbs" double precision,
	"instructions" text,
	"trailer_type_id" integer NOT NULL,
	"trailer_dimensions" text,
	"load_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_trip_rate_check" CHECK ("loads"."trip_rate_cents" >= 0),
	CONSTRAINT "loads_load_type_check" CHECK ("loads"."load_type" IN ('FTL', 'LTL'))
);
--> statement-breakpoint
ALTER TABLE "load_instructions" ADD CONSTRAINT "load_instructions_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_instructions" ADD CONSTRAINT "load_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_status_history" ADD CONSTRAINT "load_status_history_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_transactions" ADD CONSTRAINT "load_transactions_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_transactions" ADD CONSTRAINT "load_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_status_id_load_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."load_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_trailer_type_id_trailer_types_id_fk" FOREIGN KEY ("trailer_type_id") REFERENCES "public"."trailer_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_instructions_load_key" ON "load_instructions" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_status_history_load_idx" ON "load_status_history" USING btree ("load_id","id");--> statement-breakpoint
CREATE INDEX "load_status_history_to_idx" ON "load_status_history" USING btree ("to_status");--> statement-breakpoint
CREATE INDEX "load_transactions_load_idx" ON "load_transactions" USING btree ("load_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_transactions_trip_rate_key" ON "load_transactions" USING btree ("load_id") WHERE "load_transactions"."type_id" = 1;--> statement-breakpoint
CREATE INDEX "loads_finished_id_idx" ON "loads" USING btree ("finished","id");--> statement-breakpoint
CREATE INDEX "loads_finished_start_idx" ON "loads" USING btree ("finished","pickup_open_at","id");--> statement-breakpoint
CREATE INDEX "loads_finished_end_idx" ON "loads" USING btree ("finished","delivery_open_at","id");--> statement-breakpoint
CREATE INDEX "loads_status_idx" ON "loads" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "loads_driver_idx" ON "loads" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "loads_broker_idx" ON "loads" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loads_booking_key" ON "loads" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "loads_search_trgm_idx" ON "loads" USING gin ((lower(unaccent_immutable("id_number" || ' ' || "pickup_city" || ' ' || "delivery_city"))) gin_trgm_ops);