CREATE TABLE "settlement_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"line" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"totals" jsonb NOT NULL,
	"paid_on" date,
	"reference" text,
	"paid_by" integer,
	"paid_by_name" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" IN ('unpaid', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "settlement_loads" ADD CONSTRAINT "settlement_loads_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_loads" ADD CONSTRAINT "settlement_loads_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_loads_load_key" ON "settlement_loads" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "settlement_loads_settlement_idx" ON "settlement_loads" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_driver_period_key" ON "settlements" USING btree ("driver_id","period_start");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","period_start");