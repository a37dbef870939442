import { z } from 'zod';
import {
  DEFECT_SEVERITIES,
  INSPECTION_ITEMS,
  INSPECTION_KINDS,
  INSPECTION_NOTE_MAX,
  ODOMETER_MAX_MILES,
  SIGNATURE_MAX,
  UNIT_TYPES,
} from './driver-values';
import { instant } from './duty';
import { envelope } from './errors';
import { idField, idParams, rowIdField } from './ids';
import { itemsPage, pageQuery } from './paging';

// The plain values live in driver-values.ts (the drivers' app imports them without zod); exported here too.
export {
  DEFECT_SEVERITIES,
  type DefectSeverity,
  INSPECTION_ITEM_LABELS,
  INSPECTION_ITEMS,
  INSPECTION_KINDS,
  INSPECTION_NOTE_MAX,
  type InspectionItem,
  type InspectionKind,
  ODOMETER_MAX_MILES,
  SIGNATURE_MAX,
  UNIT_TYPES,
  type UnitType,
} from './driver-values';

/**
 * Drivers' daily inspection reports (DVIR, 49 CFR 396.11 and 396.13; docs/product.md "Inspections (DVIR)"):
 * the driver checks every item of 396.11(a)(1) on the truck and the trailer they have, before and after a
 * trip, and reports each defect; the next pre-trip shows the last report's defects and whether they were
 * repaired.
 */

export const DEFECT_STATUSES = ['open', 'repaired'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

export const inspectionMessages = {
  kind: 'The kind must be pre_trip or post_trip',
  truckId: 'Choose the truck you inspected (its id, a whole number of 1 or more)',
  trailerId: 'Choose the trailer you inspected (its id, a whole number of 1 or more), or leave it out',
  odometer: `The odometer must be whole miles, from 0 to ${ODOMETER_MAX_MILES.toLocaleString('en-US')}`,
  item: `The item must be one of: ${INSPECTION_ITEMS.join(', ')}`,
  ok: 'Say whether the item is OK (true) or defective (false)',
  note: `The note must be text of at most ${INSPECTION_NOTE_MAX} characters`,
  defectNote: `Describe the defect (at most ${INSPECTION_NOTE_MAX} characters)`,
  severity: 'The severity must be minor or out_of_service',
  defectUnit: 'The defect’s unit must be truck or trailer',
  signature: `Sign with your name as you type it (at most ${SIGNATURE_MAX} characters)`,
  at: 'The time must be an ISO 8601 date and time, like 2026-03-01T14:30:00Z',
  items: 'Answer every item of the inspection',
  missingItem: (label: string) => `Answer “${label}”: OK or defective`,
  repeatedItem: (label: string) => `“${label}” is answered more than once: answer each item once`,
  defectOnOkItem: (label: string) =>
    `“${label}” is marked OK: mark it defective, or remove the defect reported on it`,
  defectMissing: (label: string) => `“${label}” is marked defective: describe the defect`,
  trailerDefectWithoutTrailer: 'A defect on the trailer needs the trailer: choose the trailer you inspected',
  notYourTruck:
    'This truck is not assigned to you: inspect the truck you drive, or ask your dispatcher to assign it',
  notYourTrailer:
    'This trailer is not hitched to your truck: inspect the trailer you pull, or ask your dispatcher',
  unitPair: 'Give both unitType (truck or trailer) and unitId, or neither',
  unitType: 'The unit type must be truck or trailer',
  range: 'The start of the period must come before its end',
  defects: 'The defects filter must be open (the reports with a defect not repaired yet), or left out',
  notFound: 'No such inspection',
  recorded: 'Inspection recorded',
  /** An open out-of-service defect on the unit a dispatch would use (a 409 like a compliance block). */
  outOfService: (unit: string, label: string, note: string) =>
    `${unit}: ${label} reported out of service (${note}). Have it repaired before dispatching, or override with a reason.`,
  /** How the override's note names the defect. */
  overriddenDefect: (unit: string, label: string) => `${unit}: ${label} out of service`,
  /** The dispatchers' bell for a new out-of-service defect. */
  outOfServiceTitle: (unit: string, label: string) => `${unit} is out of service: ${label}`,
  outOfServiceBody: (driver: string, note: string) =>
    `Reported by ${driver} on a daily inspection: ${note}. It cannot be dispatched until a work order certifies the repair.`,
  /** The bell once a work order certified the last out-of-service defect of a unit. */
  backInServiceTitle: (unit: string) => `${unit} is back in service`,
  backInServiceBody: (workOrderId: number) => `Work order ${workOrderId} certified the repair.`,
  /** The inspection is kept; its odometer is not taken as a reading (decision 0042 "Since"). */
  odometerNotRecorded: (reason: string) => `The inspection is recorded, but not its odometer: ${reason}`,
} as const;

const note = z
  .string({ error: inspectionMessages.note })
  .trim()
  .max(INSPECTION_NOTE_MAX, inspectionMessages.note);

export const inspectionItemAnswer = z.object({
  item: z.enum(INSPECTION_ITEMS, { error: inspectionMessages.item }),
  ok: z.boolean({ error: inspectionMessages.ok }),
  note: note.optional(),
});
export type InspectionItemAnswer = z.infer<typeof inspectionItemAnswer>;

export const inspectionDefectInput = z.object({
  item: z.enum(INSPECTION_ITEMS, { error: inspectionMessages.item }),
  note: z
    .string({ error: inspectionMessages.defectNote })
    .trim()
    .min(1, inspectionMessages.defectNote)
    .max(INSPECTION_NOTE_MAX, inspectionMessages.defectNote),
  severity: z.enum(DEFECT_SEVERITIES, { error: inspectionMessages.severity }),
  /** Optional, beyond the body docs/product.md "Inspections (DVIR)" gives: the unit the defect is on (default the truck). */
  unit: z.enum(UNIT_TYPES, { error: inspectionMessages.defectUnit }).optional(),
});
export type InspectionDefectInput = z.infer<typeof inspectionDefectInput>;

/**
 * POST /api/driver/inspections. Every 396.11 item is answered once; an item marked defective (`ok: false`)
 * has at least one defect, and a defect names an item marked defective (the service checks both, with the
 * item's path).
 */
export const inspectionBody = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: inspectionMessages.kind }),
  truckId: rowIdField(inspectionMessages.truckId),
  trailerId: rowIdField(inspectionMessages.trailerId).nullish(),
  odometer: z
    .number({ error: inspectionMessages.odometer })
    .int(inspectionMessages.odometer)
    .min(0, inspectionMessages.odometer)
    .max(ODOMETER_MAX_MILES, inspectionMessages.odometer),
  items: z.array(inspectionItemAnswer, { error: inspectionMessages.items }).max(INSPECTION_ITEMS.length * 2),
  defects: z
    .array(inspectionDefectInput, { error: inspectionMessages.items })
    .max(INSPECTION_ITEMS.length * 4),
  signature: z
    .string({ error: inspectionMessages.signature })
    .trim()
    .min(1, inspectionMessages.signature)
    .max(SIGNATURE_MAX, inspectionMessages.signature),
  at: instant(inspectionMessages.at),
});
export type InspectionBody = z.infer<typeof inspectionBody>;

export const inspectionDefect = z.object({
  id: z.number().int(),
  unitType: z.enum(UNIT_TYPES),
  unitId: z.number().int(),
  item: z.enum(INSPECTION_ITEMS),
  note: z.string(),
  severity: z.enum(DEFECT_SEVERITIES),
  status: z.enum(DEFECT_STATUSES),
  /** Who certified the repair and when (set by a done work order, later), else null. */
  repairedAt: z.iso.datetime().nullable(),
  repairedBy: z.number().int().nullable(),
  workOrderId: z.number().int().nullable(),
});
export type InspectionDefect = z.infer<typeof inspectionDefect>;

export const inspectionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INSPECTION_KINDS),
  driverId: z.number().int(),
  /** Beside the ids, what a person reads (the server always sends them; optional for older clients). */
  driverName: z.string().optional(),
  truckId: z.number().int(),
  truckNumber: z.string().optional(),
  trailerId: z.number().int().nullable(),
  trailerNumber: z.string().nullable().optional(),
  odometer: z.number().int(),
  /**
   * Only in the answer to the report itself: why its odometer was not recorded as the truck's reading (lower
   * than the latest one); the report is kept all the same.
   */
  odometerNote: z.string().optional(),
  signature: z.string(),
  at: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  items: z.array(z.object({ item: z.enum(INSPECTION_ITEMS), ok: z.boolean(), note: z.string().nullable() })),
  defects: z.array(inspectionDefect),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionResponse = envelope(inspectionSchema);

/**
 * GET /api/inspections?unitType&unitId&from&to&defects&workOrderId&page&take — newest first (by `at`). By their
 * defects (of the unit asked, when one is): `defects=open`, the reports with one not repaired yet, however old;
 * `workOrderId`, those with one that work order repaired; both, either.
 */
export const inspectionListQuery = pageQuery.extend({
  unitType: z.enum(UNIT_TYPES, inspectionMessages.unitType).optional(),
  unitId: idField.optional(),
  from: instant(inspectionMessages.at).optional(),
  to: instant(inspectionMessages.at).optional(),
  defects: z.enum(['open'], inspectionMessages.defects).optional(),
  workOrderId: idField.optional(),
});
export type InspectionListQuery = z.output<typeof inspectionListQuery>;

export const inspectionListResponse = envelope(itemsPage(inspectionSchema));

export const inspectionIdParams = idParams;

/** GET /api/driver/inspections/last?truckId&trailerId — what the pre-trip review (396.13) shows. */
export const lastInspectionQuery = z.object({
  truckId: idField,
  trailerId: idField.optional(),
});

/** The last inspection of the truck and of the trailer (each null when there is none). */
export const lastInspectionResponse = envelope(
  z.object({ truck: inspectionSchema.nullable(), trailer: inspectionSchema.nullable() }),
);

/** A unit as the driver knows it: its id and the number painted on it. */
const driverUnit = z.object({ id: z.number().int(), number: z.string(), plate: z.string() });

/**
 * GET /api/driver/inspections/units — what the driver inspects: their current truck (null when none) and the
 * trailers hitched to it.
 */
export const driverUnitsResponse = envelope(
  z.object({ truck: driverUnit.nullable(), trailers: z.array(driverUnit) }),
);
export type DriverUnits = z.infer<typeof driverUnitsResponse>['data'];
