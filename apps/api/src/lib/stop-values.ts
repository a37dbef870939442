import { STOPS, type Stop, type StopKeys } from '@fletx/contract/stops';
import type { loads } from '../db/schema';

/** Where a stop's fields are kept, after the stop's name (db/schema/freight-columns.ts: `pickupCity`, …). */
const STOP_COLUMNS = {
  openTime: 'OpenAt',
  closeTime: 'CloseAt',
  nameLocation: 'Facility',
  postalCode: 'Zip',
  stateCode: 'State',
  city: 'City',
  lng: 'Lng',
  lat: 'Lat',
  phone: 'Phone',
} as const;

type StopColumn = `${Stop}${(typeof STOP_COLUMNS)[keyof typeof STOP_COLUMNS]}`;

/** The stops as the bookings and loads tables keep them (both hold the same stop columns). */
export type StopValues = Pick<typeof loads.$inferInsert, StopColumn>;

/**
 * The stops of a booking or a load (a body, or a stored booking on the wire) under the tables' columns, read
 * under the wire names `keys` (the contract's bookingStopKeys, loadStopKeys: docs/product.md "Stops"). A field
 * those names leave out stays unset; times become dates, an empty one (a delivery's) null.
 */
export function stopValues(
  wire: Readonly<Record<string, unknown>>,
  keys: Record<Stop, StopKeys>,
): StopValues {
  const values: Record<string, unknown> = {};
  for (const stop of STOPS) {
    for (const [field, column] of Object.entries(STOP_COLUMNS)) {
      const key = keys[stop][field as keyof typeof STOP_COLUMNS];
      if (key === undefined) continue;
      const value = wire[key];
      const isTime = field === 'openTime' || field === 'closeTime';
      values[`${stop}${column}`] = isTime ? (value ? new Date(value as string) : null) : value;
    }
  }
  return values as StopValues;
}
