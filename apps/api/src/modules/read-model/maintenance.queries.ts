import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { and, eq } from 'drizzle-orm';
import { trailers, vehicles } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';
import { RecordNamesQueries } from './record-names.queries';

/**
 * What maintenance reads of the equipment it schedules (it never writes the trucks' or trailers' tables):
 * whether a unit is there, and the units' numbers its answers show (RecordNamesQueries).
 */
export class MaintenanceQueries extends RecordNamesQueries {
  /** Whether the truck (a `vehicles` row) or trailer exists and is not deleted. */
  unitIsActive(unitType: MaintenanceUnitType, unitId: number): Promise<boolean> {
    const table = unitType === 'truck' ? vehicles : trailers;
    return anyRow(this.db, table, and(eq(table.id, unitId), eq(table.isDeleted, false)));
  }
}
