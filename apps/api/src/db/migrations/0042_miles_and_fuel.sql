-- Miles, fuel and IFTA (docs/product.md "Miles and IFTA"): the loads' planned, actual and deadhead miles; the state
-- miles counted from the positions, the gaps left for review and how far each load is counted; fuel purchases.
ALTER TABLE "loads" ADD COLUMN "planned_miles" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "planned_miles_estimated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "actual_miles" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "deadhead_miles" numeric(10, 1);--> statement-breakpoint
CREATE TABLE "fuel_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuel_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"driver_id" integer,
	"at" timestamp with time zone NOT NULL,
	"jurisdiction" text NOT NULL,
	"gallons" numeric(10, 3) NOT NULL,
	"amount_cents" integer NOT NULL,
	"vendor" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"import_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fuel_purchases_gallons_check" CHECK ("fuel_purchases"."gallons" > 0),
	CONSTRAINT "fuel_purchases_amount_check" CHECK ("fuel_purchases"."amount_cents" >= 0),
	CONSTRAINT "fuel_purchases_source_check" CHECK ("fuel_purchases"."source" IN ('manual', 'import', 'driver'))
);--> statement-breakpoint
CREATE TABLE "mileage_cursors" (
	"load_id" integer PRIMARY KEY NOT NULL,
	"truck_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_lat" double precision NOT NULL,
	"last_lon" double precision NOT NULL,
	"positions" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "mileage_gaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_gaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"miles" numeric(10, 1) NOT NULL,
	"suggested_miles" numeric(10, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "state_miles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "state_miles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"day" date NOT NULL,
	"miles" numeric(12, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "state_miles_miles_check" CHECK ("state_miles"."miles" >= 0)
);--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_truck_id_vehicles_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_cursors" ADD CONSTRAINT "mileage_cursors_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_cursors" ADD CONSTRAINT "mileage_cursors_truck_id_vehicles_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_gaps" ADD CONSTRAINT "mileage_gaps_truck_id_vehicles_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_gaps" ADD CONSTRAINT "mileage_gaps_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_miles" ADD CONSTRAINT "state_miles_truck_id_vehicles_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_miles" ADD CONSTRAINT "state_miles_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_purchases_truck_at_idx" ON "fuel_purchases" USING btree ("truck_id","at","id");--> statement-breakpoint
CREATE INDEX "fuel_purchases_at_idx" ON "fuel_purchases" USING btree ("at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_purchases_import_key" ON "fuel_purchases" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_gaps_key" ON "mileage_gaps" USING btree ("load_id","from_at","to_at");--> statement-breakpoint
CREATE INDEX "mileage_gaps_from_idx" ON "mileage_gaps" USING btree ("from_at","id");--> statement-breakpoint
CREATE INDEX "mileage_gaps_truck_idx" ON "mileage_gaps" USING btree ("truck_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "state_miles_key" ON "state_miles" USING btree ("truck_id","load_id","jurisdiction","day");--> statement-breakpoint
CREATE INDEX "state_miles_day_idx" ON "state_miles" USING btree ("day","jurisdiction");--> statement-breakpoint
CREATE INDEX "state_miles_load_idx" ON "state_miles" USING btree ("load_id");
