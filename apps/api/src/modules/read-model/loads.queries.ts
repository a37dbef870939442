import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { type ListOrder, orderOf } from '../../db/keyset';
import { type PageWindow, type TotalSelection, totalOf, totalOfLastPage } from '../../db/list-totals';
import { defineList, type ListDefinition } from '../../db/lists';
import { Repository } from '../../db/repository';
import {
  brokers,
  invoices,
  loadStatusCounts,
  loadStatuses,
  loads,
  trailerTypes,
  users,
} from '../../db/schema';
import { anyOf } from '../../db/statements';
import {
  type FilteredList,
  filteredPage,
  type LoadFilters,
  loadListOf,
  loadsCountedIn,
  readWhole,
} from './load-filters';
import { type LoadSearch, loadSearchOf, searchCondition, searchPageOf, searchShape } from './load-search';
import {
  countedMatchesColumn,
  type PartyTotalRow,
  partyTotalColumns,
  searchTotal,
} from './load-search-total';

export interface LoadPageOptions extends LoadFilters {
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

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The loads as the load board shows them (docs/product.md "Loads"): each load with its broker's, trailer
 * type's, status's and driver's names, the lists of active and finished loads, and the drivers beside them.
 * Reads only.
 */
export class LoadsQueries extends Repository {
  /** The board in each of its orders (db/lists.ts). */
  private readonly boards = new Map<string, ListDefinition<ReturnType<LoadsQueries['selectWithNames']>>>();

  private selectWithNames(total?: TotalSelection) {
    return this.db
      .select({ ...withNames, ...total })
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.statusId))
      .leftJoin(users, eq(users.id, loads.driverId))
      .$dynamic();
  }

  async byId(id: number) {
    return this.runFirst(
      'load by id',
      () =>
        this.selectWithNames()
          .where(eq(loads.id, sql.placeholder('id')))
          .limit(1),
      { id },
    );
  }

  /**
   * The number of the load's invoice that is not void, if any: an invoiced load is cancelled only once its
   * invoice is void (docs/decisions/0053-void-invoices.md).
   */
  async standingInvoiceNumber(loadId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.loadId, loadId), isNull(invoices.voidedAt)))
      .limit(1);
    return row?.number;
  }

  /**
   * A page of active or finished loads. Unsearched and unfiltered, the page is built once per shape (sort,
   * order) and carries its total from the counters (exact, 16 rows read); filtered (load-filters.ts), its ids
   * are read first, planned for the filters' values, with the counters' total where they answer; searched,
   * the page and its total come from each alternative of the search through its own index (load-search.ts).
   */
  async page(options: LoadPageOptions, page: PageWindow) {
    const list = loadListOf(options);
    const term = options.search?.trim();
    if (!term && !list.narrowed)
      return this.lists.builtPage(
        this.board(options),
        { key: list.key, where: list.where, values: list.values },
        page,
        {
          list: BOARD_TOTAL,
        },
      );
    if (!term) {
      const found = await filteredPage(this.lists.statements, list, loadOrder(options), page);
      return { rows: await this.rowsByIds(found.ids, options), total: found.total };
    }
    const search = await loadSearchOf(this.lists.statements, term);
    if (list.narrowed) return this.filteredSearchPage(search, options, list, page);
    const finished = options.finished;
    // The page first: a page that ends the list (a load number's search, most rare terms) tells its total,
    // so no count is run; a full page of a driver's or a broker's loads carries their counters' total, any
    // other the matches counted where no sample could answer, and every full page the sizes that say whether
    // a sample can help.
    const { rows, read, known } = await this.searchPage(search, options, list, page, finished);
    const total =
      totalOfLastPage(rows.length, page) ??
      (await searchTotal(
        this.lists.statements,
        list,
        search,
        {
          key: 'counters',
          table: loadsCounted,
          list: loadsCountedIn(placeholder('finished')),
          finished,
          ...(known && { known }),
        },
        undefined,
        read,
      ));
    return { rows, total };
  }

  /**
   * A page of a filtered, searched list: its total first (searchTotal: a sample, else the matches counted), then
   * its ids as the total says — each alternative's matches read whole and sorted when they are few (or the walk
   * would start outside the pickup days), found by a walk of the order otherwise (load-filters.ts `readWhole`).
   */
  private async filteredSearchPage(
    search: LoadSearch,
    options: LoadPageOptions,
    list: FilteredList,
    page: PageWindow,
  ) {
    const total = await searchTotal(this.lists.statements, list, search, {
      key: 'counters',
      table: loadsCounted,
      list: loadsCountedIn(placeholder('finished')),
    });
    if (total <= page.offset && total <= LIST_COUNT_CAP) return { rows: [], total };
    const sorted = readWhole(list, loadOrder(options), total);
    const { rows } = await this.searchPage(search, options, list, page, undefined, sorted);
    return { rows, total };
  }

  /** The rows of `ids` with their names, in the list's order (a statement kept per order). */
  private async rowsByIds(ids: number[], options: LoadPageOptions): Promise<LoadWithNames[]> {
    if (ids.length === 0) return [];
    return this.run(
      `search rows ${orderKey(options)}`,
      () =>
        this.selectWithNames()
          .where(anyOf(loads.id, 'ids'))
          .orderBy(...orderOf(loadOrder(options))),
      { ids },
    );
  }

  /** The board in the order `options` ask for. */
  private board(options: LoadPageOptions) {
    const key = orderKey(options);
    let board = this.boards.get(key);
    if (!board) {
      board = defineList({
        name: `loads ${key}`,
        table: loads,
        order: loadOrder(options),
        select: (total?: TotalSelection) => this.selectWithNames(total),
      });
      this.boards.set(key, board);
    }
    return board;
  }

  /**
   * A page of a searched list: its ids first, from the loads alone (`searchPageOf`), then their rows with the
   * names. Planned as one statement, the joins around the search cost PostgreSQL far more planning than the
   * work; apart, the ids plan quickly and the rows by id run on a kept plan. The ids' statement is planned for
   * its values on every call: the best plan depends on the term (a frequent one walks the order's index, a rare
   * one its trigram index). Both are built once per shape of search, list and order.
   */
  private async searchPage(
    search: LoadSearch,
    options: LoadPageOptions,
    list: FilteredList,
    page: PageWindow,
    finished: boolean | undefined,
    /** A filtered list's page, whose total is read apart: its matches read whole and sorted, or walked. */
    sorted?: boolean,
  ): Promise<{
    rows: LoadWithNames[];
    read?: { party?: PartyTotalRow; matches?: number };
    known?: { table: number; list: number };
  }> {
    const order = loadOrder(options);
    const party = finished !== undefined ? search.party?.kind : undefined;
    const totals = sorted === undefined ? (party ?? 'count') : sorted ? 'sorted' : 'walk';
    const shape = `${searchShape(search.values)}:${list.key}:${orderKey(options)}:${totals}`;
    const ids: Array<
      { id: number; tableSize?: string; listSize?: string; matches?: string | null } & Partial<PartyTotalRow>
    > = await this.lists.statements.run(
      `search ids ${shape}`,
      () => {
        const sizes = { table: loadsCounted, list: loadsCountedIn(placeholder('finished')) };
        const pageIds = searchPageOf(list.where, search.values, order, sorted);
        return this.db
          .select({
            id: pageIds.id,
            ...(sorted === undefined && {
              tableSize: sql<string>`${sizes.table}`,
              listSize: sql<string>`${sizes.list}`,
              ...(partyTotalColumns(list.where, search, finished) ?? {
                matches: countedMatchesColumn(list.where, search.values, sizes),
              }),
            }),
          })
          .from(pageIds.from)
          .orderBy(...pageIds.orderBy)
          .limit(sql.placeholder('take'))
          .offset(sql.placeholder('offset'));
      },
      {
        ...list.values,
        ...search.values,
        pageEnd: page.offset + page.take,
        take: page.take,
        offset: page.offset,
      },
      { plannedPerCall: true },
    );
    const [first] = ids;
    if (!first) return { rows: [] };
    const rows = await this.rowsByIds(
      ids.map((row) => row.id),
      options,
    );
    const read =
      first.partyLoads !== undefined && first.partyOthers !== undefined
        ? { party: { partyLoads: first.partyLoads, partyOthers: first.partyOthers } }
        : first.matches !== undefined && first.matches !== null
          ? { matches: Number(first.matches) }
          : {};
    if (first.tableSize === undefined || first.listSize === undefined) return { rows };
    return { rows, read, known: { table: Number(first.tableSize), list: Number(first.listSize) } };
  }

  /** Every load of the list, in its order, a batch at a time (keyset on the sort and the id: `format=csv`). */
  async *batches(options: LoadPageOptions): AsyncGenerator<LoadWithNames[]> {
    const list = loadListOf(options);
    const term = options.search?.trim();
    const search = term ? await loadSearchOf(this.lists.statements, term) : undefined;
    yield* this.lists.batches(
      this.board(options),
      and(list.where, search && searchCondition(search.values)),
      { ...list.values, ...search?.values },
    );
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

/** Names the list's order in its statements' keys. */
const orderKey = (options: LoadPageOptions) => `${options.sort}:${options.order}`;

/** How many loads there are, from the counters (an expression read in another statement). */
const loadsCounted = sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts})`;

/** The board's total without a broker: the list's counters (`finished` a placeholder of the page). */
const BOARD_TOTAL = totalOf('loads in list', loadsCountedIn(placeholder('finished')));
