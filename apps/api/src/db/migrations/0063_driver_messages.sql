-- Messages between dispatch and drivers (docs/decisions/0066-driver-messages.md): a driver's messages and one row per
-- conversation for the staff's list; notifications learn the type driver_message.
CREATE TABLE "driver_conversations" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"driver_unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"sender" text NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"load_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "driver_messages_sender_check" CHECK ("driver_messages"."sender" IN ('staff', 'driver')),
	CONSTRAINT "driver_messages_body_check" CHECK (char_length("driver_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "driver_conversations" ADD CONSTRAINT "driver_conversations_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_conversations" ADD CONSTRAINT "driver_conversations_last_message_id_driver_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."driver_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_messages" ADD CONSTRAINT "driver_messages_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_messages" ADD CONSTRAINT "driver_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_messages" ADD CONSTRAINT "driver_messages_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_conversations_last_idx" ON "driver_conversations" USING btree ("last_at","driver_id");--> statement-breakpoint
CREATE INDEX "driver_conversations_unread_idx" ON "driver_conversations" USING btree ("driver_id") WHERE "driver_conversations"."staff_unread" > 0;--> statement-breakpoint
CREATE INDEX "driver_messages_thread_idx" ON "driver_messages" USING btree ("driver_id","id");--> statement-breakpoint
CREATE INDEX "driver_messages_unread_idx" ON "driver_messages" USING btree ("driver_id","sender") WHERE "driver_messages"."read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('report', 'cancellation_request', 'load_status', 'driver_awaiting_approval', 'compliance', 'driver_message'));