import { z } from 'zod';
import { brokerMessages, stateCodeField, ZIP_PATTERN } from './brokers';
import { complianceOverride } from './compliance';
import { envelope } from './errors';
import { idField, rowIdField } from './ids';
import { LOAD_STATUS, type LoadStatusId } from './load-status';
import { dateTimeField, optionalDateTime } from './stops';

/**
 * The dispatch board (docs/product.md "Dispatch board", docs/decisions/0047-dispatch-board.md): every active
 * driver's week on one screen, the loads without a driver beside it, and assignment by dragging.
 */

/** The board shows at most this many days at once (a week, with room for a fortnight). */
export const BOARD_MAX_DAYS = 15;

export const dispatchMessages = {
  range: 'Give from and to as ISO times (or days), from before to, at most 15 days apart',
  driverNotFound: 'There is no such driver',
  driverInactive: (name: string) => `${name} is not an active driver: activate them before dispatching`,
  loadUnderWay: (number: string, status: string) =>
    `Load ${number} is ${status}: a load already under way or delivered cannot get another driver`,
  /** The board's menu of a load under way or delivered, in place of Assign to…. */
  keepsItsDriver: 'Under way or delivered: it keeps its driver',
  notAssigned: (number: string) => `Load ${number} has no driver to take off`,
  unassignLate: (number: string, status: string) =>
    `Load ${number} is ${status}: only a load its driver has not accepted yet goes back to the queue`,
  alreadyTheirs: (number: string, name: string) => `Load ${number} is already ${name}'s`,
  assigned: (number: string) => `Load ${number} assigned`,
  unassigned: (number: string) => `Load ${number} is back in the queue`,
  hosWarning: (name: string, needed: number, left: number) =>
    `${name} may not have the hours: the trip needs about ${hours(needed)} of driving, ${hours(left)} are left before the delivery window closes`,
  overlapWarning: (name: string, numbers: string[]) =>
    `${name} already has ${numbers.length === 1 ? 'load' : 'loads'} ${numbers.join(', ')} at that time`,
  timeOffWarning: (name: string, kind: string) => `${name} has ${kind} during this trip`,
  trailerWarning: (name: string, pulled: string, wanted: string) =>
    `${name} pulls a ${pulled} trailer; this load asks for a ${wanted}`,
  warningsTrip:
    'Give loadId, or the trip: pickupOpen, pickupState and deliveryState (with the rest of the stops as known)',
  timeOffRange: 'The end must come after the start, at most 60 days later',
  timeOffCreated: 'Time off saved',
  /** Time off saved over loads the driver has then: it never blocks (a load may be given to another driver). */
  timeOffOverLoads: (name: string, numbers: string[]) =>
    `Time off saved. ${name} has ${numbers.length === 1 ? 'load' : 'loads'} ${numbers.join(', ')} then: give ${numbers.length === 1 ? 'it' : 'them'} another driver on the board`,
  timeOffDeleted: 'Time off removed',
  timeOffNotFound: 'There is no such time off',
} as const;

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** A query time: an ISO instant, or a day (its midnight UTC). */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
/** A US state's or province's two-letter code. */
const stateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A two-letter state code')
  .transform((s) => s.toUpperCase());

export const boardQuery = z
  .object({
    from: instant,
    to: instant,
    /** The queue's filters: the pickup's state, the pickup's day on its dock's clock, the trailer type needed. */
    originState: stateCode.optional(),
    date: z.iso.date().optional(),
    trailerTypeId: idField.optional(),
  })
  .refine(
    (q) => {
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span > 0 && span <= BOARD_MAX_DAYS * 86_400_000;
    },
    { message: dispatchMessages.range, path: ['to'] },
  );
export type BoardQuery = z.output<typeof boardQuery>;

export const COMPLIANCE_STATES = ['ok', 'expiring', 'blocked'] as const;
export const MAINTENANCE_STATES = ['ok', 'due', 'overdue'] as const;
export const TIME_OFF_KINDS = ['day_off', 'home_time'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];
export const TIME_OFF_LABELS: Record<TimeOffKind, string> = { day_off: 'a day off', home_time: 'home time' };

/**
 * The statuses a load may get another driver in (the board's assignment; the forms warn only then): not under
 * way yet, or refused.
 */
export const ASSIGNABLE_STATUS_IDS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.awaitingConfirmation,
  LOAD_STATUS.new,
  LOAD_STATUS.refusedByDriver,
  LOAD_STATUS.accepted,
];

/** Whether a load in `status` may get another driver (ASSIGNABLE_STATUS_IDS). */
export const isAssignable = (status: number): boolean =>
  (ASSIGNABLE_STATUS_IDS as ReadonlyArray<number>).includes(status);

/** The queue lists at most this many loads (its filters narrow it); a count that reaches it reads "500+". */
export const QUEUE_LIMIT = 500;

/** How many loads a queue of `count` holds, as a person reads it: "500+" once the limit is reached. */
export const queueCountText = (count: number) => (count >= QUEUE_LIMIT ? `${QUEUE_LIMIT}+` : String(count));

export const boardLoad = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /**
   * The pickup window's opening; the delivery window's close (its opening, else the pickup's close): as the
   * facility's clock reads them, stored and shown as entered like every stop time.
   */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** The same two as instants (each read in its facility's zone, packages/contract/src/facility-time.ts): where the bar sits. */
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  /** "City, ST" of the pickup and of the delivery. */
  from: z.string(),
  to: z.string(),
  originState: z.string(),
  trailerTypeId: z.number().int(),
  trailerType: z.string(),
  driverId: z.number().int().nullable(),
  /** The load's version: the board sends it back as `If-Match`. */
  version: z.number().int(),
});
export type BoardLoad = z.infer<typeof boardLoad>;

export const timeOffSchema = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  kind: z.enum(TIME_OFF_KINDS),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

export const hosLeft = z.object({
  driveLeft: z.number().int(),
  shiftLeft: z.number().int(),
  cycleLeft: z.number().int(),
});
export type HosLeft = z.infer<typeof hosLeft>;

export const boardDriver = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The truck's unit number and the trailer's number, or null without one. */
  truck: z.string().nullable(),
  trailer: z.string().nullable(),
  /** Where they are or will be: the city of their current or latest load's delivery, else the next pickup. */
  location: z.string().nullable(),
  /** Minutes left now: of the 11-hour driving limit, the 14-hour window, the 70-hour/8-day cycle. */
  hos: hosLeft,
  compliance: z.enum(COMPLIANCE_STATES),
  /** Why, in the 409's words, when blocked; the first expiring item otherwise. */
  complianceNote: z.string().nullable(),
  maintenance: z.enum(MAINTENANCE_STATES),
  /** The board's period less the driver's time off. */
  available: z.array(z.object({ from: z.iso.datetime(), to: z.iso.datetime() })),
  timeOff: z.array(timeOffSchema),
  loads: z.array(boardLoad),
});
export type BoardDriver = z.infer<typeof boardDriver>;

export const dispatchBoard = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  drivers: z.array(boardDriver),
  unassigned: z.array(boardLoad),
});
export type DispatchBoard = z.infer<typeof dispatchBoard>;
export const dispatchBoardResponse = envelope(dispatchBoard);

export const assignBody = z.object({
  loadId: rowIdField('loadId must be a load id'),
  /** The driver to put on the load; null takes the driver off a load not accepted yet (the undo). */
  driverId: rowIdField('driverId must be a driver id').nullable(),
  complianceOverride: complianceOverride.optional(),
});
export type AssignBody = z.output<typeof assignBody>;

/**
 * What giving a load to a driver warns of (docs/product.md "Dispatch board" → "Warnings"), each null when it
 * does not apply; never blocking. The board's assignment answers them, and `GET /api/dispatch/warnings` before
 * a form saves.
 */
export const dispatchWarnings = z.object({
  hosWarning: z.string().nullable(),
  overlapWarning: z.string().nullable(),
  timeOffWarning: z.string().nullable(),
  /** The load asks for a trailer type other than the one the driver's truck pulls. */
  trailerWarning: z.string().nullable(),
});
export type DispatchWarnings = z.infer<typeof dispatchWarnings>;
export const dispatchWarningsResponse = envelope(dispatchWarnings);

export const assignResult = z.object({
  load: boardLoad,
  previousDriverId: z.number().int().nullable(),
  ...dispatchWarnings.shape,
});
export type AssignResult = z.infer<typeof assignResult>;
export const assignResponse = envelope(assignResult);

/** The names of a proposed trip's fields in the warnings' query. */
const PROPOSED_TRIP = [
  'pickupOpen',
  'pickupClose',
  'pickupZip',
  'pickupCity',
  'pickupState',
  'deliveryOpen',
  'deliveryClose',
  'deliveryZip',
  'deliveryCity',
  'deliveryState',
  'trailerTypeId',
] as const;

const zipCode = z.string().trim().regex(ZIP_PATTERN, brokerMessages.zip).optional();
const cityName = z.string().trim().max(80).optional();

/**
 * `GET /api/dispatch/warnings`: the driver and either a saved load (`loadId` alone: its stored stops and
 * trailer type) or a trip not saved yet, as a form holds it — the first pickup's and last delivery's windows
 * (facility clock, `yyyy-MM-ddTHH:mm`), places and the trailer type asked for; with `loadId` too, that load is
 * the one being edited (left out of the overlap, its planned miles kept while its places are unchanged).
 */
export const warningsQuery = z
  .object({
    driverId: idField,
    loadId: idField.optional(),
    pickupOpen: dateTimeField.optional(),
    pickupClose: optionalDateTime,
    pickupZip: zipCode,
    pickupCity: cityName,
    pickupState: stateCodeField.optional(),
    deliveryOpen: optionalDateTime,
    deliveryClose: optionalDateTime,
    deliveryZip: zipCode,
    deliveryCity: cityName,
    deliveryState: stateCodeField.optional(),
    trailerTypeId: idField.optional(),
  })
  .superRefine((q, ctx) => {
    const proposed = PROPOSED_TRIP.some((key) => q[key] !== undefined && q[key] !== null);
    const complete = q.pickupOpen !== undefined && q.pickupState && q.deliveryState;
    if (proposed ? !complete : q.loadId === undefined)
      ctx.addIssue({ code: 'custom', message: dispatchMessages.warningsTrip, path: ['pickupOpen'] });
  });
export type WarningsQuery = z.output<typeof warningsQuery>;

export const timeOffBody = z
  .object({
    driverId: rowIdField('driverId must be a driver id'),
    kind: z.enum(TIME_OFF_KINDS),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(200).optional(),
  })
  .refine(
    (b) => {
      const span = Date.parse(b.to) - Date.parse(b.from);
      return span > 0 && span <= 60 * 86_400_000;
    },
    { message: dispatchMessages.timeOffRange, path: ['to'] },
  );
export type TimeOffBody = z.output<typeof timeOffBody>;
export const timeOffResponse = envelope(timeOffSchema);
export const timeOffIdParams = z.object({ id: idField });
