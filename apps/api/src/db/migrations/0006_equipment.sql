CREATE TABLE "trailers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trailers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vin" text NOT NULL,
	"size_id" integer NOT NULL,
	"size_other" text,
	"year" integer NOT NULL,
	"plate_expiration" date NOT NULL,
	"trailer_number" text NOT NULL,
	"type_id" integer NOT NULL,
	"plate_number" text NOT NULL,
	"truck_plate_number" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trailers_year_check" CHECK ("trailers"."year" BETWEEN 1900 AND 2200),
	CONSTRAINT "trailers_size_other_check" CHECK (("trailers"."size_id" = 3) = ("trailers"."size_other" IS NOT NULL AND "trailers"."size_other" <> ''))
);
--> statement-breakpoint
CREATE TABLE "truck_clutches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_clutches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_engines" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"serial_number" text NOT NULL,
	"repaired" boolean NOT NULL,
	"fuel_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_gearboxes" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"serial_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"owner_id" integer,
	"vin_number" text NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year" integer NOT NULL,
	"unit_number" text NOT NULL,
	"plate_number" text NOT NULL,
	"plate_expiration" date NOT NULL,
	"ifta_number" text NOT NULL,
	"ifta_expiration" date NOT NULL,
	"gps_company" text NOT NULL,
	"odometer_miles" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"permit_kentucky" text NOT NULL,
	"permit_kentucky_expiration" date NOT NULL,
	"permit_new_jersey" text,
	"permit_new_jersey_expiration" date,
	"permit_new_york" text,
	"permit_new_york_expiration" date,
	"permit_new_mexico" text,
	"permit_new_mexico_expiration" date,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_spec_id_unique" UNIQUE("spec_id"),
	CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."year" BETWEEN 1900 AND 2200),
	CONSTRAINT "vehicles_odometer_check" CHECK ("vehicles"."odometer_miles" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_size_id_trailer_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."trailer_sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_type_id_trailer_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."trailer_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_engines" ADD CONSTRAINT "truck_engines_id_truck_clutches_id_fk" FOREIGN KEY ("id") REFERENCES "public"."truck_clutches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_engines" ADD CONSTRAINT "truck_engines_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_gearboxes" ADD CONSTRAINT "truck_gearboxes_id_truck_clutches_id_fk" FOREIGN KEY ("id") REFERENCES "public"."truck_clutches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_car_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."car_makes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_spec_id_truck_clutches_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."truck_clutches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trailers_vin_active_key" ON "trailers" USING btree ("vin") WHERE NOT "trailers"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "trailers_plate_active_key" ON "trailers" USING btree ("plate_number") WHERE NOT "trailers"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "trailers_number_active_key" ON "trailers" USING btree ("trailer_number") WHERE NOT "trailers"."is_deleted";--> statement-breakpoint
CREATE INDEX "trailers_vehicle_idx" ON "trailers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "trailers_is_deleted_idx" ON "trailers" USING btree ("is_deleted");--> statement-breakpoint
CREATE INDEX "trailers_search_trgm_idx" ON "trailers" USING gin ((lower(unaccent_immutable("plate_number" || ' ' || "vin" || ' ' || "trailer_number" || ' ' || "truck_plate_number"))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_active_key" ON "vehicles" USING btree ("vin_number") WHERE NOT "vehicles"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_active_key" ON "vehicles" USING btree ("plate_number") WHERE NOT "vehicles"."is_deleted";--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate_number");--> statement-breakpoint
CREATE INDEX "vehicles_driver_idx" ON "vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vehicles_is_deleted_idx" ON "vehicles" USING btree ("is_deleted");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ((lower(unaccent_immutable("plate_number" || ' ' || "vin_number" || ' ' || "unit_number"))) gin_trgm_ops);