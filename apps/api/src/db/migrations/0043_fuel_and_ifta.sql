-- Fuel and IFTA (docs/product.md "Fuel", "IFTA"; docs/decisions/0044-fuel-and-ifta.md): a purchase's receipt number, fuel card
-- layouts a person mapped, tax rates per quarter, closed quarters with their frozen report, the deadline warnings raised;
-- documents of fuel purchases (9: the receipt's photo), packages/contract/src/documents.ts ENTITY_TYPE.
ALTER TABLE "fuel_purchases" ADD COLUMN "receipt" text;--> statement-breakpoint
CREATE TABLE "fuel_import_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuel_import_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signature" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "ifta_deadline_warnings" (
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_deadline_warnings_pkey" PRIMARY KEY("year","quarter","days_before")
);--> statement-breakpoint
CREATE TABLE "ifta_quarters" (
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "ifta_quarters_pkey" PRIMARY KEY("year","quarter"),
	CONSTRAINT "ifta_quarters_quarter_check" CHECK ("ifta_quarters"."quarter" BETWEEN 1 AND 4)
);--> statement-breakpoint
CREATE TABLE "ifta_rates" (
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_rates_pkey" PRIMARY KEY("year","quarter","jurisdiction"),
	CONSTRAINT "ifta_rates_quarter_check" CHECK ("ifta_rates"."quarter" BETWEEN 1 AND 4),
	CONSTRAINT "ifta_rates_rate_check" CHECK ("ifta_rates"."rate" >= 0)
);--> statement-breakpoint
ALTER TABLE "fuel_import_layouts" ADD CONSTRAINT "fuel_import_layouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_quarters" ADD CONSTRAINT "ifta_quarters_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_import_layouts_signature" ON "fuel_import_layouts" USING btree ("signature");--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_entity_type_check";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_type_check" CHECK ("documents"."entity_type_id" BETWEEN 1 AND 9);
