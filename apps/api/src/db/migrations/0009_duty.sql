CREATE TABLE "driver_duty_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_duty_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_duty_events_status_check" CHECK ("driver_duty_events"."status" IN ('driving', 'on_duty', 'off_duty', 'sleeper_berth')),
	CONSTRAINT "driver_duty_events_lat_check" CHECK ("driver_duty_events"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "driver_duty_events_lon_check" CHECK ("driver_duty_events"."lon" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "driver_duty_events" ADD CONSTRAINT "driver_duty_events_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_duty_events_driver_at_idx" ON "driver_duty_events" USING btree ("driver_id","at");