-- The carrier's time zone (docs/product.md "Dispatch board"): its days run from this zone's midnights.
ALTER TABLE "carrier_settings" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;
