-- A session is one refresh-token family: where and when it was signed in, last used, and whether it ended.
-- The access token names it (claim `sid`); the access check reads its row by key on every call, so an ended
-- session's access token is refused on its next call by every process (docs/decisions/0034-sessions.md).
CREATE TABLE "auth_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "auth_sessions_family_id_unique" UNIQUE("family_id")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_live_user_idx" ON "auth_sessions" USING btree ("user_id","last_used_at" DESC) WHERE "auth_sessions"."ended_at" IS NULL;
