import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import type { DeliveryDetail } from '@fletx/contract/delivery-approval';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListOrder } from '../../db/keyset';
import { countUpTo, type TotalSelection, totalOf } from '../../db/list-totals';
import { defineList } from '../../db/lists';
import { Repository } from '../../db/repository';
import {
  brokers,
  loadSearchDocument,
  loadStatusCounts,
  loadStatusHistory,
  loads,
  loadTransactions,
  users,
} from '../../db/schema';
import { isoString } from '../../lib/iso-time';
import type { PageRequest } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

/** A load of the delivery-approval list (docs/product.md "Delivery approval"). */
export type EndedLoad = Omit<DeliveryDetail['load'], 'loadbook_status_id' | 'status_name'>;
/** A line of the load's ledger, amounts in cents. */
export type DeliveryLedgerEntry = DeliveryDetail['transactions'][number];

/** The ended loads (11), searched by number and cities. */
function endedWhere(search: string | undefined): SQL | undefined {
  const conditions: SQL[] = [eq(loads.statusId, LOAD_STATUS.ended)];
  const term = search?.trim();
  if (term) conditions.push(sql`${loadSearchDocument} LIKE ${containsPattern(term)}`);
  return and(...conditions);
}

/** A row of the list as `selectLoads` reads it. */
type EndedRow = Awaited<ReturnType<DeliveryApprovalQueries['selectLoads']>>[number];

/** How many loads are ended now, from the counters the triggers keep (migration 0021). */
const ENDED_TOTAL = totalOf(
  'ended loads',
  sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts} WHERE ${loadStatusCounts.statusId} = ${sql.raw(String(LOAD_STATUS.ended))})`,
);

/**
 * The oldest delivery first, the load waiting longest on top: by the delivery window's opening (then the id),
 * on `loads_ended_delivery_idx`, the ended loads' own index.
 */
const ENDED_ORDER: ListOrder = {
  direction: 'asc',
  id: loads.id,
  by: { column: loads.deliveryOpenAt, of: (row: EndedRow) => row.deliveryOpenAt, nullable: true },
};

/**
 * What the delivery-approval screens read of other areas: ended loads with their driver, broker and the
 * time they ended, and the load's ledger. OS&D entries and frozen statements are the module's own.
 */
export class DeliveryApprovalQueries extends Repository {
  /** The ended loads, the oldest delivery first. */
  private readonly list = defineList({
    name: 'ended loads',
    table: loads,
    order: ENDED_ORDER,
    select: (total?: TotalSelection) => this.selectLoads(total).$dynamic(),
  });

  private selectLoads(total?: TotalSelection) {
    return this.db
      .select({
        ...total,
        id: loads.id,
        idNumber: loads.idNumber,
        statusId: loads.statusId,
        first: users.firstName,
        last: users.lastName,
        broker: brokers.name,
        pickup: loads.pickupCity,
        delivery: loads.deliveryCity,
        tripRate: loads.tripRateCents,
        deliveryOpenAt: loads.deliveryOpenAt,
        endedAt:
          sql`(select max(${loadStatusHistory.changedAt}) from ${loadStatusHistory} where ${loadStatusHistory.loadId} = ${loads.id} and ${loadStatusHistory.toStatus} = ${LOAD_STATUS.ended})`.mapWith(
            loadStatusHistory.changedAt,
          ),
      })
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .leftJoin(users, eq(users.id, loads.driverId));
  }

  /** A page of the ended loads (11), the oldest delivery first, searched by number and cities; and how many match. */
  async ended(search: string | undefined, page: PageRequest): Promise<{ items: EndedLoad[]; total: number }> {
    const term = search?.trim();
    // Unsearched, the total is the counters' (exact, one row read); searched, counted up to LIST_COUNT_CAP.
    const where = endedWhere(search);
    const { rows, total } = term
      ? await this.lists.page(this.list, where, page, () => countUpTo(this.db, loads, where, LIST_COUNT_CAP))
      : await this.lists.builtPage(this.list, { key: 'unsearched', where }, page, { list: ENDED_TOTAL });
    return { items: rows.map(toEndedLoad), total };
  }

  /** Every ended load of the list, the oldest delivery first, a batch at a time (keyset: `format=csv`). */
  async *endedBatches(search: string | undefined): AsyncGenerator<EndedLoad[]> {
    for await (const rows of this.lists.batches(this.list, endedWhere(search))) yield rows.map(toEndedLoad);
  }

  /** Any load (whatever its status) as the list shows it, with its status; undefined when there is none. */
  async load(loadId: number): Promise<(EndedLoad & { statusId: number }) | undefined> {
    const [row] = await this.selectLoads().where(eq(loads.id, loadId));
    return row && { ...toEndedLoad(row), statusId: row.statusId };
  }

  /** The load's ledger, oldest first. */
  async ledger(loadId: number): Promise<DeliveryLedgerEntry[]> {
    const rows = await this.db
      .select()
      .from(loadTransactions)
      .where(eq(loadTransactions.loadId, loadId))
      .orderBy(asc(loadTransactions.id));
    return rows.map((t) => ({
      id: t.id,
      transaction_type_id: t.typeId,
      amount_cents: t.amountCents,
      comment: t.comment,
      created_by: t.createdByName,
      created_at: isoString(t.createdAt),
    }));
  }
}

function toEndedLoad(r: EndedRow): EndedLoad {
  return {
    id: r.id,
    id_number: r.idNumber,
    driver_name: r.first === null ? '' : `${r.first} ${r.last ?? ''}`.trim(),
    company_name: r.broker,
    city_pickup: r.pickup,
    city_delivery: r.delivery,
    trip_rate_cents: r.tripRate ?? 0,
    ended_at: r.endedAt ? isoString(r.endedAt as Date) : null,
  };
}
