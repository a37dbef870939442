import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { FINISHED_STATUS_IDS } from '@fletx/contract/load-status';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { keysetBatches, type ListOrder, orderOf } from '../../db/keyset';
import { plannedPerCallColumn } from '../../db/named-statements';
import {
  BuiltPages,
  type PageWindow,
  Repository,
  type TotalColumns,
  totalOfLastPage,
} from '../../db/repository';
import { brokers, loadStatusCounts, loadStatuses, loads, trailerTypes, users } from '../../db/schema';
import {
  asParameter,
  asPlaceholder,
  type Bind,
  countedMatchesColumn,
  type LoadSearch,
  loadSearchOf,
  type PartyTotalRow,
  partyTotalColumns,
  searchCondition,
  searchPageOf,
  searchShape,
  searchTotal,
} from './load-search';

export interface LoadPageOptions {
  finished: boolean;
  brokerId?: number;
  search?: string;
  sort?: 'start' | 'end';
  order?: 'ASC' | 'DESC';
}

/**
 * A load's columns (not the search document, db/schema/loads.ts), the names shown beside it, and how to reach
 * its driver (a list's drivers come from its rows, without a statement of their own).
 */
const { searchDocument: _searchDocument, ...loadColumns } = getTableColumns(loads);
const withNames = {
  ...loadColumns,
  brokerName: brokers.name,
  trailerTypeName: trailerTypes.name,
  statusName: loadStatuses.name,
  driverFirstName: users.firstName,
  driverLastName: users.lastName,
  driverEmail: users.email,
  driverPhone: users.phone,
};

/** A load row with its names, as the lists read it. */
export type LoadWithNames = NonNullable<Awaited<ReturnType<LoadsQueries['byId']>>>;

/**
 * The loads as the load board shows them (docs/product.md "Loads"): each load with its broker's, trailer
 * type's, status's and driver's names, the lists of active and finished loads, and the drivers beside them.
 * Reads only.
 */
export class LoadsQueries extends Repository {
  private readonly board = new Map<string, BuiltPages<LoadWithNames>>();

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
    const [row] = await this.runBuilt(
      'load by id',
      () =>
        this.selectWithNames()
          .where(eq(loads.id, sql.placeholder('id')))
          .limit(1)
          .prepare(''),
      { id },
    );
    return row;
  }

  /**
   * A page of active or finished loads. Unsearched, the total is the counters' (exact, 16 rows read); searched,
   * the page and its total come from each alternative of the search through its own index (load-search.ts).
   */
  async page(options: LoadPageOptions, page: PageWindow) {
    const list = listCondition(options);
    const orderBy = orderOf(loadOrder(options));
    const term = options.search?.trim();
    if (!term) {
      return this.pageOf(() => this.selectWithNames().$dynamic(), {
        table: loads,
        where: list,
        orderBy,
        page,
        pagedBy: loads.id,
        built: this.boardPages(options),
        values: { finished: options.finished, brokerId: options.brokerId },
        ...(options.brokerId === undefined ? { total: BOARD_TOTAL } : { countCap: LIST_COUNT_CAP }),
      });
    }
    const search = await loadSearchOf(this.db, term);
    const finished = options.brokerId === undefined ? options.finished : undefined;
    // The page first: a page that ends the list (a load number's search, most rare terms) tells its total,
    // so no count is run; a full page of a driver's or a broker's loads carries their counters' total, any
    // other the matches counted where no sample could answer, and every full page the sizes that say whether
    // a sample can help.
    const { rows, read, known } = await this.searchPage(search, options, page, finished);
    const total =
      totalOfLastPage(rows.length, page) ??
      (await searchTotal(
        this.db,
        list,
        search,
        {
          table: loadsCounted,
          list: loadsCountedIn(sql`${options.finished}`),
          ...(finished !== undefined && { finished }),
          ...(known && { known }),
        },
        undefined,
        read,
      ));
    return { rows, total };
  }

  /**
   * The unsearched board's pages of this shape (sort, order, broker or not: 18 at most), built once with the
   * list's values as placeholders (db/unit-of-work.ts `BuiltPages`, run by `pageOf`), deep pages by their ids
   * read first; without a broker, each page carries its total, from the counters.
   */
  private boardPages(options: LoadPageOptions): BuiltPages<LoadWithNames> {
    const shape = `${options.sort}:${options.order}:${options.brokerId === undefined ? '' : 'broker'}`;
    let pages = this.board.get(shape);
    if (!pages) {
      const where = and(
        eq(loads.finished, sql.placeholder('finished')),
        options.brokerId === undefined ? undefined : eq(loads.brokerId, sql.placeholder('brokerId')),
      );
      const order = orderOf(loadOrder(options));
      pages = new BuiltPages(
        () =>
          this.selectWithNames()
            .where(where)
            .orderBy(...order)
            .$dynamic(),
        {
          total: options.brokerId === undefined ? BOARD_TOTAL : undefined,
          deep: {
            id: loads.id,
            ids: () =>
              this.db
                .select({ id: loads.id })
                .from(loads)
                .where(where)
                .orderBy(...order)
                .$dynamic(),
          },
        },
      );
      this.board.set(shape, pages);
    }
    return pages;
  }

  /**
   * A page of a searched list: its ids first, from the loads alone (`searchPageOf`), then their rows with the
   * names. Planned as one statement, the joins around the search cost PostgreSQL 2 ms of planning for 0.2 ms of
   * work; apart, the ids plan in a tenth of a millisecond and the rows by id run on a kept plan
   * (db/named-statements.ts). The ids' LIMIT and OFFSET stay parameters on purpose: the best plan depends on
   * the term (a frequent one walks the order's index, a rare one its trigram index), so PostgreSQL must plan
   * each search for its term.
   */
  private async searchPage(
    search: LoadSearch,
    options: LoadPageOptions,
    page: PageWindow,
    finished: boolean | undefined,
  ): Promise<{
    rows: LoadWithNames[];
    read?: { party?: PartyTotalRow; matches?: number };
    known?: { table: number; list: number };
  }> {
    const order = loadOrder(options);
    const party = finished !== undefined ? search.party?.kind : undefined;
    const shape = `${searchShape(search.values)}:${options.brokerId === undefined ? '' : 'broker'}:${options.sort}:${options.order}:${party ?? 'count'}`;
    // Built once per shape of search, list and order (its values placeholders), not written again each call.
    const ids: Array<
      { id: number; tableSize: string; listSize: string; matches?: string | null } & Partial<PartyTotalRow>
    > = await this.runBuilt(
      `search ids ${shape}`,
      () => {
        const list = listCondition(options, asPlaceholder);
        const sizes = { table: loadsCounted, list: loadsCountedIn(asPlaceholder('finished', undefined)) };
        const pageIds = searchPageOf(list, search, order, page, asPlaceholder);
        return this.db
          .select({
            // Planned for its term on every call (a kept generic plan read "tulsa" at 1 M in 300 ms, not 1).
            id: plannedPerCallColumn(pageIds.id),
            tableSize: sql<string>`${sizes.table}`,
            listSize: sql<string>`${sizes.list}`,
            ...(partyTotalColumns(list, search, finished, asPlaceholder) ?? {
              matches: countedMatchesColumn(list, search, sizes, asPlaceholder),
            }),
          })
          .from(pageIds.from)
          .orderBy(...pageIds.orderBy)
          .limit(sql.placeholder('take'))
          .offset(sql.placeholder('offset'))
          .prepare('');
      },
      {
        ...search.values,
        finished: options.finished,
        ...(options.brokerId !== undefined && { brokerId: options.brokerId }),
        pageEnd: page.offset + page.take,
        take: page.take,
        offset: page.offset,
      },
    );
    const [first] = ids;
    if (!first) return { rows: [] };
    // The rows by id: built once per order (drizzle builds the select's 45 columns again on every call).
    const rows = await this.runBuilt(
      `search rows ${options.sort}:${options.order}`,
      () =>
        this.selectWithNames()
          .where(sql`${loads.id} = ANY(${sql.placeholder('ids')}::int[])`)
          .orderBy(...orderOf(order))
          .prepare(''),
      { ids: ids.map((row) => row.id) },
    );
    const read =
      first.partyLoads !== undefined && first.partyOthers !== undefined
        ? { party: { partyLoads: first.partyLoads, partyOthers: first.partyOthers } }
        : first.matches !== undefined && first.matches !== null
          ? { matches: Number(first.matches) }
          : {};
    return { rows, read, known: { table: Number(first.tableSize), list: Number(first.listSize) } };
  }

  /** Every load of the list, in its order, a batch at a time (keyset on the sort and the id: `format=csv`). */
  async *batches(options: LoadPageOptions): AsyncGenerator<LoadWithNames[]> {
    const term = options.search?.trim();
    const search = term ? searchCondition(await loadSearchOf(this.db, term)) : undefined;
    const where = and(listCondition(options), search);
    yield* keysetBatches<LoadWithNames>(() => this.selectWithNames().$dynamic(), where, loadOrder(options));
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

/**
 * The list (active or finished loads), and one broker's loads only with `brokerId`; its values parameters, or
 * placeholders (`finished`, `brokerId`) of a statement built once.
 */
function listCondition(options: LoadPageOptions, bind: Bind = asParameter): SQL {
  const conditions: SQL[] = [eq(loads.finished, bind('finished', options.finished))];
  if (options.brokerId !== undefined) conditions.push(eq(loads.brokerId, bind('brokerId', options.brokerId)));
  return and(...conditions) as SQL;
}

/** How many loads there are, from the counters (an expression read in another statement). */
const loadsCounted = sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts})`;

/** How many loads the list holds (`finished`: the finished loads, else the active ones), from the counters. */
const loadsCountedIn = (finished: SQL) =>
  sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts}
    WHERE (${loadStatusCounts.statusId} IN (${sql.raw(FINISHED_STATUS_IDS.join(', '))})) = ${finished})`;

/** The board's total without a broker: the list's counters (`finished` a placeholder of the page). */
const BOARD_TOTAL: TotalColumns = {
  name: 'loads in list',
  columns: { listTotal: loadsCountedIn(sql`${sql.placeholder('finished')}`) },
};
