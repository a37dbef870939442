import { and, count, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { StaleVersion } from '../lib/record-version';
import type { Db } from './client';
import { keysetBatches, type ListOrder, orderOf } from './keyset';
import { rowCount } from './named-statements';
import { withCompiledRows } from './row-mapper';
import type { UnitOfWork } from './unit-of-work';

/** Which rows of a list a page holds: `take` rows from `offset` (a lib/paging.ts PageRequest is one). */
export interface PageWindow {
  take: number;
  offset: number;
}

/**
 * What every repository and read-model query class is: a `db` that is the unit of work's transaction while
 * one is open, the database otherwise.
 */
export abstract class Repository {
  constructor(protected readonly uow: UnitOfWork) {}

  protected get db(): Db {
    return this.uow.db;
  }

  /** Inserts one row and answers it as stored. */
  protected async insertOne<T extends PgTable>(
    table: T,
    values: T['$inferInsert'],
  ): Promise<T['$inferSelect']> {
    const [row] = (await this.db
      .insert(table)
      .values(values as PgInsertValue<T>)
      .returning()) as T['$inferSelect'][];
    if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
    return row;
  }

  /**
   * The first row of `table` that matches (in `orderBy` order when given); `forUpdate` locks it until the
   * transaction ends.
   */
  protected async findOne<T extends PgTable>(
    table: T,
    where: SQL | undefined,
    options: { forUpdate?: boolean; orderBy?: SQL | PgColumn } = {},
  ): Promise<T['$inferSelect'] | undefined> {
    const query = this.db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...(options.orderBy ? [options.orderBy] : []))
      .limit(1);
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row as T['$inferSelect'] | undefined;
  }

  /** The rows of `table` that match, in `orderBy` order. */
  protected async findMany<T extends PgTable>(
    table: T,
    where: SQL | undefined,
    ...orderBy: Array<SQL | PgColumn>
  ): Promise<T['$inferSelect'][]> {
    return (await this.db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)) as T['$inferSelect'][];
  }

  /**
   * Changes the rows that match and stamps their `updated_at` (and counts their `version`, where the table
   * keeps one); answers the first, as stored, or undefined when none matches. With `version` (the version an
   * edit expects, lib/record-version.ts) only a row still at that version changes: when none did but a row
   * matches `where`, it moved on meanwhile and `StaleVersion` is thrown (the caller answers 412).
   */
  protected async updateStamped<T extends PgTable & { updatedAt: PgColumn }>(
    table: T,
    where: SQL,
    values: Partial<T['$inferInsert']>,
    version?: number,
  ): Promise<T['$inferSelect'] | undefined> {
    const versioned = 'version' in table ? (table as unknown as VersionedTable) : undefined;
    if (version !== undefined && !versioned) throw new Error(`${getTableName(table)} keeps no version`);
    const guarded = versioned && version !== undefined ? and(where, eq(versioned.version, version)) : where;
    const stamp = versioned
      ? { updatedAt: new Date(), version: sql`${versioned.version} + 1` }
      : { updatedAt: new Date() };
    const [row] = (await this.db
      .update(table)
      .set({ ...values, ...stamp } as PgUpdateSetSource<T>)
      .where(guarded)
      .returning()) as T['$inferSelect'][];
    if (row || guarded === where) return row;
    const [moved] = await this.db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(where)
      .limit(1);
    if (moved) throw new StaleVersion(getTableName(table));
    return undefined;
  }

  /** How many rows of `table` match `where` (all of them without it). */
  protected async countOf(table: PgTable, where?: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  /**
   * A page of a list: `select()` (a select with its joins, made `$dynamic()`; called only when the page is
   * not built already) filtered by `where`, in `orderBy` order, cut to `page` (lib/paging.ts `pageRequest`);
   * and how many rows of `table` match `where` — exactly, or up to `countCap` + 1 when a cap is given (a
   * total above the cap means "more than that"), or `total` when the caller counts it otherwise: a function,
   * or the columns that read the list's counters (`TotalColumns`). A built page whose select carries those
   * columns (`BuiltPages`' `total`) answers both in one statement; they are read alone (`totalOf`) only for an
   * empty page, a deep one or one not built. A count runs after the page, and not at all when the page is the
   * list's last: its rows tell the total (`totalOfLastPage`).
   */
  protected async pageOf<Q extends PgSelect>(
    select: () => Q,
    list: {
      table: PgTable;
      where: SQL | undefined;
      orderBy: Array<SQL | PgColumn>;
      page: PageWindow;
      countCap?: number;
      total?: TotalColumns | (() => Promise<number>);
      /**
       * The table's id, when `where` and `orderBy` name only the table's own columns: a page deeper than
       * SHALLOW_OFFSET reads its ids first, so the joins are made for its rows only and not for the rows the
       * offset skips (page 500 of the loads: 22 ms → 2 ms).
       */
      pagedBy?: PgColumn;
      /**
       * The same list (`query` filtered by `where`, in `orderBy` order) built once, its filter's values as
       * placeholders filled from `values`: a shallow page outside a transaction runs it (`BuiltPages`).
       */
      built?: BuiltPages<Awaited<Q>[number]>;
      values?: Record<string, unknown>;
    },
  ): Promise<{ rows: Awaited<Q>; total: number }> {
    const { table, where, orderBy, page } = list;
    const built = list.built && this.builtPage(list.built, page);
    const deep = list.pagedBy && page.offset > SHALLOW_OFFSET ? list.pagedBy : undefined;
    const rows = built
      ? built.execute(list.values)
      : deep
        ? select()
            .where(inArray(deep, this.pageIds(deep, table, where, orderBy, page)))
            .orderBy(...orderBy)
        : windowOf(
            select()
              .where(where)
              .orderBy(...orderBy),
            page,
          );
    const totals = built && list.built?.total;
    if (totals) {
      const found = (await rows) as Awaited<Q>;
      const first = found[0] as TotalRow | undefined;
      if (first) return { rows: found, total: await this.totalIn(first, totals) };
    }
    const counted = list.total;
    if (counted !== undefined && typeof counted !== 'function') {
      // The counters are one row: read beside the page.
      const [found, total] = await this.uow.all(
        async () => (await rows) as Awaited<Q>,
        () => this.totalOf(counted, list.values),
      );
      return { rows: found as Awaited<Q>, total };
    }
    // A count reads the matches: the page first, whose rows tell the total when it is the list's last.
    const found = (await rows) as Awaited<Q>;
    const total =
      totalOfLastPage(found.length, page) ??
      (await (counted
        ? counted()
        : list.countCap === undefined
          ? this.countOf(table, where)
          : this.countUpTo(table, where, list.countCap)));
    return { rows: found, total };
  }

  /** The total a page's first row carries (`TotalColumns`), its table's deltas folded when they piled up. */
  private async totalIn(row: TotalRow, totals: TotalColumns): Promise<number> {
    if (totals.folds && Number(row.listTotalDeltas ?? 0) > FOLD_AFTER) await this.fold(totals.folds);
    return Number(row.listTotal);
  }

  /**
   * `table`'s total as columns a page's select carries (`BuiltPages`' `total`), read with the page's rows in
   * one statement, each an uncorrelated subquery PostgreSQL runs once. For the tables triggers count
   * (COUNTED_TABLES) it is the sum of their delta rows, folded into one once more than FOLD_AFTER have piled
   * up; for the others `count(*)`.
   */
  protected totalColumnsOf(table: PgTable): TotalColumns {
    const name = getTableName(table);
    if (!COUNTED_TABLES.has(name))
      return { name, columns: { listTotal: sql`(SELECT count(*) FROM ${table})` } };
    // The name is written into the text, not sent as a parameter: a statement without parameters gets its
    // generic plan at once, where one with parameters is planned again on each connection's first five calls
    // (63 ms each for the trucks' nine-table join on this machine).
    const named = sql.raw(`'${name}'`);
    return {
      name,
      columns: {
        listTotal: sql`(SELECT coalesce(sum(delta), 0) FROM table_row_counts WHERE table_name = ${named})`,
        listTotalDeltas: sql`(SELECT count(*) FROM table_row_counts WHERE table_name = ${named})`,
      },
      folds: name,
    };
  }

  /** The ids of a page, read alone: an index-only walk of the order, without the select's joins. */
  private pageIds(
    id: PgColumn,
    table: PgTable,
    where: SQL | undefined,
    orderBy: Array<SQL | PgColumn>,
    page: PageWindow,
  ) {
    return windowOf(
      this.db
        .select({ id })
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .$dynamic(),
      page,
    );
  }

  /**
   * A list declared once — the table its total counts, its order and its select (with its joins) — and read
   * in ways that cannot drift apart: a page with its total (`pageOf`), every row a batch at a time (keyset,
   * db/keyset.ts: `format=csv`), and the first row matching a condition (a record by id).
   */
  protected listOf<Q extends PgSelect>(
    table: PgTable,
    order: ListOrder,
    select: () => { $dynamic(): Q },
  ): ListReader<Q> {
    const query = () => select().$dynamic();
    const orderBy = orderOf(order);
    const total = this.totalColumnsOf(table);
    const unfiltered = new BuiltPages<Awaited<Q>[number]>(() => query().orderBy(...orderBy) as Q, { total });
    return {
      page: (where, page) =>
        this.pageOf(query, {
          table,
          where,
          orderBy,
          page,
          ...(where === undefined && { built: unfiltered, total }),
        }),
      batches: (where) => keysetBatches<Awaited<Q>[number]>(query, where, order),
      first: async (where) => {
        const [row] = (await query().where(where).limit(1)) as Awaited<Q>;
        return row;
      },
    };
  }

  /**
   * Runs a statement built once (drizzle's `prepare('')`, db/named-statements.ts names it) under `key`, with
   * the values of its placeholders; inside a transaction it is built for the transaction and not kept (a kept
   * one runs on the database).
   */
  protected runBuilt<R, V extends Record<string, unknown> | undefined = undefined>(
    key: string,
    build: () => { execute(values?: V): Promise<R> },
    values?: V,
  ): Promise<R> {
    if (this.uow.inTransaction) return build().execute(values);
    let built = this.builtStatements.get(key) as { execute(values?: V): Promise<R> } | undefined;
    if (!built) {
      built = withCompiledRows(build());
      this.builtStatements.set(key, built);
    }
    return built.execute(values);
  }

  private readonly builtStatements = new Map<string, { execute(values?: never): Promise<unknown> }>();

  /**
   * A list's total read alone (an empty page's, a deep one's): the same columns a built page carries, selected
   * by a statement built once and filled with `values` (the page's placeholders).
   */
  protected async totalOf(totals: TotalColumns, values?: Record<string, unknown>): Promise<number> {
    const [row] = await this.runBuilt(
      `total ${totals.name}`,
      () => this.db.select(totals.columns).from(sql`(VALUES (1)) AS one`).prepare(''),
      values,
    );
    return row ? this.totalIn(row, totals) : 0;
  }

  /** Folds a counted table's delta rows into one (migration 0030 `table_row_counts_fold`). */
  private async fold(table: string): Promise<void> {
    await this.db.execute(sql`SELECT table_row_counts_fold(${table})`);
  }

  /**
   * The page of `pages` for this window, when it can run built (`BuiltPages.page`), and not inside a
   * transaction (a built select runs on the database, outside the transaction of the moment).
   */
  protected builtPage<R>(pages: BuiltPages<R>, page: PageWindow): BuiltPage<R> | undefined {
    return this.uow.inTransaction ? undefined : pages.page(page);
  }

  /** How many rows of `table` match `where`, counting no further than `cap` + 1. */
  protected async countUpTo(table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
    const matching = this.db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(rowCount(cap + 1))
      .as('matching');
    const [row] = await this.db.select({ n: count() }).from(matching);
    return row?.n ?? 0;
  }
}

/**
 * The tables whose rows triggers count (migration 0030 `table_row_counts`): their lists' unfiltered totals do
 * not grow with them. The loads have counters of their own, per status (migration 0021).
 */
export const COUNTED_TABLES = new Set([
  'users',
  'vehicles',
  'trailers',
  'brokers',
  'bookings',
  'load_reports',
  'audit_events',
]);

/** How many delta rows of a counted table its total lets pile up before it folds them into one. */
const FOLD_AFTER = 100;

/**
 * A list's total when this page is its last: it holds some rows but fewer than asked (or none, on the first
 * page). Undefined when the rows do not tell: a full page, or an empty one past the end.
 */
export function totalOfLastPage(found: number, page: PageWindow): number | undefined {
  if (found > 0 && found < page.take) return page.offset + found;
  return found === 0 && page.offset === 0 ? 0 : undefined;
}

/** Past this offset a page that can read its ids first does (`pageOf`'s `pagedBy`). */
const SHALLOW_OFFSET = 200;

/**
 * A select cut to a page, its LIMIT and OFFSET written into the text (`rowCount`); offsets past
 * SHALLOW_OFFSET stay parameters, so a connection does not keep a statement for every deep page.
 */
export function windowOf<Q extends PgSelect>(query: Q, page: PageWindow): Q {
  const limited = query.limit(rowCount(page.take)) as unknown as Q;
  if (page.offset === 0) return limited;
  return limited.offset(page.offset > SHALLOW_OFFSET ? page.offset : rowCount(page.offset)) as unknown as Q;
}

/** A page's select built once (drizzle's prepared query), run with the values of its placeholders. */
export interface BuiltPage<R> {
  execute(values?: Record<string, unknown>): Promise<R[]>;
}

/**
 * A list's pages, each select built once and kept: drizzle builds a select again column by column on every
 * call, a third of a list call's CPU (docs/performance.md "Named statements, …"). A shallow page is built per
 * window (at most `limit` of them). A deep page (past SHALLOW_OFFSET) is built only for a list that reads its
 * ids first (`deep`), once per page size, its offset a parameter (the text is the same at every depth); else
 * `page` answers undefined for it. The select must read the database, not a transaction (its statement is
 * bound when it is built).
 */
export class BuiltPages<R> {
  private readonly built = new Map<string, BuiltPage<R>>();

  /** The list's total as columns of its select: a page and its total are one statement (`pageOf`). */
  readonly total: TotalColumns | undefined;
  private readonly deep: DeepPages | undefined;
  private readonly limit: number;

  constructor(
    private readonly select: () => PgSelect,
    options: { total?: TotalColumns | undefined; deep?: DeepPages; limit?: number } = {},
  ) {
    this.total = options.total;
    this.deep = options.deep;
    this.limit = options.limit ?? 100;
  }

  page(page: PageWindow): BuiltPage<R> | undefined {
    if (page.offset > SHALLOW_OFFSET) return this.deepPage(page);
    const key = `${page.take}:${page.offset}`;
    let built = this.built.get(key);
    if (!built) {
      // An empty name: the statement is named after its text (db/named-statements.ts).
      built = withCompiledRows(
        this.withTotal(windowOf(this.select(), page)).prepare(''),
      ) as unknown as BuiltPage<R>;
      this.keep(key, built);
    }
    return built;
  }

  /**
   * A deep page, when the list reads its ids first: its rows (with the total) where the id is one of the
   * page's ids, found by an index-only walk of the list's order without the joins — one statement, built once
   * per page size. Its offset is read through `(SELECT $n)`, which the planner cannot see: with a plain
   * parameter PostgreSQL planned the statement again on every call (a custom plan knows the offset; the
   * generic one guessed a tenth of the list, so at 1 M loads it was never kept), and planning the joins cost
   * 0.9 ms a call. Unseen, every call costs the same to the planner and the generic plan is kept.
   */
  private deepPage(page: PageWindow): BuiltPage<R> | undefined {
    if (!this.deep) return undefined;
    const { id, ids } = this.deep;
    const key = `${page.take}:deep`;
    let built = this.built.get(key);
    if (!built) {
      const window = ids()
        .limit(rowCount(page.take))
        .offset(sql`(SELECT ${sql.placeholder(DEEP_OFFSET)}::int)` as unknown as number);
      built = withCompiledRows(
        this.withTotal(this.select().where(sql`${id} = ANY(ARRAY(${window}))`)).prepare(''),
      ) as unknown as BuiltPage<R>;
      this.keep(key, built);
    }
    const deepPage = built;
    return { execute: (values) => deepPage.execute({ ...values, [DEEP_OFFSET]: page.offset }) };
  }

  /** The select with the list's total as columns, when it has one. */
  private withTotal(select: PgSelect): PgSelect {
    return this.total ? withColumns(select, this.total.columns) : select;
  }

  private keep(key: string, built: BuiltPage<R>): void {
    if (this.built.size >= this.limit) this.built.clear();
    this.built.set(key, built);
  }
}

/**
 * How a list's deep pages read their ids first (`BuiltPages`): `ids()` selects the list's `id` alone, with
 * the list's filter (the same placeholders) and order.
 */
export interface DeepPages {
  id: PgColumn;
  ids: () => PgSelect;
}

/** The placeholder of a deep page's offset. */
const DEEP_OFFSET = 'pageOffset';

/**
 * A list's total as columns of a page's select (`BuiltPages`) or of a statement of its own
 * (`Repository.totalOf`, which keeps it under `name`): `listTotal`, and for a table whose rows triggers count,
 * `listTotalDeltas` (how many delta rows it summed: past FOLD_AFTER, `folds` is folded). The only definition of
 * each counted total.
 */
export interface TotalColumns {
  name: string;
  columns: { listTotal: SQL; listTotalDeltas?: SQL };
  folds?: string;
}

type TotalRow = { listTotal: unknown; listTotalDeltas?: unknown };

/**
 * `select` with more columns. drizzle has no public way to add a column to a select it has built, so the
 * select's fields are extended before it is prepared (drizzle-orm 0.45: `PgSelect.config.fields`, what it both
 * writes the SQL from and maps the rows with). Every unfiltered list's tests read their totals through this.
 */
function withColumns<Q extends PgSelect>(select: Q, columns: Record<string, SQL | undefined>): Q {
  const config = (select as unknown as { config: { fields: Record<string, unknown> } }).config;
  config.fields = { ...config.fields, ...Object.fromEntries(Object.entries(columns).filter(([, c]) => c)) };
  return select;
}

/** The reads of a list (`Repository.listOf`), given the rows' filter. */
export interface ListReader<Q extends PgSelect> {
  page(where: SQL | undefined, page: PageWindow): Promise<{ rows: Awaited<Q>; total: number }>;
  batches(where: SQL | undefined): AsyncGenerator<Awaited<Q>[number][]>;
  first(where: SQL | undefined): Promise<Awaited<Q>[number] | undefined>;
}

/** A table whose rows carry a `version` (db/schema/columns.ts `versioned`). */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** A table whose rows have a generated integer `id` and an `updated_at` stamp. */
export type TableWithId = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** The repository of one such table: its rows by id (insert, update, find), beside its own queries. */
export abstract class TableRepository<T extends TableWithId> extends Repository {
  constructor(
    uow: UnitOfWork,
    protected readonly table: T,
  ) {
    super(uow);
  }

  insert(values: T['$inferInsert']): Promise<T['$inferSelect']> {
    return this.insertOne(this.table, values);
  }

  /** Changes the row (stamping `updated_at`); undefined when there is no such row. */
  update(id: number, values: Partial<T['$inferInsert']>): Promise<T['$inferSelect'] | undefined> {
    return this.updateStamped(this.table, eq(this.table.id, id), values);
  }

  findById(id: number): Promise<T['$inferSelect'] | undefined> {
    return this.findOne(this.table, eq(this.table.id, id));
  }

  /** The row, locked until the transaction ends (SELECT … FOR UPDATE): changes of it serialize. */
  lockById(id: number): Promise<T['$inferSelect'] | undefined> {
    return this.findOne(this.table, eq(this.table.id, id), { forUpdate: true });
  }
}
