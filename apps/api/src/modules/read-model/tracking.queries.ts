import { desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loads } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

/** What the tracking screens read of the loads area beyond the loads service: a driver's own loads. */
export class TrackingQueries extends Repository {
  /** The ids of a page of a driver's loads, newest first (loads_driver_idx), and how many they have. */
  async driverLoadIds(driverId: number, page: PageRequest): Promise<{ ids: number[]; total: number }> {
    const { rows, total } = await this.pageOf(() => this.db.select({ id: loads.id }).from(loads).$dynamic(), {
      table: loads,
      where: eq(loads.driverId, driverId),
      orderBy: [desc(loads.id)],
      page,
    });
    return { ids: rows.map((r) => r.id), total };
  }
}
