-- Versions of the settings people edit (docs/product.md "Stale edits"; docs/decisions/0049-settings-versions.md):
-- a load's instructions get a version; a quarter's IFTA rates get a row with their version and who saved them
-- last (a quarter without one was never saved). Quarters saved before start at version 1.
ALTER TABLE "load_instructions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "ifta_rate_sets" (
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_rate_sets_pkey" PRIMARY KEY("year","quarter"),
	CONSTRAINT "ifta_rate_sets_quarter_check" CHECK ("ifta_rate_sets"."quarter" BETWEEN 1 AND 4)
);--> statement-breakpoint
ALTER TABLE "ifta_rate_sets" ADD CONSTRAINT "ifta_rate_sets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ifta_rate_sets" ("year", "quarter", "updated_at")
SELECT "year", "quarter", max("updated_at") FROM "ifta_rates" GROUP BY "year", "quarter";
