-- Rate confirmations in (docs/product.md "Rate confirmations"): drafts read from uploaded or mailed rate
-- confirmations, and the layouts learnt per broker from a person's corrections. Every list and lookup has its
-- index: newest first (all, or of one status), the pending queue, the same bytes, the same broker load number.
CREATE TABLE "intake_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"sender" text,
	"duplicate_of" integer,
	"reason" text,
	"fields" jsonb NOT NULL,
	"confidence" jsonb NOT NULL,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"words" jsonb,
	"method" text,
	"broker_mc" text,
	"broker_load_number" text,
	"broker_id" integer,
	"load_id" integer,
	"duplicate_load_id" integer,
	"created_by" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "intake_drafts_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "intake_drafts_status_check" CHECK ("intake_drafts"."status" IN ('pending', 'parsed', 'failed', 'loaded')),
	CONSTRAINT "intake_drafts_source_check" CHECK ("intake_drafts"."source" IN ('upload', 'mail')),
	CONSTRAINT "intake_drafts_method_check" CHECK ("intake_drafts"."method" IN ('text', 'ocr', 'layout'))
);
--> statement-breakpoint
CREATE TABLE "intake_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"broker_key" text NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intake_drafts" ADD CONSTRAINT "intake_drafts_duplicate_of_intake_drafts_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."intake_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_drafts" ADD CONSTRAINT "intake_drafts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_drafts" ADD CONSTRAINT "intake_drafts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_drafts" ADD CONSTRAINT "intake_drafts_duplicate_load_id_loads_id_fk" FOREIGN KEY ("duplicate_load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_drafts" ADD CONSTRAINT "intake_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_drafts_created_idx" ON "intake_drafts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "intake_drafts_status_created_idx" ON "intake_drafts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "intake_drafts_pending_idx" ON "intake_drafts" USING btree ("id") WHERE "intake_drafts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "intake_drafts_sha256_idx" ON "intake_drafts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "intake_drafts_broker_load_idx" ON "intake_drafts" USING btree ("broker_mc","broker_load_number");--> statement-breakpoint
CREATE INDEX "intake_drafts_duplicate_of_idx" ON "intake_drafts" USING btree ("duplicate_of");--> statement-breakpoint
CREATE INDEX "intake_drafts_broker_idx" ON "intake_drafts" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "intake_drafts_load_idx" ON "intake_drafts" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "intake_drafts_duplicate_load_idx" ON "intake_drafts" USING btree ("duplicate_load_id");--> statement-breakpoint
CREATE INDEX "intake_drafts_created_by_idx" ON "intake_drafts" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_layouts_broker_key_key" ON "intake_layouts" USING btree ("broker_key");
