import { z } from 'zod';
import { envelope } from './errors';
import { idField, idParams, rowIdField } from './ids';
import { itemsPage, pageQuery } from './paging';

/**
 * Preventive maintenance (docs/product.md "Maintenance"): per truck and trailer, a task every N miles and/or
 * N days from when it was last done, and the units' odometer readings, which never go backwards.
 */
export const MAINTENANCE_UNIT_TYPES = ['truck', 'trailer'] as const;
export type MaintenanceUnitType = (typeof MAINTENANCE_UNIT_TYPES)[number];

export const SCHEDULE_STATES = ['ok', 'due_soon', 'overdue'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const ODOMETER_SOURCES = ['manual', 'inspection', 'fuel', 'work_order', 'positions'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

/** Days before the due date at which a task warns (the compliance list's steps). */
export const DUE_DAYS_STEPS = [30, 14, 7, 1] as const;
/** Miles before the due odometer at which a task warns. */
export const DUE_MILES_STEPS = [1000, 500] as const;

/** The largest odometer or interval in miles (an `integer` column). */
export const MAX_MILES = 9_999_999;
/** The longest interval in days (ten years). */
export const MAX_DAYS = 3650;

export interface MaintenanceTemplate {
  task: string;
  label: string;
  everyMiles: number | null;
  everyDays: number | null;
}

/** The task of the annual inspection, which is also a date on the unit's record (docs/product.md "Compliance"). */
export const ANNUAL_INSPECTION_TASK = 'annual_inspection';

/** The tasks the schedule form offers; a carrier may also type its own. */
export const MAINTENANCE_TEMPLATES: ReadonlyArray<MaintenanceTemplate> = [
  { task: 'oil_filter', label: 'Oil and filter', everyMiles: 25_000, everyDays: null },
  { task: 'pm_a', label: 'PM-A service', everyMiles: 15_000, everyDays: null },
  { task: ANNUAL_INSPECTION_TASK, label: 'Annual inspection', everyMiles: null, everyDays: 365 },
  { task: 'tires', label: 'Tires: inspect and rotate', everyMiles: 50_000, everyDays: 180 },
  { task: 'brakes', label: 'Brakes: inspect and adjust', everyMiles: 60_000, everyDays: 365 },
];

export const maintenanceMessages = {
  unitType: 'Choose truck or trailer',
  unitId: 'Choose the truck or trailer: its id is a whole number of 1 or more',
  task: 'Name the task (1 to 60 characters), e.g. oil_filter',
  everyMiles: `Enter the miles between services as a whole number from 1 to ${MAX_MILES.toLocaleString('en-US')}`,
  everyDays: `Enter the days between services as a whole number from 1 to ${MAX_DAYS}`,
  neitherInterval: 'Enter every how many miles or every how many days the task is due (or both)',
  lastDoneAt: 'Enter when the task was last done as a date, yyyy-MM-dd',
  /** The same, where a date picker asks for it. */
  lastDoneAtPicked: 'Pick the day the task was last done',
  lastDoneMiles: `Enter the odometer when the task was last done, a whole number from 0 to ${MAX_MILES.toLocaleString('en-US')}`,
  miles: `Enter the odometer in miles, a whole number from 0 to ${MAX_MILES.toLocaleString('en-US')}`,
  at: 'Enter when the odometer was read as a date and time with its offset, e.g. 2026-05-01T08:00:00Z',
  /** The same, where a date-and-time field asks for it. */
  atPicked: 'Enter the day and time the odometer was read',
  future: 'The reading is in the future: enter the day and time the odometer was read',
  resetReason: 'Say why the odometer was reset (1 to 200 characters), e.g. the cluster was replaced',
  state: 'Choose ok, due_soon or overdue',
  unitNotFound: (type: MaintenanceUnitType) =>
    `No active ${type} has this id: choose a ${type} from the ${type}s list`,
  notFound: 'No maintenance schedule has this id: it may have been deleted',
  created: 'The maintenance schedule has been created.',
  updated: 'The maintenance schedule has been updated.',
  deleted: 'The maintenance schedule has been deleted.',
  /** The unit's trail: a schedule created or edited by hand dated the record's annual inspection. */
  datedBySchedule: 'Annual inspection dated from its maintenance schedule',
  /** A schedule's trail: why its last-done date moved without an edit of it. */
  restartedByRecord: (type: MaintenanceUnitType) =>
    `Restarted: the ${type}'s record dates its annual inspection later`,
  doneWithWorkOrder: (workOrderId: number) => `Done with work order WO-${workOrderId}`,
  recorded: 'The odometer reading has been recorded.',
  recordedReset: 'The odometer reset has been recorded.',
  backwards: (miles: number, at: string) =>
    `The odometer cannot go backwards: the latest reading is ${miles.toLocaleString('en-US')} mi at ${at}. ` +
    'Check the number, or record it as a reset with a reason.',
  aheadOfLater: (miles: number, at: string) =>
    `A later reading says ${miles.toLocaleString('en-US')} mi at ${at}: a reading before it cannot show more miles. ` +
    'Check the number and the time.',
  dueInDays: (days: number) => (days === 0 ? 'Due today' : `Due in ${days} day${days === 1 ? '' : 's'}`),
  overdueDays: (days: number) => `Overdue by ${days} day${days === 1 ? '' : 's'}`,
  dueInMiles: (miles: number) => `Due in ${miles.toLocaleString('en-US')} mi`,
  overdueMiles: (miles: number) =>
    miles === 0 ? 'Due now by the odometer' : `Overdue by ${miles.toLocaleString('en-US')} mi`,
} as const;

const unitType = z.enum(MAINTENANCE_UNIT_TYPES, maintenanceMessages.unitType);
const unitId = rowIdField(maintenanceMessages.unitId);
/** A whole number from `min` to `max`, every mistake answered with `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);
/** Miles as a whole number from `min` to MAX_MILES: an odometer, or the miles between services. */
export const wholeMiles = (message: string, min: number) => wholeNumber(message, min, MAX_MILES);

/** `POST /api/maintenance/schedules`, `PUT …/{id}`: at least one of everyMiles and everyDays. */
export const scheduleBody = z
  .object({
    unitType,
    unitId,
    task: z
      .string(maintenanceMessages.task)
      .trim()
      .min(1, maintenanceMessages.task)
      .max(60, maintenanceMessages.task),
    everyMiles: wholeMiles(maintenanceMessages.everyMiles, 1).nullish(),
    everyDays: wholeNumber(maintenanceMessages.everyDays, 1, MAX_DAYS).nullish(),
    lastDoneAt: z.iso.date({ error: maintenanceMessages.lastDoneAt }),
    lastDoneMiles: wholeMiles(maintenanceMessages.lastDoneMiles, 0),
    blocksDispatch: z.boolean().optional(),
  })
  .refine((body) => body.everyMiles != null || body.everyDays != null, {
    message: maintenanceMessages.neitherInterval,
    path: ['everyMiles'],
  });
export type ScheduleBody = z.output<typeof scheduleBody>;

/** Why a schedule is due soon or overdue: by days or by miles, how many are left (negative: past). */
export const scheduleWarning = z.object({
  by: z.enum(['days', 'miles']),
  /** Days or miles left until due; 0 or less by miles, below 0 by days: overdue. */
  left: z.number().int(),
  /** The step reached (30/14/7/1 days, 1,000/500 miles); null once overdue. */
  within: z.number().int().nullable(),
  message: z.string(),
});
export type ScheduleWarning = z.infer<typeof scheduleWarning>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  unitType,
  unitId: z.number().int(),
  /** Beside the id, what a person reads: the truck's unit number or the trailer's number. */
  unitNumber: z.string(),
  task: z.string(),
  everyMiles: z.number().int().nullable(),
  everyDays: z.number().int().nullable(),
  lastDoneAt: z.string(),
  lastDoneMiles: z.number().int(),
  blocksDispatch: z.boolean(),
  /** The unit's latest odometer reading, or lastDoneMiles when it has none. */
  currentMiles: z.number().int(),
  dueAt: z.string().nullable(),
  dueMiles: z.number().int().nullable(),
  state: z.enum(SCHEDULE_STATES),
  warnings: z.array(scheduleWarning),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version: a list's edit or delete sends it back as `If-Match` (docs/product.md "Stale edits"). */
  version: z.number().int(),
});
export type MaintenanceSchedule = z.infer<typeof scheduleSchema>;

export const scheduleListQuery = pageQuery.extend({
  unitType: unitType.optional(),
  unitId: idField.optional(),
  state: z.enum(SCHEDULE_STATES, maintenanceMessages.state).optional(),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

export const scheduleResponse = envelope(scheduleSchema);
export const scheduleListResponse = envelope(itemsPage(scheduleSchema));
export const scheduleIdParams = idParams;

export const templateListResponse = envelope(
  z.array(
    z.object({
      task: z.string(),
      label: z.string(),
      everyMiles: z.number().int().nullable(),
      everyDays: z.number().int().nullable(),
    }),
  ),
);

/** `POST /api/maintenance/odometer`: a reading; lower than the latest only as a reset with a reason. */
export const odometerBody = z.object({
  unitType,
  unitId,
  miles: wholeMiles(maintenanceMessages.miles, 0),
  at: z.iso.datetime({ offset: true, error: maintenanceMessages.at }),
  reset: z
    .object({
      reason: z
        .string(maintenanceMessages.resetReason)
        .trim()
        .min(1, maintenanceMessages.resetReason)
        .max(200, maintenanceMessages.resetReason),
    })
    .optional(),
});
export type OdometerBody = z.output<typeof odometerBody>;

export const odometerReadingSchema = z.object({
  id: z.number().int(),
  unitType,
  unitId: z.number().int(),
  /** Beside the id, what a person reads: the truck's unit number or the trailer's number. */
  unitNumber: z.string(),
  miles: z.number().int(),
  at: z.string(),
  source: z.enum(ODOMETER_SOURCES),
  resetReason: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OdometerReading = z.infer<typeof odometerReadingSchema>;

export const odometerListQuery = pageQuery.extend({ unitType, unitId: idField });
export type OdometerListQuery = z.output<typeof odometerListQuery>;
export const odometerResponse = envelope(odometerReadingSchema);
export const odometerListResponse = envelope(itemsPage(odometerReadingSchema));
