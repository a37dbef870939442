-- A contact phone for each stop of a booking and of a load (optional, digits): the drivers' app calls it.
ALTER TABLE "bookings" ADD COLUMN "pickup_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_phone" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "pickup_phone" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "delivery_phone" text;
