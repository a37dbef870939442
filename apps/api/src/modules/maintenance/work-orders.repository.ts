import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import type { WorkOrderStatus } from '@fletx/contract/work-orders';
import { and, asc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
import { type PageWindow, TableRepository } from '../../db/repository';
import { workOrderLines, workOrders } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Unit } from './maintenance.repository';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;
export type LineRow = typeof workOrderLines.$inferSelect;
export type NewLineRow = Omit<typeof workOrderLines.$inferInsert, 'workOrderId'>;

/** The work orders and their lines (docs/product.md "Maintenance"): the list newest first. */
export class WorkOrdersRepository extends TableRepository<typeof workOrders> {
  private readonly list = this.listOf(
    'work orders',
    workOrders,
    newestFirst(workOrders, { by: 'createdAt' }),
    (total) =>
      this.db
        .select({ ...getTableColumns(workOrders), ...total })
        .from(workOrders)
        .$dynamic(),
  );

  constructor(uow: UnitOfWork) {
    super(uow, workOrders);
  }

  page(where: SQL | undefined, window: PageWindow) {
    return this.list.page(where, window);
  }

  /** The list's filter: unit type, unit id, status. */
  where(filter: { unitType?: MaintenanceUnitType; unitId?: number; status?: WorkOrderStatus }) {
    return and(
      filter.unitType ? eq(workOrders.unitType, filter.unitType) : undefined,
      filter.unitId !== undefined ? eq(workOrders.unitId, filter.unitId) : undefined,
      filter.status ? eq(workOrders.status, filter.status) : undefined,
    );
  }

  /** Replaces an order's lines (the caller's transaction). */
  async replaceLines(workOrderId: number, lines: NewLineRow[]): Promise<void> {
    await this.db.delete(workOrderLines).where(eq(workOrderLines.workOrderId, workOrderId));
    if (lines.length > 0)
      await this.db.insert(workOrderLines).values(lines.map((line) => ({ ...line, workOrderId })));
  }

  /** The lines of these orders, in their order. */
  linesOf(ids: number[]): Promise<LineRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(workOrderLines)
      .where(inArray(workOrderLines.workOrderId, ids))
      .orderBy(asc(workOrderLines.workOrderId), asc(workOrderLines.position));
  }

  /** A unit's done orders in a period: how many and their total in cents. */
  async doneIn(unit: Unit, from: Date, to: Date): Promise<{ count: number; cents: number }> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${workOrders.totalCents}), 0)`.mapWith(Number),
      })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.unitType, unit.unitType),
          eq(workOrders.unitId, unit.unitId),
          eq(workOrders.status, 'done'),
          gte(workOrders.doneAt, from),
          lte(workOrders.doneAt, to),
        ),
      );
    return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
  }
}
