import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { and, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { trailers, vehicles } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

/** What maintenance reads of the equipment it schedules (it never writes the trucks' or trailers' tables). */
export class MaintenanceQueries extends Repository {
  /** Whether the truck (a `vehicles` row) or trailer exists and is not deleted. */
  unitIsActive(unitType: MaintenanceUnitType, unitId: number): Promise<boolean> {
    const table = unitType === 'truck' ? vehicles : trailers;
    return anyRow(this.db, table, and(eq(table.id, unitId), eq(table.isDeleted, false)));
  }
}
