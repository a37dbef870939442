CREATE TABLE "driver_information" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" integer NOT NULL,
	"lease_agreement_date" date,
	"fletx_fee_percent" numeric(5, 2),
	"ownership" text,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_cell" text NOT NULL,
	"has_trailer" boolean DEFAULT false NOT NULL,
	"leased_to" text DEFAULT '' NOT NULL,
	"financed_by" text DEFAULT '' NOT NULL,
	"worker_company_name" text NOT NULL,
	"worker_coverage" text DEFAULT '' NOT NULL,
	"worker_coverage_date" date,
	"logbook_user" text NOT NULL,
	"logbook_password_encrypted" text NOT NULL,
	"logbook_provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_information_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "driver_information_status_check" CHECK ("driver_information"."status" BETWEEN 1 AND 5),
	CONSTRAINT "driver_information_ownership_check" CHECK ("driver_information"."ownership" IS NULL OR "driver_information"."ownership" IN ('company', 'driver_owner', 'third_party'))
);
--> statement-breakpoint
CREATE TABLE "driver_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"underlying_policy_no" text NOT NULL,
	"underlying_amount" numeric(14, 2) NOT NULL,
	"underlying_insurer" text NOT NULL,
	"underlying_effective_date" date NOT NULL,
	"cargo_policy_no" text NOT NULL,
	"cargo_amount" numeric(14, 2) NOT NULL,
	"cargo_insurer" text NOT NULL,
	"cargo_effective_date" date NOT NULL,
	"non_trucking_policy_no" text NOT NULL,
	"non_trucking_amount" numeric(14, 2) NOT NULL,
	"non_trucking_effective_date" date NOT NULL,
	"occupational_policy_no" text NOT NULL,
	"occupational_amount" numeric(14, 2) NOT NULL,
	"occupational_insurer" text NOT NULL,
	"occupational_effective_date" date NOT NULL,
	"physical_damage_policy_no" text NOT NULL,
	"physical_damage_amount" numeric(14, 2) NOT NULL,
	"physical_damage_insurer" text NOT NULL,
	"physical_damage_effective_date" date NOT NULL,
	"passenger_policy_no" text NOT NULL,
	"passenger_amount" numeric(14, 2) NOT NULL,
	"passenger_insurer" text NOT NULL,
	"passenger_effective_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_policies_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "driver_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"power_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dispatcher_id" integer;--> statement-breakpoint
ALTER TABLE "driver_information" ADD CONSTRAINT "driver_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_policies" ADD CONSTRAINT "driver_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_preferences" ADD CONSTRAINT "driver_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_status_history" ADD CONSTRAINT "driver_status_history_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_status_history" ADD CONSTRAINT "driver_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_information_status_idx" ON "driver_information" USING btree ("status");--> statement-breakpoint
CREATE INDEX "driver_status_history_driver_idx" ON "driver_status_history" USING btree ("driver_id","changed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dispatcher_id_users_id_fk" FOREIGN KEY ("dispatcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_dispatcher_idx" ON "users" USING btree ("dispatcher_id");