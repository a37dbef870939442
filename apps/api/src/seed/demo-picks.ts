import { TRAILER_TYPE } from '@fletx/contract/parametrics';

/** The demo's `i`-th choice of a list, round and round. */
export const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length] as T;

/** The days a demo load of `miles` is on the road from its pickup day to its delivery's: 11 hours' driving a day. */
export const transitDays = (miles: number) => Math.max(1, Math.round(miles / 550));

/** Why a demo load was cancelled. */
export const CANCEL_COMMENTS = [
  'Broker cancelled: the shipper postponed the order.',
  'Customer moved the freight to another carrier.',
  'Truck breakdown before pickup; load given back to the broker.',
  'Rate disagreement with the broker after the appointment change.',
  'Shipper closed for inventory; no freight this week.',
  'Duplicate tender from the broker.',
];

/** Instructions any load may carry. */
const INSTRUCTIONS = [
  'Check in at the guard shack with the PO number. Gate code 4411.',
  'Lumper paid by the receiver; keep the receipt.',
  'Call dispatch on arrival and departure.',
];
/** Instructions that only make sense for the load's trailer type (`TRAILER_TYPE`). */
const EQUIPMENT_INSTRUCTIONS: Readonly<Record<number, string>> = {
  [TRAILER_TYPE.dryVan]: 'Driver must have 2 load bars and 4 straps. No early deliveries.',
  [TRAILER_TYPE.flatbed]: 'Tarps and 8 straps with edge protectors. No early deliveries.',
  [TRAILER_TYPE.reefer]: 'Reefer pre-cooled to 34 °F; continuous mode. Pulp temperatures on the BOL.',
};
/** A load's instruction: every other one about its equipment, the rest general. */
export const instructionFor = (i: number, trailerType: number) =>
  (i % 8 === 0 ? EQUIPMENT_INSTRUCTIONS[trailerType] : undefined) ?? pick(INSTRUCTIONS, i / 4);
