import type { OdometerSource } from '@fletx/contract/maintenance';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, editable, id, optionalLink, timestamptz, unit, unitTypeCheck } from './columns';
import { users } from './users';

/**
 * Preventive maintenance (docs/product.md "Maintenance"): a task on a truck (`vehicles`) or a trailer, every
 * N miles and/or N days from when it was last done. The unit is named by type and id (two tables), so no
 * foreign key: the service checks it exists. `blocks_dispatch`: the carrier's choice for when it is overdue.
 */
export const maintenanceSchedules = pgTable(
  'maintenance_schedules',
  {
    id: id(),
    ...unit(),
    task: text('task').notNull(),
    everyMiles: integer('every_miles'),
    everyDays: integer('every_days'),
    lastDoneAt: date('last_done_at', { mode: 'string' }).notNull(),
    lastDoneMiles: integer('last_done_miles').notNull(),
    blocksDispatch: boolean('blocks_dispatch').notNull().default(false),
    ...editable(),
  },
  (t) => [
    index('maintenance_schedules_unit_idx').on(t.unitType, t.unitId, t.createdAt, t.id),
    index('maintenance_schedules_created_idx').on(t.createdAt, t.id),
    unitTypeCheck('maintenance_schedules', t),
    check(
      'maintenance_schedules_interval_check',
      sql`${t.everyMiles} IS NOT NULL OR ${t.everyDays} IS NOT NULL`,
    ),
  ],
);

/**
 * Odometer readings of a unit, append-only. Readers take the latest by `at`; a reading lower than the one
 * before it in time is only kept as a reset (`reset_reason`).
 */
export const odometerReadings = pgTable(
  'odometer_readings',
  {
    id: id(),
    ...unit(),
    miles: integer('miles').notNull(),
    at: timestamptz('at').notNull(),
    source: text('source').$type<OdometerSource>().notNull().default('manual'),
    resetReason: text('reset_reason'),
    createdBy: optionalLink('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('odometer_readings_unit_at_idx').on(t.unitType, t.unitId, t.at.desc(), t.id.desc()),
    index('odometer_readings_created_by_idx').on(t.createdBy),
    unitTypeCheck('odometer_readings', t),
    check(
      'odometer_readings_source_check',
      sql`${t.source} IN ('manual', 'inspection', 'fuel', 'work_order', 'positions')`,
    ),
    check('odometer_readings_miles_check', sql`${t.miles} >= 0`),
  ],
);
