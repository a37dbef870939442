-- The drivers list, newest first, walks this index backwards instead of sorting every driver (a carrier's
-- thousands of drivers), as the other newest-first lists do (migration 0029).
CREATE INDEX "driver_information_created_idx" ON "driver_information" USING btree ("created_at","id");
