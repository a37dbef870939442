-- Delivery Approval's queue (status 11, Ended), the oldest delivery first: read-model/delivery-approval.queries.ts.
CREATE INDEX "loads_ended_delivery_idx" ON "loads" USING btree ("delivery_open_at","id") WHERE "loads"."status_id" = 11;
