import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { loadStatusHistory, loads, loadTransactions } from '../../db/schema';

/** The ledger entries that are revenue: the trip rate (1) and the accessorials (2 to 6). */
const REVENUE_TYPES = { from: 1, to: 6 } as const;

/** Statuses of a delivered load that was not cancelled afterwards. */
const DELIVERED = [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved] as const;

/**
 * What the loads delivered in a time window earned, per ISO week (docs/product.md "Load charts"). A load is
 * delivered when its history first reaches 10; load_status_history_to_changed_idx (migration 0026) finds those
 * rows of the window without reading the rest of the history, and each load's ledger is read by its index.
 */
export class LoadRevenueRepository extends Repository {
  async weekly(from: Date, to: Date): Promise<Array<{ monday: string; loads: number; cents: number }>> {
    const result = await this.db.execute(sql`
      WITH delivered AS (
        SELECT h.load_id, min(h.changed_at) AS at
        FROM ${loadStatusHistory} h
        WHERE h.to_status = ${LOAD_STATUS.delivered} AND h.changed_at >= ${from.toISOString()}::timestamptz
          AND h.changed_at < ${to.toISOString()}::timestamptz
        GROUP BY h.load_id
      )
      SELECT to_char(date_trunc('week', d.at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS monday,
             count(*)::integer AS loads,
             coalesce(sum(money.cents), 0)::bigint AS cents
      FROM delivered d
      JOIN ${loads} l ON l.id = d.load_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(t.amount_cents), 0) AS cents
        FROM ${loadTransactions} t
        WHERE t.load_id = d.load_id AND t.type_id BETWEEN ${REVENUE_TYPES.from} AND ${REVENUE_TYPES.to}
      ) money
      WHERE l.status_id IN (${sql.join(
        DELIVERED.map((s) => sql`${s}`),
        sql`, `,
      )})
      GROUP BY 1
      ORDER BY 1
    `);
    return rowsOf<{ monday: string; loads: number; cents: string | number }>(result).map((r) => ({
      monday: r.monday,
      loads: Number(r.loads),
      cents: Number(r.cents),
    }));
  }
}
