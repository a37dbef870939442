import { z } from 'zod';
import { stateCodeField, textField, wholeNumberField, zipField } from './brokers';
import { envelope } from './errors';
import { fieldMessages } from './messages';
import { pagedEnvelope, pageQuery } from './paging';
import { TRAILER_TYPES } from './parametrics';

/** Booking statuses: a new booking is 1 'Active' (spec loads §4, §9). */
export const BOOKING_STATUS = { active: 1 } as const;
export const BOOKING_STATUS_NAMES: Readonly<Record<number, string>> = { 1: 'Active' };
export const COUNTRY_CODE = 'USA' as const;
export const LOAD_TYPES = ['FTL', 'LTL'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

export const MAX_MONEY = 10_000_000;
export const MAX_DISTANCE_MILES = 20_000;
export const MAX_WEIGHT_LBS = 200_000;

export const bookingMessages = {
  created: 'The booking has been created.',
  updated: 'The booking has been updated.',
  notFound: 'This booking does not exist.',
  brokerNotFound: 'The chosen broker does not exist.',
  brokerNotApproved: (name: string, status: string) =>
    `Only approved brokers can be chosen: ${name} is ${status}.`,
  dateTime: 'Enter a date and time (yyyy-MM-ddTHH:mm)',
  date: 'Enter a date (yyyy-MM-dd)',
  closeBeforeOpen: 'The close time must not be before the open time',
  dateRange: 'The initial date must not be after the final date',
  number: 'Must be a number',
  money: 'Must be an amount with at most 2 decimals',
  trailerType: 'Choose a trailer type',
  loadType: 'Choose FTL or LTL',
  latitude: 'Must be a latitude between -90 and 90',
  longitude: 'Must be a longitude between -180 and 180',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.maxLength)
    .optional()
    .nullable()
    .transform((v) => v || null);

/**
 * A facility's wall-clock time, `yyyy-MM-ddTHH:mm` (the date-time input) or a full ISO timestamp. Without
 * a zone it is read as UTC: booking times are stored and shown as entered, never shifted by the viewer's
 * zone. Output: an ISO UTC timestamp.
 */
export const dateTimeField = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .pipe(z.iso.datetime({ local: true, offset: true, error: bookingMessages.dateTime }))
  .transform((value) => {
    const zoned = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
    return new Date(zoned).toISOString();
  });

const optionalDateTime = z
  .union([z.literal(''), z.null(), dateTimeField])
  .optional()
  .transform((v) => v || null);

/** A calendar date, yyyy-MM-dd. */
export const dateField = z.iso.date({ error: bookingMessages.date });

/** A decimal number from a form (text) or JSON; empty or null means none. */
const optionalNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(message), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (text === '') return null;
      if (!/^-?\d{1,9}(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number(message).min(min, message).max(max, message).nullable());

/** The trip rate: dollars with at most 2 decimals (stored as integer cents). */
export const moneyField = optionalNumber(0, MAX_MONEY, bookingMessages.money).refine(
  (v) => v === null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
  bookingMessages.money,
);

const trailerTypeIds = TRAILER_TYPES.map((t) => t.id) as number[];

const bookingShape = z.object({
  idNumber: textField(40),
  loadBrokerId: wholeNumberField(1, 2_147_483_647, fieldMessages.required),
  /** Ignored: the broker's name is taken from the broker. */
  companyName: z.string().optional(),
  distance: optionalNumber(0, MAX_DISTANCE_MILES, bookingMessages.number),
  openTimePickup: dateTimeField,
  closeTimePickup: dateTimeField,
  datePickup: dateField.optional().nullable(),
  nameLocationPickup: optionalText(120),
  postalCodePickup: zipField,
  countryCodePickup: z.literal(COUNTRY_CODE, 'The country code is USA').optional(),
  stateCodePickup: stateCodeField,
  cityPickup: textField(80),
  lngPickup: optionalNumber(-180, 180, bookingMessages.longitude),
  latPickup: optionalNumber(-90, 90, bookingMessages.latitude),
  openTimeDelivery: optionalDateTime,
  closeTimeDelivery: optionalDateTime,
  dateDelivery: dateField.optional().nullable(),
  nameLocationDelivery: optionalText(120),
  postalCodeDelivery: zipField,
  countryCodeDelivery: z.literal(COUNTRY_CODE, 'The country code is USA').optional(),
  stateCodeDelivery: stateCodeField,
  cityDelivery: textField(80),
  lngDelivery: optionalNumber(-180, 180, bookingMessages.longitude),
  latDelivery: optionalNumber(-90, 90, bookingMessages.latitude),
  productName: optionalText(120),
  freightCompany: moneyField,
  loadWeight: optionalNumber(0, MAX_WEIGHT_LBS, bookingMessages.number),
  instruction: optionalText(2000),
  trailerType: wholeNumberField(1, 1_000, bookingMessages.trailerType).refine(
    (v) => trailerTypeIds.includes(v),
    bookingMessages.trailerType,
  ),
  lenght: optionalText(40),
  loadType: z
    .string(bookingMessages.loadType)
    .nullable()
    .optional()
    .refine((v) => !v || (LOAD_TYPES as ReadonlyArray<string>).includes(v), bookingMessages.loadType)
    .transform((v) => (v ? (v as LoadType) : null)),
});

/** The close time of a place is not before its open time. */
export const bookingBody = bookingShape.superRefine((b, ctx) => {
  if (b.closeTimePickup < b.openTimePickup)
    ctx.addIssue({ code: 'custom', path: ['closeTimePickup'], message: bookingMessages.closeBeforeOpen });
  if (b.openTimeDelivery && b.closeTimeDelivery && b.closeTimeDelivery < b.openTimeDelivery)
    ctx.addIssue({ code: 'custom', path: ['closeTimeDelivery'], message: bookingMessages.closeBeforeOpen });
});
export type BookingInput = z.input<typeof bookingBody>;
export type BookingBody = z.output<typeof bookingBody>;

export const bookingIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The id must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'The id must be 1 or more')),
});

export const bookingListQuery = pageQuery;
/** Inclusive dates on `datePickup` (UTC calendar dates); either may be left out. */
export const bookingDateQuery = pageQuery
  .extend({ initialDate: dateField.optional(), finalDate: dateField.optional() })
  .refine((q) => !q.initialDate || !q.finalDate || q.initialDate <= q.finalDate, {
    message: bookingMessages.dateRange,
    path: ['finalDate'],
  });

export const bookingSchema = z.object({
  id: z.number().int(),
  idNumber: z.string(),
  loadBrokerId: z.number().int(),
  companyName: z.string(),
  distance: z.number().nullable(),
  openTimePickup: z.iso.datetime(),
  closeTimePickup: z.iso.datetime(),
  datePickup: z.iso.date(),
  nameLocationPickup: z.string().nullable(),
  postalCodePickup: z.string(),
  countryCodePickup: z.literal(COUNTRY_CODE),
  stateCodePickup: z.string(),
  cityPickup: z.string(),
  lngPickup: z.number().nullable(),
  latPickup: z.number().nullable(),
  openTimeDelivery: z.iso.datetime().nullable(),
  closeTimeDelivery: z.iso.datetime().nullable(),
  dateDelivery: z.iso.date().nullable(),
  nameLocationDelivery: z.string().nullable(),
  postalCodeDelivery: z.string(),
  countryCodeDelivery: z.literal(COUNTRY_CODE),
  stateCodeDelivery: z.string(),
  cityDelivery: z.string(),
  lngDelivery: z.number().nullable(),
  latDelivery: z.number().nullable(),
  productName: z.string().nullable(),
  /** The trip rate in USD, 2 decimals. */
  freightCompany: z.number().nullable(),
  loadWeight: z.number().nullable(),
  instruction: z.string().nullable(),
  trailerType: z.number().int(),
  trailerTypeName: z.string(),
  lenght: z.string().nullable(),
  loadType: z.enum(LOAD_TYPES).nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponse = envelope(bookingSchema);
export type BookingResponse = z.infer<typeof bookingResponse>;
export const bookingListResponse = pagedEnvelope(bookingSchema);
export type BookingListResponse = z.infer<typeof bookingListResponse>;
