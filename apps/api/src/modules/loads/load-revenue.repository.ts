import { and, gte, lt, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadDeliveries } from '../../db/schema';

/**
 * What the loads delivered in a time window earned, per ISO week (docs/product.md "Load charts"): the counted
 * rows of load_deliveries, which triggers keep per delivered load (migration 0059: when its history first
 * reached 10, whether it is still at 10, 11 or 12, its ledger's types 1 to 6), read from
 * load_deliveries_counted_idx alone. The weeks are grouped in a subquery and named outside it: the planner,
 * knowing nothing of how many weeks there are, would otherwise sort every delivery instead of hashing them into
 * a few groups, and name each delivery's week instead of each week.
 */
export class LoadRevenueRepository extends Repository {
  /** Per ISO week of the carrier's days (`timeZone`, a bound parameter; the window's ends are instants). */
  async weekly(
    from: Date,
    to: Date,
    timeZone: string,
  ): Promise<Array<{ monday: string; loads: number; cents: number }>> {
    const { deliveredAt, revenueCents, counted } = loadDeliveries;
    const weeks = this.db
      .select({
        week: sql<Date>`date_trunc('week', ${deliveredAt} AT TIME ZONE ${timeZone}::text)`.as('week'),
        loads: sql<number>`count(*)::integer`.as('loads'),
        cents: sql<string>`sum(${revenueCents})`.as('cents'),
      })
      .from(loadDeliveries)
      .where(and(sql`${counted}`, gte(deliveredAt, from), lt(deliveredAt, to)))
      .groupBy(sql`1`)
      .as('weeks');
    const rows = await this.db
      .select({
        monday: sql<string>`to_char(${weeks.week}, 'YYYY-MM-DD')`,
        loads: weeks.loads,
        cents: weeks.cents,
      })
      .from(weeks)
      .orderBy(weeks.week);
    return rows.map((r) => ({ monday: r.monday, loads: Number(r.loads), cents: Number(r.cents) }));
  }
}
