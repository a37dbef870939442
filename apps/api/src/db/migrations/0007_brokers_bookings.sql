CREATE TYPE "public"."broker_status" AS ENUM('Pending approval', 'Approved', 'Suspended');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_number" text NOT NULL,
	"broker_id" integer NOT NULL,
	"distance_miles" double precision,
	"pickup_open_at" timestamp with time zone NOT NULL,
	"pickup_close_at" timestamp with time zone NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_facility" text,
	"pickup_zip" text NOT NULL,
	"pickup_state" text NOT NULL,
	"pickup_city" text NOT NULL,
	"pickup_lng" double precision,
	"pickup_lat" double precision,
	"delivery_open_at" timestamp with time zone,
	"delivery_close_at" timestamp with time zone,
	"delivery_date" date,
	"delivery_facility" text,
	"delivery_zip" text NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_lng" double precision,
	"delivery_lat" double precision,
	"product_name" text,
	"trip_rate_cents" integer,
	"weight_lbs" double precision,
	"instructions" text,
	"trailer_type_id" integer NOT NULL,
	"trailer_dimensions" text,
	"load_type" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_trip_rate_check" CHECK ("bookings"."trip_rate_cents" >= 0),
	CONSTRAINT "bookings_load_type_check" CHECK ("bookings"."load_type" IN ('FTL', 'LTL'))
);
--> statement-breakpoint
CREATE TABLE "broker_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broker_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"broker_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brokers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"mc_number" text NOT NULL,
	"invoicing_email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip_code" text NOT NULL,
	"days_to_pay" integer NOT NULL,
	"status" "broker_status" DEFAULT 'Pending approval' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokers_days_to_pay_check" CHECK ("brokers"."days_to_pay" BETWEEN 0 AND 365)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trailer_type_id_trailer_types_id_fk" FOREIGN KEY ("trailer_type_id") REFERENCES "public"."trailer_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_contacts" ADD CONSTRAINT "broker_contacts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pickup_date_idx" ON "bookings" USING btree ("pickup_date","id");--> statement-breakpoint
CREATE INDEX "bookings_broker_idx" ON "bookings" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "broker_contacts_broker_idx" ON "broker_contacts" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brokers_mc_number_key" ON "brokers" USING btree ("mc_number");--> statement-breakpoint
CREATE INDEX "brokers_status_name_idx" ON "brokers" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "brokers_search_trgm_idx" ON "brokers" USING gin ((lower(unaccent_immutable("name" || ' ' || "mc_number" || ' ' || "city" || ' ' || "invoicing_email"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brokers_name_trgm_idx" ON "brokers" USING gin ((lower(unaccent_immutable("name"))) gin_trgm_ops);