import { eq } from 'drizzle-orm';
import { defineList } from '../../db/lists';
import { Repository } from '../../db/repository';
import { loads } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

/** What the tracking screens read of the loads area beyond the loads service: a driver's own loads. */
export class TrackingQueries extends Repository {
  private readonly list = defineList({
    name: 'driver load ids',
    table: loads,
    order: { direction: 'desc', id: loads.id },
    select: () => this.db.select({ id: loads.id }).from(loads).$dynamic(),
  });

  /** The ids of a page of a driver's loads, newest first (loads_driver_idx), and how many they have. */
  async driverLoadIds(driverId: number, page: PageRequest): Promise<{ ids: number[]; total: number }> {
    const { rows, total } = await this.lists.page(this.list, eq(loads.driverId, driverId), page);
    return { ids: rows.map((r) => r.id), total };
  }
}
