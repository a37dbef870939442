import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { ListOrder } from '../../db/keyset';
import type { TotalSelection } from '../../db/list-totals';
import { defineList } from '../../db/lists';
import { Repository } from '../../db/repository';
import { driverInformation, driverPreferences, userSearchCondition, users } from '../../db/schema';
import { personColumns } from './person-columns';

/**
 * The drivers screens (docs/product.md "Drivers"): a driver is a user (name, email) with their driver
 * information, so the list and the owners selector are read here.
 */
export class DriversQueries extends Repository {
  private readonly drivers = defineList({
    name: 'drivers',
    table: driverInformation,
    order: DRIVER_ORDER,
    select: (total?: TotalSelection) => this.selectList(total).$dynamic(),
  });

  /**
   * Drivers (users joined with their information), newest first (driver_information_created_idx), searched by
   * name and email. Unsearched, the page is built once and carries its total, the information rows' (one per
   * driver).
   */
  async list(
    filter: { search?: string },
    page: { offset: number; limit: number },
  ): Promise<{ rows: DriverListRow[]; total: number }> {
    const where = filter.search ? userSearchCondition(filter.search) : undefined;
    const window = { take: page.limit, offset: page.offset };
    if (where === undefined) return this.lists.pageOf(this.drivers, undefined, window);
    return this.lists.page(this.drivers, where, window, () => this.countMatching(where));
  }

  private async countMatching(where: SQL): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .where(where);
    return row?.n ?? 0;
  }

  /** Every driver of the list, in its order, a batch at a time (keyset: `format=csv`). */
  batches(filter: { search?: string }): AsyncGenerator<DriverListRow[]> {
    const where = filter.search ? userSearchCondition(filter.search) : undefined;
    return this.lists.batches(this.drivers, where);
  }

  private selectList(total?: TotalSelection) {
    return this.db
      .select({
        ...total,
        ...personColumns,
        email: users.email,
        status: driverInformation.status,
        leaseAgreementDate: driverInformation.leaseAgreementDate,
        powerOnly: driverPreferences.powerOnly,
        informationId: driverInformation.id,
        informationCreatedAt: driverInformation.createdAt,
      })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .leftJoin(driverPreferences, eq(driverPreferences.userId, driverInformation.userId));
  }

  /** Drivers who own their truck or whose truck a third party owns. */
  async owners() {
    return this.db
      .select({
        ...personColumns,
        ownership: driverInformation.ownership,
        ownerName: driverInformation.ownerName,
        ownerEmail: driverInformation.ownerEmail,
        ownerCell: driverInformation.ownerCell,
      })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .where(inArray(driverInformation.ownership, ['driver_owner', 'third_party']))
      .orderBy(driverInformation.ownerName, users.id);
  }
}

/** A row of the list as its select reads it: what the list shows, and the order's keys. */
type ListRow = Awaited<ReturnType<DriversQueries['selectList']>>[number];

/** A driver as the list shows them: the user's name and email, their status and preferences. */
export type DriverListRow = Omit<ListRow, 'informationId' | 'informationCreatedAt'>;

/** Newest first (by when the driver information was entered). */
const DRIVER_ORDER: ListOrder = {
  direction: 'desc',
  id: driverInformation.id,
  idOf: (row: { informationId: number }) => row.informationId,
  by: {
    column: driverInformation.createdAt,
    of: (row: { informationCreatedAt: Date }) => row.informationCreatedAt,
  },
};
