import { z } from 'zod';
import { daysInOrder } from './date-range';
import { optionalTextField } from './equipment';
import { envelope } from './errors';
import { idParams, rowIdField } from './ids';
import { fieldMessages, recordMessages } from './messages';
import { pagedEnvelope, pageQuery } from './paging';
import { TRAILER_TYPES } from './parametrics';
import { checkStops, dateField, stopBodyShape, stopChecksRun, stopMessages, stopWireShape } from './stops';
import { optionalNumber, textField, wholeNumberField } from './validation';
import { recordTimestamps } from './wire';

/**
 * Booking statuses: a new booking is 1 'Active' (docs/product.md "Booking form"); one turned into a load is
 * 2 'Converted' ("Bookings": read from its load, `loadId`, never stored apart from it).
 */
export const BOOKING_STATUS = { active: 1, converted: 2 } as const;
export const BOOKING_STATUS_NAMES: Readonly<Record<number, string>> = { 1: 'Active', 2: 'Converted' };
export const LOAD_TYPES = ['FTL', 'LTL'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

export const MAX_MONEY = 10_000_000;
export const MAX_DISTANCE_MILES = 20_000;
export const MAX_WEIGHT_LBS = 200_000;

export const bookingMessages = {
  ...recordMessages('booking'),
  brokerNotFound: 'The chosen broker does not exist.',
  /** A converted booking is closed: the load took a copy of it, and the load is what is worked on. */
  converted: (loadId: number) => `This booking is load #${loadId} now: change the load instead.`,
  brokerNotApproved: (name: string, status: string) =>
    `Only approved brokers can be chosen: ${name} is ${status}.`,
  dateTime: stopMessages.dateTime,
  date: stopMessages.date,
  closeBeforeOpen: stopMessages.closeBeforeOpen,
  deliveryBeforePickup: stopMessages.deliveryBeforePickup,
  dateRange: 'The initial date must not be after the final date',
  number: 'Must be a number',
  money: 'Must be an amount with at most 2 decimals',
  trailerType: 'Choose a trailer type',
  loadType: 'Choose FTL or LTL',
  latitude: stopMessages.latitude,
  longitude: stopMessages.longitude,
} as const;

/** The trip rate: dollars with at most 2 decimals (stored as integer cents). */
export const moneyField = optionalNumber(0, MAX_MONEY, bookingMessages.money).refine(
  (v) => v === null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
  bookingMessages.money,
);

const trailerTypeIds = TRAILER_TYPES.map((t) => t.id) as number[];

/** A trailer type of the parametric list (bookings and loads). */
export const trailerTypeField = wholeNumberField(1, 1_000, bookingMessages.trailerType).refine(
  (v) => trailerTypeIds.includes(v),
  bookingMessages.trailerType,
);

/** FTL, LTL or none (bookings and loads). */
export const loadTypeField = z
  .string(bookingMessages.loadType)
  .nullable()
  .optional()
  .refine((v) => !v || (LOAD_TYPES as ReadonlyArray<string>).includes(v), bookingMessages.loadType)
  .transform((v) => (v ? (v as LoadType) : null));

/** The wire names of a booking's stops: the field's name and the stop's (`openTimePickup`, `cityDelivery`). */
const bookingStop = <S extends string>(stop: S) =>
  ({
    openTime: `openTime${stop}`,
    closeTime: `closeTime${stop}`,
    date: `date${stop}`,
    nameLocation: `nameLocation${stop}`,
    postalCode: `postalCode${stop}`,
    countryCode: `countryCode${stop}`,
    stateCode: `stateCode${stop}`,
    city: `city${stop}`,
    lng: `lng${stop}`,
    lat: `lat${stop}`,
    phone: `phone${stop}`,
  }) as const;
export const bookingStopKeys = { pickup: bookingStop('Pickup'), delivery: bookingStop('Delivery') } as const;

const bookingShape = z.object({
  idNumber: textField(40),
  loadBrokerId: rowIdField(fieldMessages.required),
  /** Ignored: the broker's name is taken from the broker. */
  companyName: z.string().optional(),
  distance: optionalNumber(0, MAX_DISTANCE_MILES, bookingMessages.number),
  ...stopBodyShape('pickup', bookingStopKeys.pickup),
  ...stopBodyShape('delivery', bookingStopKeys.delivery),
  productName: optionalTextField(120),
  freightCompany: moneyField,
  loadWeight: optionalNumber(0, MAX_WEIGHT_LBS, bookingMessages.number),
  instruction: optionalTextField(2000),
  trailerType: trailerTypeField,
  lenght: optionalTextField(40),
  loadType: loadTypeField,
});

/** Each close time not before its open time, the delivery not opening before the pickup. */
export const bookingBody = bookingShape.superRefine(
  (b, ctx) => checkStops(ctx, b, bookingStopKeys),
  stopChecksRun,
);
export type BookingInput = z.input<typeof bookingBody>;
export type BookingBody = z.output<typeof bookingBody>;

export const bookingIdParams = idParams;

export const bookingListQuery = pageQuery;
/** Inclusive dates on `datePickup` (UTC calendar dates); either may be left out. */
export const bookingDateQuery = pageQuery
  .extend({ initialDate: dateField.optional(), finalDate: dateField.optional() })
  .refine((q) => daysInOrder(q.initialDate, q.finalDate), {
    message: bookingMessages.dateRange,
    path: ['finalDate'],
  });

export const bookingSchema = z.object({
  id: z.number().int(),
  idNumber: z.string(),
  loadBrokerId: z.number().int(),
  companyName: z.string(),
  distance: z.number().nullable(),
  ...stopWireShape('pickup', bookingStopKeys.pickup),
  ...stopWireShape('delivery', bookingStopKeys.delivery),
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
  /**
   * The load this booking became (POST /api/bookings/{id}/toLoad), null until then. Not in the spec, which
   * links a load to its booking (`booking_id`) but not back: the bookings screens show it and offer no second
   * conversion.
   */
  loadId: z.number().int().nullable(),
  ...recordTimestamps,
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponse = envelope(bookingSchema);
export type BookingResponse = z.infer<typeof bookingResponse>;
export const bookingListResponse = pagedEnvelope(bookingSchema);
export type BookingListResponse = z.infer<typeof bookingListResponse>;
