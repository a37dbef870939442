-- A repeated driver API call answers what the first answered, its ETag included (docs/product.md "Driver API",
-- "Stale edits"): the kept answer keeps the ETag header it was sent with (null: it had none).
ALTER TABLE "idempotency_keys" ADD COLUMN "etag" text;
