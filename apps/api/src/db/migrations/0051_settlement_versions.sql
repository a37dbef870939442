-- A settlement's version (docs/product.md "Stale edits", "Driver settlements"): counted when a delivery is
-- filed into it and when it is paid, answered as its detail's ETag and checked by the pay's If-Match.
-- Settlements written before start at 1.
ALTER TABLE "settlements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
