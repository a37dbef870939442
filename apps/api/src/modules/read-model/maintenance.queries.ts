import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { and, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { trailers, vehicles } from '../../db/schema';

/** What maintenance reads of the equipment it schedules (it never writes the trucks' or trailers' tables). */
export class MaintenanceQueries extends Repository {
  /** Whether the truck (a `vehicles` row) or trailer exists and is not deleted. */
  async unitIsActive(unitType: MaintenanceUnitType, unitId: number): Promise<boolean> {
    const table = unitType === 'truck' ? vehicles : trailers;
    const [row] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, unitId), eq(table.isDeleted, false)))
      .limit(1);
    return row !== undefined;
  }
}
