-- The dispatch board (docs/product.md "Dispatch board"): drivers' days off and home time, and the index that finds
-- every load picked up in the board's week.
CREATE TABLE "driver_time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_time_off_kind_check" CHECK ("driver_time_off"."kind" IN ('day_off', 'home_time')),
	CONSTRAINT "driver_time_off_period_check" CHECK ("driver_time_off"."to_at" > "driver_time_off"."from_at")
);--> statement-breakpoint
ALTER TABLE "driver_time_off" ADD CONSTRAINT "driver_time_off_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_time_off" ADD CONSTRAINT "driver_time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_time_off_driver_to_idx" ON "driver_time_off" USING btree ("driver_id","to_at");--> statement-breakpoint
CREATE INDEX "driver_time_off_to_from_idx" ON "driver_time_off" USING btree ("to_at","from_at");--> statement-breakpoint
CREATE INDEX "loads_pickup_open_idx" ON "loads" USING btree ("pickup_open_at","id");
