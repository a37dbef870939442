import { z } from 'zod';
import {
  bookingMessages,
  LOAD_TYPES,
  loadTypeField,
  MAX_DISTANCE_MILES,
  MAX_WEIGHT_LBS,
  moneyField,
  trailerTypeField,
} from './bookings';
import { complianceOverride } from './compliance';
import { optionalTextField } from './equipment';
import { envelope } from './errors';
import { idParams, rowIdField } from './ids';
import { LOAD_STATUS_IDS, LOAD_STATUS_NAMES, type LoadStatusId, listStatusIds } from './load-status';
import { loadStopKeys } from './load-stops';

export { loadStopKeys };

import { daysInOrder } from './date-range';
import { fieldMessages, recordMessages } from './messages';
import { pageQuery } from './paging';
import { COUNTRY_CODE, checkStops, stopBodyShape, stopChecksRun, stopMessages } from './stops';
import { optionalNumber, textField } from './validation';
import { rowTimestamps } from './wire';

/** The first status of a load: a new load 2, an old load 13, a booking turned into a load 16. */
export const LOAD_FORM_TYPES = ['new', 'old'] as const;
export type LoadFormType = (typeof LOAD_FORM_TYPES)[number];

export const loadMessages = {
  ...recordMessages('load'),
  oldCreated: 'The old load has been created. Upload its bill of lading.',
  brokerNotFound: bookingMessages.brokerNotFound,
  brokerNotApproved: bookingMessages.brokerNotApproved,
  driverNotFound: 'The chosen driver does not exist.',
  driverNotApproved: (name: string) => `Only approved drivers can be chosen: ${name} is not approved.`,
  locked: (status: string) => `This load is ${status} and can no longer be edited.`,
  transitionNotAllowed: (from: string, to: string) => `A load that is ${from} cannot become ${to}.`,
  actionNotAllowed: (action: string, from: string) =>
    `The action ${action} is not allowed on a load that is ${from}.`,
  needsDriver: 'Choose a driver for this load before confirming it.',
  reassignedTo: (driver: string) => `Given to ${driver}`,
  refusedHint:
    'The driver refused this load. Choose another driver in Edit load: the load goes back to New for them.',
  /** The status by its label, as the lists and the tracker name it (not "The load is now Ended."). */
  statusChanged: (to: string) => `The load's status is now ${to}.`,
  bookingNotFound: bookingMessages.notFound,
  bookingAlreadyLoad: (loadId: number) => `This booking is already load #${loadId}.`,
  bookingTurned: 'The booking has been turned into a load awaiting confirmation.',
  instructionSaved: 'The instructions have been saved.',
  instructionNotFound: 'These instructions do not exist.',
  instructionExists: 'This load already has instructions: update them instead.',
  transactionAdded: 'The ledger entry has been added.',
  transactionType: 'Choose an entry type',
  transactionManual: 'The trip rate entry follows the trip rate of the load: edit the load instead.',
  amountPositive: 'Enter an amount greater than 0',
  driver: 'Choose a driver',
  broker: 'Choose a broker',
  number: bookingMessages.number,
  closeBeforeOpen: stopMessages.closeBeforeOpen,
  deliveryBeforePickup: stopMessages.deliveryBeforePickup,
  /** A booking saved before the stops' order was checked: the load would inherit the wrong order. */
  bookingStopsOutOfOrder: `${stopMessages.deliveryBeforePickup}: correct the booking before turning it into a load.`,
  loadType: bookingMessages.loadType,
  trailerType: bookingMessages.trailerType,
  sort: 'Sort by start or end',
  order: 'Order ASC or DESC',
  status: 'Choose a load status',
  statusNotInList: (value: string, finished: boolean) =>
    `statusId ${value === '' ? '(empty)' : `"${value}"`} is not a status of the ${finished ? 'finished jobs' : 'active loads'}: choose among ${listStatusIds(
      finished,
    )
      .map((id) => `${id} ${LOAD_STATUS_NAMES[id]}`)
      .join(', ')}.`,
  pickupDay: 'Enter the pickup day as yyyy-mm-dd',
  pickupRange: 'The first pickup day must not be after the last',
} as const;

/**
 * The load form (`POST /loadbook/manualCreate`, `PUT /loadbook/manualUpdate/{id}`), with the load's wire
 * names. Required: ID number, broker, pickup times, zips, states, cities, trailer type, driver ('All required
 * fields must be filled' on the form); zips at most 5 characters ('Maximum 5 characters').
 */
const loadShape = z.object({
  /** new (status 2) or old (status 13); only read on create. */
  typeForm: z.enum(LOAD_FORM_TYPES).optional().default('new'),
  id_number: textField(40),
  broker_id: rowIdField(loadMessages.broker),
  user_id: rowIdField(loadMessages.driver),
  distance_miles: optionalNumber(0, MAX_DISTANCE_MILES, loadMessages.number),
  ...stopBodyShape('pickup', loadStopKeys.pickup),
  ...stopBodyShape('delivery', loadStopKeys.delivery),
  product_name: optionalTextField(120),
  /** The trip rate in USD, at most 2 decimals. */
  freight_company: moneyField,
  loadType: loadTypeField,
  load_weight: optionalNumber(0, MAX_WEIGHT_LBS, loadMessages.number),
  instructions: optionalTextField(2000),
  trailer_type: trailerTypeField,
  trailer_dimensions: optionalTextField(40),
  /**
   * Dispatch anyway a driver whose compliance blocks it (docs/product.md "Compliance"): Carriers and Admin
   * users only; ignored when nothing blocks.
   */
  complianceOverride: complianceOverride.optional(),
});

export const loadBody = loadShape.superRefine((b, ctx) => checkStops(ctx, b, loadStopKeys), stopChecksRun);
export type LoadInput = z.input<typeof loadBody>;
export type LoadBody = z.output<typeof loadBody>;

export const loadIdParams = idParams;
export const loadDetailQuery = z.object({ id: loadIdParams.shape.id });

export const LOAD_SORTS = ['start', 'end'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A pickup day of the list's filter, `yyyy-MM-dd`. */
const pickupDay = z.iso.date({ error: loadMessages.pickupDay });

/**
 * `statusId`: one or several statuses of the list (`statusId=2&statusId=4` or `statusId=2,4`), each once, in
 * ascending order; a status of the other list is refused, naming the list's own.
 */
function listStatusesField(finished: boolean) {
  const allowed = listStatusIds(finished);
  return z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
    const ids = new Set<LoadStatusId>();
    for (const text of (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))) {
      const id = allowed.find((status) => String(status) === text.trim());
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: loadMessages.statusNotInList(text.trim(), finished) });
        return z.NEVER;
      }
      ids.add(id);
    }
    return [...ids].toSorted((a, b) => a - b);
  });
}

/**
 * `findAllActive` / `findAllInactive`: page, take (10), `filter` (alias `search`: load number, driver,
 * broker or city), `sort` start | end with `order` ASC | DESC (newest load first without a sort), and the
 * filters (docs/product.md "Loads list"): `statusId` (statuses of that list, repeated or a comma list),
 * `brokerId`, `driverId`, `pickupFrom` / `pickupTo` (the pickup's day as the list shows it, both included).
 * The page, its total and `format=csv` follow the same filters.
 */
export const loadListQueryOf = (finished: boolean) =>
  pageQuery
    .extend({
      /** Only the loads of this broker (the broker profile, the list's Broker filter). */
      brokerId: z.coerce.number().int().positive().optional(),
      driverId: z.coerce.number().int().positive().optional(),
      statusId: listStatusesField(finished).optional(),
      pickupFrom: pickupDay.optional(),
      pickupTo: pickupDay.optional(),
      filter: z.string().trim().max(100, fieldMessages.maxLength).optional(),
      search: z.string().trim().max(100, fieldMessages.maxLength).optional(),
      sort: z.string().trim().toLowerCase().pipe(z.enum(LOAD_SORTS, loadMessages.sort)).optional(),
      order: z.string().trim().toUpperCase().pipe(z.enum(SORT_ORDERS, loadMessages.order)).optional(),
    })
    .refine((q) => daysInOrder(q.pickupFrom, q.pickupTo), {
      message: loadMessages.pickupRange,
      path: ['pickupTo'],
    });
export type LoadListQuery = z.output<ReturnType<typeof loadListQueryOf>>;

const statusIdSchema = z.number().int();

/**
 * A load on the wire (wire names of docs/product.md "Load form") plus its broker, driver, status and trailer
 * type names.
 */
export const loadSchema = z.object({
  id: z.number().int(),
  id_number: z.string(),
  user_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  loadbook_status_id: statusIdSchema,
  status_name: z.string(),
  open_time_pickup: z.iso.datetime(),
  close_time_pickup: z.iso.datetime(),
  open_time_delivery: z.iso.datetime().nullable(),
  close_time_delivery: z.iso.datetime().nullable(),
  city_pickup: z.string(),
  city_delivery: z.string(),
  state_code_pickup: z.string(),
  state_code_delivery: z.string(),
  postalCodePickup: z.string(),
  postalCodeDelivery: z.string(),
  countryCodePickup: z.literal(COUNTRY_CODE),
  countryCodeDelivery: z.literal(COUNTRY_CODE),
  nameLocationPickup: z.string().nullable(),
  nameLocationDelivery: z.string().nullable(),
  /** The stops' contact phones (digits), null when none was given. */
  phone_pickup: z.string().nullable(),
  phone_delivery: z.string().nullable(),
  trailer_type: z.number().int(),
  trailer_type_name: z.string(),
  trailer_dimensions: z.string().nullable(),
  broker_id: z.number().int(),
  /** The broker's name. */
  company_name: z.string(),
  /** The trip rate in USD (2 decimals). */
  freight_company: z.number().nullable(),
  product_name: z.string().nullable(),
  load_weight: z.number().nullable(),
  distance_miles: z.number().nullable(),
  /**
   * Miles (docs/product.md "Miles and IFTA"): planned from the stops — the route service's, or the straight
   * line × the road factor when `plannedMilesEstimated`; actual from the positions once delivered; deadhead
   * from the driver's previous delivery to this pickup. Null when not known (yet).
   */
  plannedMiles: z.number().nullable(),
  plannedMilesEstimated: z.boolean(),
  actualMiles: z.number().nullable(),
  deadheadMiles: z.number().nullable(),
  instructions: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  loadType: z.enum(LOAD_TYPES).nullable(),
  /** Active or finished (FINISHED_STATUS_IDS). */
  finished: z.boolean(),
  /** The latest compliance override that put the driver on the load (who, why, what); null when none. */
  compliance_override: z.string().nullable(),
  ...rowTimestamps,
});
export type Load = z.infer<typeof loadSchema>;

export const loadResponse = envelope(loadSchema);
export type LoadResponse = z.infer<typeof loadResponse>;

/** `PUT /loadbook/update/{id}`: the target status and, for a cancellation, the comment. */
export const loadStatusBody = z.object({
  loadbook_status_id: z
    .number(loadMessages.status)
    .int(loadMessages.status)
    .refine((v) => (LOAD_STATUS_IDS as ReadonlyArray<number>).includes(v), loadMessages.status),
  comment: z.string().trim().max(2000, fieldMessages.maxLength).optional().default(''),
  /** Confirming or reassigning a driver whose compliance blocks it (see loadShape). */
  complianceOverride: complianceOverride.optional(),
});
export type LoadStatusInput = z.input<typeof loadStatusBody>;

/** The load form's driver select: approved drivers with their truck. */
export const loadDriverOption = z.object({
  id: z.number().int(),
  name: z.string(),
  truck: z.string().nullable(),
  /**
   * Why the driver cannot be dispatched today (docs/product.md "Compliance": the first blocking item, as the
   * 409 names it); null when nothing blocks.
   */
  compliance: z.string().nullable().default(null),
});
export const loadDriverOptionsResponse = envelope(z.array(loadDriverOption));
export type LoadDriverOption = z.infer<typeof loadDriverOption>;
