import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editable, id, optionalLink, requiredLink, timestamptz } from './columns';
import { vehicles } from './equipment';
import { users } from './users';

/**
 * Fuel bought for a truck (docs/product.md "Fuel"): typed by a person, imported from a fuel card's export, or
 * sent from the drivers' app with the receipt's photo (a document of the purchase). Gallons exact to the
 * thousandth, the amount in cents. `import_key` is what makes the same exported row count once.
 */
export const fuelPurchases = pgTable(
  'fuel_purchases',
  {
    id: id(),
    truckId: requiredLink('truck_id', () => vehicles.id),
    driverId: optionalLink('driver_id', () => users.id),
    at: timestamptz('at').notNull(),
    /** Two-letter state or province code where the fuel was bought. */
    jurisdiction: text('jurisdiction').notNull(),
    gallons: numeric('gallons', { precision: 10, scale: 3 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    vendor: text('vendor'),
    /** The receipt's number, when known (migration 0043). */
    receipt: text('receipt'),
    /** manual | import | driver */
    source: text('source').notNull().default('manual'),
    importKey: text('import_key'),
    createdBy: optionalLink('created_by', () => users.id),
    ...editable(),
  },
  (t) => [
    index('fuel_purchases_truck_at_idx').on(t.truckId, t.at, t.id),
    index('fuel_purchases_at_idx').on(t.at, t.id),
    uniqueIndex('fuel_purchases_import_key').on(t.importKey),
    check('fuel_purchases_gallons_check', sql`${t.gallons} > 0`),
    check('fuel_purchases_amount_check', sql`${t.amountCents} >= 0`),
    check('fuel_purchases_source_check', sql`${t.source} IN ('manual', 'import', 'driver')`),
  ],
);
