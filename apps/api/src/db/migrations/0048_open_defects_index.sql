-- The dispatch board reads every unit's open out-of-service defects at once (docs/product.md "Dispatch board").
CREATE INDEX "inspection_defects_open_out_of_service_idx" ON "inspection_defects" USING btree ("id") WHERE "inspection_defects"."status" = 'open' AND "inspection_defects"."severity" = 'out_of_service';
