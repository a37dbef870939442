-- Tracking links and check calls (docs/product.md "Tracking links and check calls"): links a broker opens without
-- a login (only the token's hash is kept), the check-call mails sent per load, each broker's check-call contacts,
-- events and detention free time, a contact's unsubscribe, and the carrier's "exact position" flag.
ALTER TABLE "brokers" ADD COLUMN "check_call_contacts" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "check_call_events" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "detention_free_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "broker_contacts" ADD COLUMN "check_calls_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_settings" ADD COLUMN "tracking_exact_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "check_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"event" text NOT NULL,
	"stop" text DEFAULT '' NOT NULL,
	"contact_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_calls_event_check" CHECK ("check_calls"."event" IN ('dispatched', 'at_pickup', 'loaded', 'at_delivery', 'delivered', 'late'))
);--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"source" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_source_check" CHECK ("tracking_links"."source" IN ('staff', 'check_calls'))
);--> statement-breakpoint
ALTER TABLE "check_calls" ADD CONSTRAINT "check_calls_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_calls" ADD CONSTRAINT "check_calls_contact_id_broker_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."broker_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_calls_once_key" ON "check_calls" USING btree ("load_id","event","stop","recipient");--> statement-breakpoint
CREATE INDEX "check_calls_load_idx" ON "check_calls" USING btree ("load_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_hash_key" ON "tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_load_idx" ON "tracking_links" USING btree ("load_id","id");
