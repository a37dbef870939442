import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { FINISHED_STATUS_IDS } from '@fletx/contract/load-status';
import { GROUPS } from '@fletx/contract/roles';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { keysetBatches, type ListOrder, orderOf } from '../../db/keyset';
import { brokers, loadStatusCounts, loadStatuses, loads, trailerTypes, users } from '../../db/schema';
import { type PageWindow, Repository } from '../../db/unit-of-work';
import { containsPattern } from '../../lib/search';
import {
  brokerNameDocument,
  loadSearchDocument,
  SEARCH_MATCH_LIMIT,
  userSearchDocument,
} from './load-search';

export interface LoadPageOptions {
  finished: boolean;
  brokerId?: number;
  search?: string;
  sort?: 'start' | 'end';
  order?: 'ASC' | 'DESC';
}

/** A load's columns and the names shown beside it. */
const withNames = {
  ...getTableColumns(loads),
  brokerName: brokers.name,
  trailerTypeName: trailerTypes.name,
  statusName: loadStatuses.name,
  driverFirstName: users.firstName,
  driverLastName: users.lastName,
};

/** A load row with its names, as the lists read it. */
export type LoadWithNames = NonNullable<Awaited<ReturnType<LoadsQueries['byId']>>>;

/**
 * The loads as the load board shows them (docs/product.md "Loads"): each load with its broker's, trailer
 * type's, status's and driver's names, the lists of active and finished loads, and the drivers beside them.
 * Reads only.
 */
export class LoadsQueries extends Repository {
  private selectWithNames() {
    return this.db
      .select(withNames)
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.statusId))
      .leftJoin(users, eq(users.id, loads.driverId));
  }

  async byId(id: number) {
    const [row] = await this.selectWithNames().where(eq(loads.id, id)).limit(1);
    return row;
  }

  /**
   * A page of active or finished loads. The search matches the load number and cities through
   * loads_search_trgm_idx, and drivers and brokers by name through their own trigram indexes (their ids
   * are looked up first so the planner can OR three index scans).
   */
  async page(options: LoadPageOptions, page: PageWindow) {
    const { where, filtered } = await this.filterOf(options);
    // Unfiltered, the total is the counters' (exact, 16 rows read); searched, counted up to LIST_COUNT_CAP.
    return this.pageOf(this.selectWithNames().$dynamic(), {
      table: loads,
      where,
      orderBy: orderOf(loadOrder(options)),
      page,
      ...(filtered ? { countCap: LIST_COUNT_CAP } : { total: await this.countIn(options.finished) }),
    });
  }

  /** Every load of the list, in its order, a batch at a time (keyset on the sort and the id: `format=csv`). */
  async *batches(options: LoadPageOptions): AsyncGenerator<LoadWithNames[]> {
    const { where } = await this.filterOf(options);
    yield* keysetBatches<LoadWithNames>(() => this.selectWithNames().$dynamic(), where, loadOrder(options));
  }

  private async filterOf(options: LoadPageOptions): Promise<{ where: SQL | undefined; filtered: boolean }> {
    const conditions: SQL[] = [eq(loads.finished, options.finished)];
    if (options.brokerId !== undefined) conditions.push(eq(loads.brokerId, options.brokerId));
    const term = options.search?.trim();
    if (term) conditions.push(await this.searchCondition(term));
    return { where: and(...conditions), filtered: Boolean(term) || options.brokerId !== undefined };
  }

  /** How many loads are finished (or active), from the counters the triggers keep. */
  private async countIn(finished: boolean): Promise<number> {
    const done = new Set<number>(FINISHED_STATUS_IDS);
    const rows = await this.db
      .select({ statusId: loadStatusCounts.statusId, n: loadStatusCounts.loadCount })
      .from(loadStatusCounts);
    return rows.filter((r) => done.has(r.statusId) === finished).reduce((sum, r) => sum + Number(r.n), 0);
  }

  /** The people with these ids (a page's drivers). */
  async people(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  /** Load number, id, a city, or the name of its driver or broker. */
  private async searchCondition(term: string): Promise<SQL> {
    const pattern = containsPattern(term);
    const [driverIds, brokerIds] = await Promise.all([
      this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.group, GROUPS.drivers), sql`${userSearchDocument} LIKE ${pattern}`))
        .limit(SEARCH_MATCH_LIMIT),
      this.db
        .select({ id: brokers.id })
        .from(brokers)
        .where(sql`${brokerNameDocument} LIKE ${pattern}`)
        .limit(SEARCH_MATCH_LIMIT),
    ]);
    const alternatives: SQL[] = [sql`${loadSearchDocument} LIKE ${pattern}`];
    if (/^\d{1,9}$/.test(term)) alternatives.push(eq(loads.id, Number(term)));
    if (driverIds.length > 0) alternatives.push(inArray(loads.driverId, ids(driverIds)));
    if (brokerIds.length > 0) alternatives.push(inArray(loads.brokerId, ids(brokerIds)));
    return sql`(${sql.join(alternatives, sql` OR `)})`;
  }
}

/** Start or end (with the id), or newest first (loads_finished_start_idx, loads_finished_end_idx). */
function loadOrder(options: LoadPageOptions): ListOrder {
  const direction = options.order === 'ASC' ? 'asc' : 'desc';
  if (options.sort === 'start')
    return {
      direction,
      id: loads.id,
      by: { column: loads.pickupOpenAt, of: (row: LoadWithNames) => row.pickupOpenAt },
    };
  if (options.sort === 'end') {
    return {
      direction,
      id: loads.id,
      by: { column: loads.deliveryOpenAt, of: (row: LoadWithNames) => row.deliveryOpenAt, nullable: true },
    };
  }
  return { direction: 'desc', id: loads.id };
}

const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((r) => r.id);
