import { z } from 'zod';
import {
  LOAD_TYPES,
  loadTypeField,
  MAX_DISTANCE_MILES,
  MAX_MONEY,
  MAX_WEIGHT_LBS,
  moneyField,
  trailerTypeField,
} from './bookings';
import { textField, wholeNumberField } from './brokers';
import { optionalTextField } from './equipment';
import { envelope } from './errors';
import { LOAD_STATUS, LOAD_STATUS_IDS, type LoadStatusId } from './load-status';
import { fieldMessages } from './messages';
import { pageExtraData, pageQuery } from './paging';
import { COUNTRY_CODE, checkStopTimes, STOPS, stopBodyShape, stopMessages } from './stops';
import { optionalNumber } from './validation';

/**
 * Finished jobs: cancelled, ended, delivery approved, declined, and old loads (entered after the trip was
 * done). Every other status is an active load. The `loads.finished` column is generated from this list.
 */
export const FINISHED_STATUS_IDS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.cancelled,
  LOAD_STATUS.ended,
  LOAD_STATUS.deliveryApproved,
  LOAD_STATUS.oldLoad,
  LOAD_STATUS.declined,
];
export const ACTIVE_STATUS_IDS: ReadonlyArray<LoadStatusId> = LOAD_STATUS_IDS.filter(
  (id) => !FINISHED_STATUS_IDS.includes(id),
);
export const isFinishedStatus = (id: number) => (FINISHED_STATUS_IDS as ReadonlyArray<number>).includes(id);

/** Loads that can no longer be edited with the load form (old loads stay editable). */
export const LOCKED_STATUS_IDS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.cancelled,
  LOAD_STATUS.ended,
  LOAD_STATUS.deliveryApproved,
  LOAD_STATUS.declined,
];

/** The first status of a load: a new load 2, an old load 13, a booking turned into a load 16. */
export const LOAD_FORM_TYPES = ['new', 'old'] as const;
export type LoadFormType = (typeof LOAD_FORM_TYPES)[number];

/** The event type of a cancellation (`/loadbook/events/countByType/14`). */
export const LOAD_EVENT_TYPE = { cancelled: 14 } as const;

/** Ledger entry types (spec §3 Transaction `transaction_type_id`). The sign of the amount follows the type. */
export const TRANSACTION_TYPE = {
  tripRate: 1,
  detention: 2,
  lumper: 3,
  layover: 4,
  tonu: 5,
  otherAccessorial: 6,
  deduction: 7,
  advance: 8,
} as const;
export type TransactionTypeId = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const TRANSACTION_TYPES: ReadonlyArray<{
  id: TransactionTypeId;
  name: string;
  /** +1 adds to what the load pays, -1 takes away. */
  sign: 1 | -1;
  /** Staff add it with the add-entry form (the trip rate follows the load's trip rate). */
  manual: boolean;
}> = [
  { id: 1, name: 'Trip rate', sign: 1, manual: false },
  { id: 2, name: 'Detention', sign: 1, manual: true },
  { id: 3, name: 'Lumper', sign: 1, manual: true },
  { id: 4, name: 'Layover', sign: 1, manual: true },
  { id: 5, name: 'TONU', sign: 1, manual: true },
  { id: 6, name: 'Other accessorial', sign: 1, manual: true },
  { id: 7, name: 'Deduction', sign: -1, manual: true },
  { id: 8, name: 'Advance', sign: -1, manual: true },
];
export const transactionTypeName = (id: number) =>
  TRANSACTION_TYPES.find((t) => t.id === id)?.name ?? String(id);
export const MANUAL_TRANSACTION_TYPES = TRANSACTION_TYPES.filter((t) => t.manual);

export const loadMessages = {
  created: 'The load has been created.',
  oldCreated: 'The old load has been created. Upload its bill of lading.',
  updated: 'The load has been updated.',
  notFound: 'This load does not exist.',
  brokerNotFound: 'The chosen broker does not exist.',
  brokerNotApproved: (name: string, status: string) =>
    `Only approved brokers can be chosen: ${name} is ${status}.`,
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
  statusChanged: (to: string) => `The load is now ${to}.`,
  bookingNotFound: 'This booking does not exist.',
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
  number: 'Must be a number',
  closeBeforeOpen: stopMessages.closeBeforeOpen,
  loadType: 'Choose FTL or LTL',
  trailerType: 'Choose a trailer type',
  sort: 'Sort by start or end',
  order: 'Order ASC or DESC',
  status: 'Choose a load status',
} as const;

const idField = (message: string) => wholeNumberField(1, 2_147_483_647, message);

/** The wire names of a load's stops (spec §3 Load: some snake_case, some camelCase). */
const loadStop = <S extends string, C extends string>(stop: S, camel: C) =>
  ({
    openTime: `open_time_${stop}`,
    closeTime: `close_time_${stop}`,
    nameLocation: `nameLocation${camel}`,
    postalCode: `postalCode${camel}`,
    stateCode: `state_code_${stop}`,
    city: `city_${stop}`,
  }) as const;
export const loadStopKeys = {
  pickup: loadStop('pickup', 'Pickup'),
  delivery: loadStop('delivery', 'Delivery'),
} as const;

/**
 * The load form (`POST /loadbook/manualCreate`, `PUT /loadbook/manualUpdate/{id}`), with the §3 Load names.
 * Required: ID number, broker, pickup times, zips, states, cities, trailer type, driver
 * ('All required fields must be filled' on the form); zips at most 5 characters ('Maximum 5 characters').
 */
const loadShape = z.object({
  /** new (status 2) or old (status 13); only read on create. */
  typeForm: z.enum(LOAD_FORM_TYPES).optional().default('new'),
  id_number: textField(40),
  broker_id: idField(loadMessages.broker),
  user_id: idField(loadMessages.driver),
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
});

export const loadBody = loadShape.superRefine((b, ctx) => {
  for (const stop of STOPS) checkStopTimes(ctx, stop, b, loadStopKeys[stop]);
});
export type LoadInput = z.input<typeof loadBody>;
export type LoadBody = z.output<typeof loadBody>;

export const loadIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The id must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'The id must be 1 or more')),
});
export const loadDetailQuery = z.object({ id: loadIdParams.shape.id });

export const LOAD_SORTS = ['start', 'end'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `findAllActive` / `findAllInactive`: page, take (10), `filter` (alias `search`: load number, driver,
 * broker or city), `sort` start | end with `order` ASC | DESC (newest load first without a sort).
 */
export const loadListQuery = pageQuery.extend({
  /** Only the loads of this broker (the broker profile). */
  brokerId: z.coerce.number().int().positive().optional(),
  filter: z.string().trim().max(100, fieldMessages.maxLength).optional(),
  search: z.string().trim().max(100, fieldMessages.maxLength).optional(),
  sort: z.string().trim().toLowerCase().pipe(z.enum(LOAD_SORTS, loadMessages.sort)).optional(),
  order: z.string().trim().toUpperCase().pipe(z.enum(SORT_ORDERS, loadMessages.order)).optional(),
});
export type LoadListQuery = z.output<typeof loadListQuery>;

const statusIdSchema = z.number().int();

/** A load on the wire (spec §3 Load names) plus its broker, driver, status and trailer type names. */
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
  instructions: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  loadType: z.enum(LOAD_TYPES).nullable(),
  /** Active or finished (FINISHED_STATUS_IDS). */
  finished: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Load = z.infer<typeof loadSchema>;

export const loadStatusRef = z.object({ id: z.number().int(), name: z.string() });
export const loadUserRef = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** `findAllActive` / `findAllInactive`: `data.info` plus `extraData` users (this page's drivers) and status. */
export const loadListResponse = z.object({
  message: z.string(),
  data: z.object({
    info: z.array(loadSchema),
    extraData: pageExtraData.extend({
      users: z.array(loadUserRef),
      status: z.array(loadStatusRef),
    }),
  }),
});
export type LoadListResponse = z.infer<typeof loadListResponse>;

/** One change of a load's status (append-only). `from` is null for the status a load was created with. */
export const loadHistoryEntry = z.object({
  id: z.number().int(),
  from_status_id: z.number().int().nullable(),
  from_status_name: z.string().nullable(),
  to_status_id: z.number().int(),
  to_status_name: z.string(),
  action: z.string(),
  comment: z.string(),
  changed_by: z.number().int().nullable(),
  changed_by_name: z.string(),
  changed_at: z.iso.datetime(),
});
export type LoadHistoryEntry = z.infer<typeof loadHistoryEntry>;

export const loadExtraData = z.object({
  user: loadUserRef.nullable(),
  loadbookStatus: loadStatusRef,
  driverInformation: z.object({ status: z.number().int(), license_number: z.string().nullable() }).nullable(),
  vehicle: z
    .object({
      id: z.number().int(),
      licenseplate_number: z.string(),
      unit_number: z.string(),
      vin_number: z.string(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
    })
    .nullable(),
  trailer: z
    .object({
      id: z.number().int(),
      trailer_number: z.string(),
      licenseplate_number: z.string(),
      vin: z.string(),
      type_id: z.number().int(),
      type_name: z.string(),
      size: z.string(),
    })
    .nullable(),
  /** The status before a cancellation request (15), to which a rejected request returns. */
  previous_status_id: z.number().int().nullable(),
  history: z.array(loadHistoryEntry),
});
export type LoadExtraData = z.infer<typeof loadExtraData>;

/** `GET /loadbook/find/{id}`: `data.info[0]` plus extraData. */
export const loadFindResponse = envelope(z.object({ info: z.array(loadSchema), extraData: loadExtraData }));
export type LoadFindResponse = z.infer<typeof loadFindResponse>;

/** `GET /loadbook/loadbookDetail?id`: the load, its extras, instructions and ledger total. */
export const loadDetailResponse = envelope(
  z.object({
    info: loadSchema,
    extraData: loadExtraData,
    instructions: z.array(z.lazy(() => loadInstructionSchema)),
    /** Sum of the ledger in USD. */
    total: z.number(),
  }),
);

export const loadResponse = envelope(loadSchema);
export type LoadResponse = z.infer<typeof loadResponse>;

/** `PUT /loadbook/update/{id}`: the target status and, for a cancellation, the comment. */
export const loadStatusBody = z.object({
  loadbook_status_id: z
    .number(loadMessages.status)
    .int(loadMessages.status)
    .refine((v) => (LOAD_STATUS_IDS as ReadonlyArray<number>).includes(v), loadMessages.status),
  comment: z.string().trim().max(2000, fieldMessages.maxLength).optional().default(''),
});
export type LoadStatusInput = z.input<typeof loadStatusBody>;

export const loadCountsResponse = envelope(
  z.object({
    active: z.number().int(),
    inactive: z.number().int(),
    total: z.number().int(),
  }),
);
export const loadMetricsResponse = envelope(
  z.object({
    active: z.number().int(),
    finished: z.number().int(),
    total: z.number().int(),
    cancelled: z.number().int(),
    byStatus: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
);
export type LoadMetrics = z.infer<typeof loadMetricsResponse>['data'];
export const eventTypeParams = z.object({
  type: z
    .string()
    .regex(/^\d{1,4}$/, 'The event type must be a whole number')
    .transform(Number),
});
export const eventCountResponse = envelope(z.object({ type: z.number().int(), count: z.number().int() }));

/** Load instructions (the Instructions notepad; one per load). */
export const loadInstructionSchema = z.object({
  id: z.number().int(),
  loadbook_id: z.number().int(),
  instruction_load: z.string(),
  updated_at: z.iso.datetime(),
});
export type LoadInstruction = z.infer<typeof loadInstructionSchema>;
const instructionText = z.string().trim().max(5000, fieldMessages.maxLength);
export const createInstructionBody = z.object({
  loadbook_id: idField(loadMessages.notFound),
  instruction_load: instructionText,
});
export const updateInstructionBody = z.object({ instruction_load: instructionText });
export const instructionListResponse = envelope(z.array(loadInstructionSchema));
export const instructionResponse = envelope(loadInstructionSchema);

/** A ledger entry (spec §3 Transaction); `created_at` is yyyy-MM-dd HH:mm:ss (UTC). */
export const transactionSchema = z.object({
  id: z.number().int(),
  loadbook_id: z.number().int(),
  transaction_type_id: z.number().int(),
  transaction_type_name: z.string(),
  /** USD, signed: deductions and advances are negative. */
  amount: z.number(),
  amount_cents: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  created_by_id: z.number().int().nullable(),
});
export type LoadTransaction = z.infer<typeof transactionSchema>;
export const transactionListResponse = envelope(z.array(transactionSchema));
export const transactionResponse = envelope(transactionSchema);

const manualTypeIds = MANUAL_TRANSACTION_TYPES.map((t) => t.id) as number[];

/** `POST /finance/transactions`: a positive amount in USD; the type gives its sign. */
export const createTransactionBody = z.object({
  loadbook_id: idField(loadMessages.notFound),
  transaction_type_id: wholeNumberField(1, 100, loadMessages.transactionType).refine(
    (v) => v === TRANSACTION_TYPE.tripRate || manualTypeIds.includes(v),
    loadMessages.transactionType,
  ),
  amount: moneyField.refine((v) => v !== null && v > 0, loadMessages.amountPositive),
  comment: z.string().trim().max(500, fieldMessages.maxLength).optional().default(''),
});
export type CreateTransactionInput = z.input<typeof createTransactionBody>;

/** The load form's driver select: approved drivers with their truck. */
export const loadDriverOption = z.object({
  id: z.number().int(),
  name: z.string(),
  truck: z.string().nullable(),
});
export const loadDriverOptionsResponse = envelope(z.array(loadDriverOption));
export type LoadDriverOption = z.infer<typeof loadDriverOption>;

export const MAX_LEDGER_AMOUNT = MAX_MONEY;

/** Exact money: cents → "$1,234.50". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
