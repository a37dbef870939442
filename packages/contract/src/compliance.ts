import { z } from 'zod';
import { envelope } from './errors';
import { exportQuery, itemsEnvelope, pageQuery, searchText } from './paging';
import { listMeta } from './users';
import { digitsText } from './validation';
import { wholeNumbers } from './wire';

/**
 * Compliance (docs/product.md "Compliance"): the dated documents of drivers, trucks and trailers, their
 * state on a given day, what blocks a dispatch, and when the bell warns. The one place these rules live:
 * the API's list, its dispatch block, its warnings and the web all read them from here.
 */

export const COMPLIANCE_ENTITY_TYPES = ['driver', 'truck', 'trailer'] as const;
export type ComplianceEntityType = (typeof COMPLIANCE_ENTITY_TYPES)[number];

export const COMPLIANCE_STATES = ['expired', 'expiring', 'missing'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/**
 * When an item stops a dispatch:
 * - `required`: the forms require it; missing or expired blocks;
 * - `whenDated`: added with compliance (old records lack it); listed as missing while empty, blocks only once
 *   a date is entered and passes;
 * - `optional`: not tracked while empty (NJ, NY, NM permits); blocks once its date passes.
 */
export type ComplianceBlock = 'required' | 'whenDated' | 'optional';

interface ItemDefinition {
  entityType: ComplianceEntityType;
  label: string;
  block: ComplianceBlock;
  /** The section of the record's form the item is edited in (the web's anchor). */
  section: string;
}

export const COMPLIANCE_ITEMS = {
  cdl: { entityType: 'driver', label: "Commercial driver's licence", block: 'whenDated', section: 'cdl' },
  medicalCertificate: {
    entityType: 'driver',
    label: 'DOT medical certificate',
    block: 'whenDated',
    section: 'cdl',
  },
  leaseAgreement: {
    entityType: 'driver',
    label: 'Lease agreement',
    block: 'whenDated',
    section: 'agreement',
  },
  insuranceUnderlying: {
    entityType: 'driver',
    label: 'Underlying liability insurance',
    block: 'required',
    section: 'insurance',
  },
  insuranceCargo: {
    entityType: 'driver',
    label: 'Cargo liability insurance',
    block: 'required',
    section: 'insurance',
  },
  insuranceNonTrucking: {
    entityType: 'driver',
    label: 'Non-trucking liability insurance',
    block: 'required',
    section: 'insurance',
  },
  insuranceOccupational: {
    entityType: 'driver',
    label: 'Occupational accident insurance',
    block: 'required',
    section: 'insurance',
  },
  insurancePhysicalDamage: {
    entityType: 'driver',
    label: 'Physical damage insurance',
    block: 'required',
    section: 'insurance',
  },
  insurancePassenger: {
    entityType: 'driver',
    label: 'Passenger accident insurance',
    block: 'required',
    section: 'insurance',
  },
  truckPlate: { entityType: 'truck', label: 'Truck licence plate', block: 'required', section: 'plate' },
  ifta: { entityType: 'truck', label: 'IFTA licence', block: 'required', section: 'plate' },
  permitKentucky: { entityType: 'truck', label: 'Kentucky permit', block: 'required', section: 'permits' },
  permitNewJersey: { entityType: 'truck', label: 'New Jersey permit', block: 'optional', section: 'permits' },
  permitNewYork: { entityType: 'truck', label: 'New York permit', block: 'optional', section: 'permits' },
  permitNewMexico: { entityType: 'truck', label: 'New Mexico permit', block: 'optional', section: 'permits' },
  truckInspection: {
    entityType: 'truck',
    label: 'Truck annual inspection',
    block: 'whenDated',
    section: 'inspection',
  },
  trailerPlate: {
    entityType: 'trailer',
    label: 'Trailer licence plate',
    block: 'required',
    section: 'plate',
  },
  trailerInspection: {
    entityType: 'trailer',
    label: 'Trailer annual inspection',
    block: 'whenDated',
    section: 'inspection',
  },
} as const satisfies Record<string, ItemDefinition>;
export type ComplianceItemKey = keyof typeof COMPLIANCE_ITEMS;
export const COMPLIANCE_ITEM_KEYS = Object.keys(COMPLIANCE_ITEMS) as ComplianceItemKey[];

/** The list's default horizon, and the summary's "due in 30 days". */
export const COMPLIANCE_DEFAULT_WITHIN = 30;
/** The Compliance screen's horizons. */
export const COMPLIANCE_WITHIN_CHOICES = [30, 60, 90] as const;
/** The bell warns this many days before an expiration, and on the day (0). Largest first. */
export const COMPLIANCE_WARNING_THRESHOLDS = [30, 14, 7, 1, 0] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant, `yyyy-MM-dd` (the server does not know the reader's zone). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  const m = ISO_DAY.exec(day);
  if (!m) throw new Error(`not a yyyy-MM-dd date: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Whole days from `today` to `day` (negative once it has passed). */
export function daysBetween(today: string, day: string): number {
  return dayNumber(day) - dayNumber(today);
}

/** The same day `years` later (29 February → 1 March). */
export function addYears(day: string, years: number): string {
  const m = ISO_DAY.exec(day);
  if (!m) throw new Error(`not a yyyy-MM-dd date: ${day}`);
  return new Date(Date.UTC(Number(m[1]) + years, Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10);
}

/** `day` plus `days` days. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** An insurance policy expires one year after its effective date unless another date is entered. */
export const policyExpiration = (effective: string, expiration: string | null | undefined) =>
  expiration || addYears(effective, 1);

/** An annual inspection is due one year after it was made. */
export const inspectionDue = (inspected: string | null | undefined) =>
  inspected ? addYears(inspected, 1) : null;

export interface ComplianceStatus {
  state: ComplianceState;
  /** Days until the expiration (0: expires today, -1: expired yesterday); null when missing. */
  daysLeft: number | null;
}

/**
 * An item's state on `today`: missing (no date), expired (the date has passed: a document is valid through
 * its expiration day), expiring (within `within` days, today included), or undefined when in order.
 */
export function complianceStatus(
  expiresOn: string | null | undefined,
  today: string,
  within: number = COMPLIANCE_DEFAULT_WITHIN,
): ComplianceStatus | undefined {
  if (!expiresOn) return { state: 'missing', daysLeft: null };
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  if (daysLeft <= within) return { state: 'expiring', daysLeft };
  return undefined;
}

/** Whether an item in `state` stops a dispatch (see ComplianceBlock). */
export function blocksDispatch(item: ComplianceItemKey, state: ComplianceState | undefined): boolean {
  if (state === 'expired') return true;
  return state === 'missing' && COMPLIANCE_ITEMS[item].block === 'required';
}

/** Whether an empty item is listed at all (optional permits are not, while empty). */
export const tracksWhenEmpty = (item: ComplianceItemKey) => COMPLIANCE_ITEMS[item].block !== 'optional';

/**
 * The warning threshold `daysLeft` has reached: the smallest of COMPLIANCE_WARNING_THRESHOLDS at or above it
 * (20 days left → 30; 5 → 7; the day or after → 0); undefined beyond 30 days.
 */
export function warningThreshold(daysLeft: number): number | undefined {
  if (daysLeft <= 0) return 0;
  let reached: number | undefined;
  for (const t of COMPLIANCE_WARNING_THRESHOLDS) if (daysLeft <= t) reached = t;
  return reached;
}

/** `yyyy-MM-dd` as the tables show it, dd/MM/yyyy (docs/decisions/0013-dates-typed-as-shown.md). */
export function shownDay(day: string): string {
  const m = ISO_DAY.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** A truck or a trailer as the compliance list, the 409s and the bell name it. */
export const truckName = (t: { unitNumber: string; plateNumber: string }) =>
  `Truck ${t.unitNumber} (${t.plateNumber})`;
export const trailerName = (t: { trailerNumber: string; plateNumber: string }) =>
  `Trailer ${t.trailerNumber} (${t.plateNumber})`;

/** The web path of the record's form at the item's section, where the date is renewed. */
export function complianceLink(entityType: ComplianceEntityType, entityId: number, item: ComplianceItemKey) {
  const page = { driver: 'add-driver', truck: 'add-truck', trailer: 'add-trailer' }[entityType];
  return `/fletx/${page}?id=${entityId}#${COMPLIANCE_ITEMS[item].section}`;
}

/* ---------- the wire ---------- */

/** A date a record may hold or not: absent keeps the stored one (older clients), '' or null clears it. */
export const keptDateField = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null))
  .pipe(z.iso.date({ error: 'Must be a date (yyyy-mm-dd)' }).nullable().optional());

/** A short optional text kept like keptDateField. */
export const keptTextField = (max: number) =>
  z
    .union([z.string().trim().max(max, `At most ${max} characters`), z.null()])
    .transform((v) => (v ? v : null))
    .optional();

/** CDL classes A, B, C. */
export const CDL_CLASSES = ['A', 'B', 'C'] as const;

/** Sent with a load's create, edit or status change by Carriers and Admin users to dispatch anyway. */
export const complianceOverride = z.object({
  reason: z.string().trim().min(1, 'Give a reason for the override').max(500, 'At most 500 characters'),
});
export type ComplianceOverride = z.infer<typeof complianceOverride>;

/** A maintenance schedule's item in the list: `maintenance:<task>` (docs/product.md "Maintenance"). */
export const MAINTENANCE_ITEM_PREFIX = 'maintenance:';
export const maintenanceItemKey = (task: string) => `${MAINTENANCE_ITEM_PREFIX}${task}` as const;

export const complianceItem = z.object({
  entityType: z.enum(COMPLIANCE_ENTITY_TYPES),
  entityId: z.number().int(),
  entityName: z.string(),
  /** A dated document's key, or `maintenance:<task>` for a schedule due soon (expiring) or overdue (expired). */
  item: z.union([
    z.enum(COMPLIANCE_ITEM_KEYS as [ComplianceItemKey, ...ComplianceItemKey[]]),
    z.templateLiteral([MAINTENANCE_ITEM_PREFIX, z.string()]),
  ]),
  label: z.string(),
  /** A schedule's why, e.g. "Overdue by 250 mi · Due in 12 days" (maintenance items only). */
  detail: z.string().optional(),
  expiresOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  state: z.enum(COMPLIANCE_STATES),
  /** Whether it stops a dispatch now. */
  blocks: z.boolean(),
  link: z.string(),
});
export type ComplianceItem = z.infer<typeof complianceItem>;

/** The document items that are inspections, done again every year (the rest of COMPLIANCE_ITEMS expire). */
const INSPECTIONS: ReadonlySet<string> = new Set<ComplianceItemKey>(['truckInspection', 'trailerInspection']);

/**
 * Whether a compliance item falls due again (an inspection, a maintenance task) rather than expires: its words
 * are due and overdue, not expiring and expired (due-states.ts).
 */
export function fallsDue(item: ComplianceItem['item']): boolean {
  return item.startsWith(MAINTENANCE_ITEM_PREFIX) || INSPECTIONS.has(item);
}

const wholeDays = digitsText(4, 'within must be a whole number of days').pipe(
  z.number().int().min(0).max(3650, 'within must be 3650 or less'),
);

/** GET /api/compliance */
export const complianceQuery = pageQuery.extend({
  within: wholeDays.optional(),
  entityType: z.enum(COMPLIANCE_ENTITY_TYPES).optional(),
  state: z.enum(COMPLIANCE_STATES).optional(),
  search: searchText,
  ...exportQuery.shape,
});
export type ComplianceQuery = z.infer<typeof complianceQuery>;

export const complianceListResponse = itemsEnvelope(complianceItem, listMeta);
export type ComplianceListResponse = z.infer<typeof complianceListResponse>;

export const complianceSummary = wholeNumbers('expired', 'expiringIn30', 'missing');
export type ComplianceSummary = z.infer<typeof complianceSummary>;
export const complianceSummaryResponse = envelope(complianceSummary);

/** The columns of `format=csv`, in order. */
export const COMPLIANCE_CSV_COLUMNS = [
  'entityType',
  'entityId',
  'entityName',
  'item',
  'label',
  'expiresOn',
  'daysLeft',
  'state',
  'blocks',
] as const;

/** GET /api/compliance/badges?entityType: the records with an expired or soon-expiring item (list badges). */
export const complianceBadgesQuery = z.object({ entityType: z.enum(COMPLIANCE_ENTITY_TYPES) });
export const complianceBadge = z.object({
  entityId: z.number().int(),
  /** The worst: expired over expiring (within 30 days). */
  state: z.enum(['expired', 'expiring']),
  /** How many items are expired or expiring. */
  count: z.number().int(),
  /**
   * The item in that state the list names first, and its label: the badge's word is its kind's (due-states.ts
   * `complianceLook`), an inspection Overdue where a document is Expired.
   */
  item: complianceItem.shape.item,
  label: z.string(),
});
export type ComplianceBadge = z.infer<typeof complianceBadge>;
export const complianceBadgesResponse = envelope(z.array(complianceBadge));
