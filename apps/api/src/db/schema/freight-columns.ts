import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, doublePrecision, integer, text } from 'drizzle-orm/pg-core';
import { requiredLink, timestamptz } from './columns';
import { trailerTypes } from './parametrics';

/**
 * What a booking and the load it becomes both describe (docs/product.md "Bookings", "Load form"): the pickup
 * and delivery stops and the freight. Times are the facility's wall-clock times stored as UTC.
 */

/** When a pickup may be made: required. */
export const pickupWindow = () => ({
  pickupOpenAt: timestamptz('pickup_open_at').notNull(),
  pickupCloseAt: timestamptz('pickup_close_at').notNull(),
});

/** When a delivery may be made: not known yet for a booking awaiting confirmation. */
export const deliveryWindow = () => ({
  deliveryOpenAt: timestamptz('delivery_open_at'),
  deliveryCloseAt: timestamptz('delivery_close_at'),
});

type Stop = 'pickup' | 'delivery';
const optionalText = (name: string) => text(name);
const requiredText = (name: string) => text(name).notNull();
type Place<S extends Stop> = Record<`${S}Facility` | `${S}Phone`, ReturnType<typeof optionalText>> &
  Record<`${S}Zip` | `${S}State` | `${S}City`, ReturnType<typeof requiredText>>;

/** Where a stop is: the facility (optional), zip, state and city; who to call there (optional, digits). */
export function stopPlace<S extends Stop>(stop: S): Place<S> {
  return {
    [`${stop}Facility`]: optionalText(`${stop}_facility`),
    [`${stop}Zip`]: requiredText(`${stop}_zip`),
    [`${stop}State`]: requiredText(`${stop}_state`),
    [`${stop}City`]: requiredText(`${stop}_city`),
    [`${stop}Phone`]: optionalText(`${stop}_phone`),
  } as Place<S>;
}

/** The freight: product, trip rate (integer cents), weight, instructions and the trailer it needs. */
export const freight = () => ({
  productName: text('product_name'),
  tripRateCents: integer('trip_rate_cents'),
  weightLbs: doublePrecision('weight_lbs'),
  instructions: text('instructions'),
  trailerTypeId: requiredLink('trailer_type_id', () => trailerTypes.id),
  trailerDimensions: text('trailer_dimensions'),
  loadType: text('load_type').$type<'FTL' | 'LTL'>(),
});

/** The checks of the freight columns of `table`: a trip rate is never negative, a load type is FTL or LTL. */
export const freightChecks = (table: string, t: { tripRateCents: AnyPgColumn; loadType: AnyPgColumn }) => [
  check(`${table}_trip_rate_check`, sql`${t.tripRateCents} >= 0`),
  check(`${table}_load_type_check`, sql`${t.loadType} IN ('FTL', 'LTL')`),
];
