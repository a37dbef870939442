import { z } from 'zod';
import { stateCodeField, zipField } from './brokers';
import { optionalTextField } from './equipment';
import { facilityInstant, stateZone } from './facility-time';
import { nonBlankText, optionalNumber, optionalPhoneField, textField } from './validation';

/**
 * The two stops of a booking and of a load (docs/product.md "Stops"): the pickup and the delivery. Both hold
 * the same fields with the same rules; only the pickup's open and close times are required. Bookings and
 * loads name the fields differently on the wire, so each passes its own names (a StopKeys map) to the
 * builders here.
 */
export const STOPS = ['pickup', 'delivery'] as const;
export type Stop = (typeof STOPS)[number];

export const COUNTRY_CODE = 'USA' as const;

export const stopMessages = {
  dateTime: 'Enter a date and time (yyyy-MM-ddTHH:mm)',
  date: 'Enter a date (yyyy-MM-dd)',
  closeBeforeOpen: 'The close time must not be before the open time',
  deliveryBeforePickup: 'The delivery must not open before the pickup opens',
  latitude: 'Must be a latitude between -90 and 90',
  longitude: 'Must be a longitude between -180 and 180',
} as const;

/**
 * A facility's wall-clock time, `yyyy-MM-ddTHH:mm` (the date-time input) or a full ISO timestamp. Without
 * a zone it is read as UTC: booking times are stored and shown as entered, never shifted by the viewer's
 * zone. Output: an ISO UTC timestamp.
 */
export const dateTimeField = nonBlankText()
  .pipe(z.iso.datetime({ local: true, offset: true, error: stopMessages.dateTime }))
  .transform((value) => {
    const zoned = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
    return new Date(zoned).toISOString();
  });

/** A date-time that may be left empty (null). */
export const optionalDateTime = z
  .union([z.literal(''), z.null(), dateTimeField])
  .optional()
  .transform((v) => v || null);

/** A calendar date, yyyy-MM-dd. */
export const dateField = z.iso.date({ error: stopMessages.date });

/** The fields of a stop, in the order the bodies and the wire list them. */
export const STOP_FIELDS = [
  'openTime',
  'closeTime',
  'date',
  'nameLocation',
  'postalCode',
  'countryCode',
  'stateCode',
  'city',
  'lng',
  'lat',
  'phone',
] as const;
export type StopField = (typeof STOP_FIELDS)[number];

/** The wire names of the fields a body or a record has for one stop (the fields it does not have left out). */
export type StopKeys = Partial<Record<StopField, string>>;

/** The pickup's times are required; the delivery's may be left empty. */
const stopTime = { pickup: dateTimeField, delivery: optionalDateTime } as const;
const wireTime = { pickup: z.iso.datetime(), delivery: z.iso.datetime().nullable() } as const;
/** A booking's pickup date is always known (it follows the pickup time), its delivery date may not be. */
const wireDate = { pickup: z.iso.date(), delivery: z.iso.date().nullable() } as const;

/** The rules of a stop's fields in a booking or load body (the forms and the API validate with them). */
const stopBodyFields = <S extends Stop>(stop: S) => ({
  openTime: stopTime[stop],
  closeTime: stopTime[stop],
  date: dateField.optional().nullable(),
  nameLocation: optionalTextField(120),
  postalCode: zipField,
  countryCode: z.literal(COUNTRY_CODE, 'The country code is USA').optional(),
  stateCode: stateCodeField,
  city: textField(80),
  lng: optionalNumber(-180, 180, stopMessages.longitude),
  lat: optionalNumber(-90, 90, stopMessages.latitude),
  /** Who to call at the stop (optional): the drivers' app offers a Call button with it. */
  phone: optionalPhoneField,
});

/** A stop's fields as the API sends them. */
const stopWireFields = <S extends Stop>(stop: S) => ({
  openTime: wireTime[stop],
  closeTime: wireTime[stop],
  date: wireDate[stop],
  nameLocation: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.literal(COUNTRY_CODE),
  stateCode: z.string(),
  city: z.string(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  phone: z.string().nullable(),
});

type Named<T, K extends StopKeys> = { [F in keyof K & keyof T as K[F] & string]: T[F] };

function named<T extends Record<StopField, z.ZodType>, K extends StopKeys>(fields: T, keys: K): Named<T, K> {
  const entries = STOP_FIELDS.flatMap((field) => {
    const key = keys[field];
    return key === undefined ? [] : [[key, fields[field]] as const];
  });
  return Object.fromEntries(entries) as Named<T, K>;
}

/** The body fields of one stop under the given wire names, to spread into a z.object shape. */
export const stopBodyShape = <S extends Stop, const K extends StopKeys>(stop: S, keys: K) =>
  named(stopBodyFields(stop), keys);

/** The wire fields of one stop under the given wire names, to spread into a z.object shape. */
export const stopWireShape = <S extends Stop, const K extends StopKeys>(stop: S, keys: K) =>
  named(stopWireFields(stop), keys);

/** A time as `dateTimeField` gives it once valid; a time that failed its own rule is not compared. */
const VALID_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const validTime = (value: unknown) => (typeof value === 'string' && VALID_TIME.test(value) ? value : null);

/** A stop's open time (its facility's clock, stored as UTC) and its state's code. */
export type StopOpening = { open: string | null; state: unknown };

/**
 * The order of the two stops (docs/product.md "Stops"): the delivery's window must not open before the
 * pickup's opens. Only the opens are compared: on a short haul the delivery window often opens while the
 * pickup's is still open, and the truck is loaded early in it. Each open is read on its facility's clock (its
 * state's zone, the same in the browser and the API), so a dock an hour west that opens at 07:00 opens with a
 * pickup at 08:00 an hour east; where either zone is unknown both are compared as typed.
 */
export function deliveryOpensBeforePickup(pickup: StopOpening, delivery: StopOpening): boolean {
  if (!pickup.open || !delivery.open) return false;
  const zoneOf = (stop: StopOpening) => (typeof stop.state === 'string' ? stateZone(stop.state) : undefined);
  const zones = [zoneOf(pickup), zoneOf(delivery)];
  const known = zones.every(Boolean);
  const at = (open: string, zone: string | undefined) =>
    facilityInstant(open, known ? zone : undefined).getTime();
  return at(delivery.open, zones[1]) < at(pickup.open, zones[0]);
}

/** The wire names of the two stops' times in a body. */
export type StopTimeKeys = Record<Stop, { openTime: string; closeTime: string; stateCode: string }>;

/**
 * The rules across a body's stop fields: each stop's close time not before its open time ('The close time
 * must not be before the open time', on the close time), the delivery not opening before the pickup ('The
 * delivery must not open before the pickup opens', on the delivery's open time). Times that are empty or
 * failed their own rule are left out.
 */
export function checkStops(ctx: z.RefinementCtx, body: Record<string, unknown>, keys: StopTimeKeys) {
  const time = (stop: Stop, field: 'openTime' | 'closeTime') => validTime(body[keys[stop][field]]);
  for (const stop of STOPS) {
    const open = time(stop, 'openTime');
    const close = time(stop, 'closeTime');
    if (open && close && close < open)
      ctx.addIssue({ code: 'custom', path: [keys[stop].closeTime], message: stopMessages.closeBeforeOpen });
  }
  const opening = (stop: Stop) => ({ open: time(stop, 'openTime'), state: body[keys[stop].stateCode] });
  if (deliveryOpensBeforePickup(opening('pickup'), opening('delivery')))
    ctx.addIssue({
      code: 'custom',
      path: [keys.delivery.openTime],
      message: stopMessages.deliveryBeforePickup,
    });
}

/**
 * `checkStops` runs even while other fields are still wrong, as long as the body is an object: without this
 * zod skips it whenever a field is missing, and a form's first submit would hide these errors until the
 * missing fields are filled in.
 */
export const stopChecksRun = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
