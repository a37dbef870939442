CREATE TABLE "load_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"driver_id" integer,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_locations_lat_check" CHECK ("load_locations"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "load_locations_lon_check" CHECK ("load_locations"."lon" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "load_locations" ADD CONSTRAINT "load_locations_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_locations" ADD CONSTRAINT "load_locations_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_locations_load_at_idx" ON "load_locations" USING btree ("load_id","at");