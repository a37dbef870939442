import type {
  DefectSeverity,
  DefectStatus,
  InspectionItem,
  InspectionKind,
} from '@fletx/contract/inspections';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  optionalLink,
  ownedBy,
  requiredLink,
  timestamptz,
  unit,
  unitTypeCheck,
} from './columns';
import { trailers, vehicles } from './equipment';
import { users } from './users';

/** One answer of the 396.11 list, as the driver gave it. */
export interface InspectionItemRow {
  item: InspectionItem;
  ok: boolean;
  note: string | null;
}

/**
 * Drivers' daily inspection reports (docs/product.md "Inspections (DVIR)"). Append-only; a report may arrive
 * late (the phone was offline), so lists order by `at`, never by id. The answers are one JSON array: they are
 * always read and written with their report, never searched.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: id(),
    kind: text('kind').$type<InspectionKind>().notNull(),
    driverId: requiredLink('driver_id', () => users.id),
    truckId: requiredLink('truck_id', () => vehicles.id),
    trailerId: optionalLink('trailer_id', () => trailers.id),
    odometer: integer('odometer').notNull(),
    signature: text('signature').notNull(),
    at: timestamptz('at').notNull(),
    items: jsonb('items').$type<InspectionItemRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The back-office list newest first: all, of one truck, of one trailer (each with a period on `at`).
    index('inspections_at_idx').on(t.at, t.id),
    index('inspections_truck_at_idx').on(t.truckId, t.at, t.id),
    index('inspections_trailer_at_idx').on(t.trailerId, t.at, t.id),
    index('inspections_driver_idx').on(t.driverId),
    check('inspections_kind_check', sql`${t.kind} IN ('pre_trip', 'post_trip')`),
    check('inspections_odometer_check', sql`${t.odometer} >= 0`),
  ],
);

/**
 * A defect a report names, on the truck or the trailer. `open` until a work order certifies its repair
 * (`repaired_at`, `repaired_by`, `work_order_id`, set by work orders later); an open `out_of_service` one keeps
 * its unit off loads.
 */
export const inspectionDefects = pgTable(
  'inspection_defects',
  {
    ...ownedBy('inspection', () => inspections.id),
    ...unit(),
    item: text('item').$type<InspectionItem>().notNull(),
    note: text('note').notNull(),
    severity: text('severity').$type<DefectSeverity>().notNull(),
    status: text('status').$type<DefectStatus>().notNull().default('open'),
    repairedAt: timestamptz('repaired_at'),
    repairedBy: optionalLink('repaired_by', () => users.id),
    workOrderId: integer('work_order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_defects_inspection_idx').on(t.inspectionId),
    index('inspection_defects_unit_status_idx').on(t.unitType, t.unitId, t.status),
    index('inspection_defects_repaired_by_idx').on(t.repairedBy),
    // The dispatch board reads every unit's open out-of-service defects at once: a few among all ever reported.
    index('inspection_defects_open_out_of_service_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open' AND ${t.severity} = 'out_of_service'`),
    unitTypeCheck('inspection_defects', t),
    check('inspection_defects_severity_check', sql`${t.severity} IN ('minor', 'out_of_service')`),
    check('inspection_defects_status_check', sql`${t.status} IN ('open', 'repaired')`),
  ],
);
