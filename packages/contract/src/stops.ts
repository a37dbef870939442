import { z } from 'zod';
import { stateCodeField, zipField } from './brokers';
import { optionalTextField } from './equipment';
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

/**
 * 'The close time must not be before the open time', on the stop's close time. The pickup's times (required)
 * are always compared, the delivery's only when both are set. Zod runs this also when some field failed
 * with a message that lets parsing go on (e.g. a blank pickup time), so the comparison stays as it is.
 */
export function checkStopTimes<K extends { openTime: string; closeTime: string }>(
  ctx: z.RefinementCtx,
  stop: Stop,
  body: Record<K['openTime'] | K['closeTime'], string | null>,
  keys: K,
) {
  const open = body[keys.openTime as K['openTime']];
  const close = body[keys.closeTime as K['closeTime']];
  const compared = stop === 'pickup' || (open && close);
  if (compared && (close as string) < (open as string))
    ctx.addIssue({ code: 'custom', path: [keys.closeTime], message: stopMessages.closeBeforeOpen });
}
