import type { WorkOrderListQuery } from '@fletx/contract/work-orders';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type ListOrder, newestFirst } from '../../db/keyset';
import { type PageWindow, TableRepository } from '../../db/repository';
import {
  workOrderLineSearchDocument,
  workOrderLines,
  workOrderSearchDocument,
  workOrders,
} from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { DayWindow } from '../../lib/carrier-day';
import { containsPattern } from '../../lib/search';
import type { Unit } from './maintenance.repository';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;
export type LineRow = typeof workOrderLines.$inferSelect;
export type NewLineRow = Omit<typeof workOrderLines.$inferInsert, 'workOrderId'>;

/** The work orders and their lines (docs/product.md "Maintenance"): the list by the day opened. */
export class WorkOrdersRepository extends TableRepository<typeof workOrders> {
  private readonly newest = this.tableListOf('work orders', workOrders, this.byOpened('desc'));
  private readonly oldest = this.tableListOf('work orders', workOrders, this.byOpened('asc'));

  constructor(uow: UnitOfWork) {
    super(uow, workOrders);
  }

  private byOpened(direction: ListOrder['direction']): ListOrder {
    return { ...newestFirst(workOrders, { by: 'openedAt' }), direction };
  }

  /** A page of the list in its order (newest opened first unless `asc`). */
  page(where: SQL | undefined, window: PageWindow & { order?: WorkOrderListQuery['order'] }) {
    return (window.order === 'asc' ? this.oldest : this.newest).page(where, window);
  }

  /** Every row of the list in its order, in batches: the CSV export. */
  batches(where: SQL | undefined, order?: WorkOrderListQuery['order']) {
    return (order === 'asc' ? this.oldest : this.newest).batches(where);
  }

  /**
   * The list's filter: unit type, unit id, status, the days opened (`opened`: their instants, the carrier's
   * midnights), and the search in the vendor, the notes or a line's description (each through its trigram
   * index, then joined).
   */
  where(filter: Omit<WorkOrderListQuery, 'page' | 'take' | 'limit' | 'order'>, opened: DayWindow) {
    const term = filter.search?.trim();
    return and(
      filter.unitType ? eq(workOrders.unitType, filter.unitType) : undefined,
      filter.unitId !== undefined ? eq(workOrders.unitId, filter.unitId) : undefined,
      filter.status ? eq(workOrders.status, filter.status) : undefined,
      opened.from ? gte(workOrders.openedAt, opened.from) : undefined,
      opened.to ? lt(workOrders.openedAt, opened.to) : undefined,
      term
        ? sql`${workOrders.id} IN (SELECT ${workOrders.id} FROM ${workOrders} WHERE ${workOrderSearchDocument} LIKE ${containsPattern(term)} UNION SELECT ${workOrderLines.workOrderId} FROM ${workOrderLines} WHERE ${workOrderLineSearchDocument} LIKE ${containsPattern(term)})`
        : undefined,
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
    const ofOrders = inArray(workOrderLines.workOrderId, ids);
    return this.findMany(
      workOrderLines,
      ofOrders,
      asc(workOrderLines.workOrderId),
      asc(workOrderLines.position),
    );
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
