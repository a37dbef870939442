import { and, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type ExpectedVersion, StaleVersion } from '../lib/record-version';
import type { Db } from './client';
import { type ListOrder, newestFirst } from './keyset';
import type { PageWindow } from './list-totals';
import { countOf } from './list-totals';
import { type ListDefinition, Lists, type Page, type RowOf } from './lists';
import type { Preparable } from './statements';
import type { UnitOfWork } from './unit-of-work';

export type { PageWindow } from './list-totals';

/**
 * What every repository and read-model query class is: a `db` that is the unit of work's transaction while
 * one is open, the database otherwise.
 */
export abstract class Repository {
  /** The list engine and the statements this repository keeps built (db/lists.ts, db/statements.ts). */
  protected readonly lists: Lists;

  constructor(protected readonly uow: UnitOfWork) {
    this.lists = new Lists(uow);
  }

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

  /** Inserts many rows, `chunk` a statement, in the order given; answers them as stored. */
  protected async insertChunked<T extends PgTable>(
    table: T,
    values: ReadonlyArray<T['$inferInsert']>,
    chunk = 1000,
  ): Promise<T['$inferSelect'][]> {
    const stored: T['$inferSelect'][] = [];
    for (let i = 0; i < values.length; i += chunk) {
      const rows = values.slice(i, i + chunk) as PgInsertValue<T>[];
      stored.push(...((await this.db.insert(table).values(rows).returning()) as T['$inferSelect'][]));
    }
    return stored;
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

  /**
   * Locks the rows of `table` that match until the transaction ends, as an update of them does: not their key,
   * so rows that link to them are still written meanwhile.
   */
  protected async lockRows(table: PgTable, where: SQL): Promise<void> {
    await this.db.select({ one: sql`1` }).from(table).where(where).for('no key update');
  }

  /** The rows of `table` that match, in `orderBy` order. */
  protected findMany<T extends PgTable>(
    table: T,
    where: SQL | undefined,
    ...orderBy: Array<SQL | PgColumn>
  ): Promise<T['$inferSelect'][]> {
    return this.selectMany(table, where, orderBy, false);
  }

  /**
   * The rows of `table` that match, locked until the transaction ends (SELECT … FOR UPDATE). The order is
   * required: the locks are taken in it, so two transactions locking rows they share wait for each other
   * instead of deadlocking.
   */
  protected findManyLocked<T extends PgTable>(
    table: T,
    where: SQL | undefined,
    lockOrder: SQL | PgColumn,
  ): Promise<T['$inferSelect'][]> {
    return this.selectMany(table, where, [lockOrder], true);
  }

  private async selectMany<T extends PgTable>(
    table: T,
    where: SQL | undefined,
    orderBy: Array<SQL | PgColumn>,
    forUpdate: boolean,
  ): Promise<T['$inferSelect'][]> {
    const query = this.db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy);
    return (await (forUpdate ? query.for('update') : query)) as T['$inferSelect'][];
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

  /**
   * Saves the row of `table` whose key is `key` (the columns of a unique index) in one statement, at the
   * version the save expects (lib/record-version.ts; undefined: any): inserts it when there is none, else sets
   * `values` on it and counts its version. For records that are there before their first save (version
   * `NEVER_SAVED`, no row yet). Answers the row as it is now; `StaleVersion` when it is at another version
   * (another save came first; two first saves racing: the second).
   */
  protected async upsertAtVersion<T extends PgTable & { version: PgColumn }>(
    table: T,
    key: Partial<T['$inferInsert']>,
    values: Partial<T['$inferInsert']>,
    version: ExpectedVersion,
  ): Promise<T['$inferSelect']> {
    const columns: Record<string, PgColumn> = getTableColumns(table);
    const [row] = (await this.db
      .insert(table)
      .values({ ...key, ...values } as PgInsertValue<T>)
      .onConflictDoUpdate({
        target: Object.keys(key).map((name) => columns[name] as PgColumn),
        set: { ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>,
        ...(version === undefined ? {} : { setWhere: eq(table.version, version) }),
      })
      .returning()) as T['$inferSelect'][];
    if (!row) throw new StaleVersion(getTableName(table));
    return row;
  }

  /** How many rows of `table` match `where` (all of them without it). */
  protected countOf(table: PgTable, where?: SQL): Promise<number> {
    return countOf(this.db, table, where);
  }

  /**
   * Runs the statement kept under `key` (built by `build` the first time, its values placeholders) with
   * `values` (db/statements.ts).
   */
  protected run<R>(key: string, build: () => Preparable<R>, values?: Record<string, unknown>): Promise<R> {
    return this.lists.statements.run(key, build, values);
  }

  /** The first row of the statement kept under `key` (`run`); undefined when it finds none. */
  protected async runFirst<R extends unknown[]>(
    key: string,
    build: () => Preparable<R>,
    values?: Record<string, unknown>,
  ): Promise<R[number] | undefined> {
    const [row] = await this.run(key, build, values);
    return row;
  }

  /**
   * A list declared once — the table it pages and counts, its order and its select — read in ways that cannot
   * drift apart: a page with its total, every row a batch at a time (`format=csv`), the first row that matches.
   */
  protected listOf<Q extends PgSelect>(
    name: string,
    table: PgTable,
    order: ListOrder,
    select: ListDefinition<Q>['select'],
  ): ListReader<Q> {
    const list: ListDefinition<Q> = { name, table, order, select };
    return {
      page: (where, page, first) => this.lists.pageOf(list, where, page, first),
      pageByIds: (where, page, first) => this.lists.pageByIds(list, where, page, first),
      batches: (where) => this.lists.batches(list, where),
      first: (where) => this.lists.first(list, where),
    };
  }

  /** A list of `table`'s rows as stored (every column), in `order` (`listOf`). */
  protected tableListOf<T extends PgTable>(name: string, table: T, order: ListOrder) {
    return this.listOf(name, table, order, (total) =>
      this.db
        .select({ ...getTableColumns(table), ...total })
        .from(table as PgTable)
        .$dynamic(),
    );
  }

  /** A list of `table`'s rows as stored, newest first: by `by` when given, then by id (`tableListOf`). */
  protected newestListOf<T extends PgTable & { id: PgColumn }>(
    name: string,
    table: T,
    by?: keyof T & string,
  ) {
    return this.tableListOf(name, table, newestFirst(table, by ? { by } : {}));
  }
}

/** The reads of a list (`Repository.listOf`), given the rows' filter. */
export interface ListReader<Q extends PgSelect> {
  /** A page of the rows that match, sorted by `first` (when given and filtered) before the list's order. */
  page(where: SQL | undefined, page: PageWindow, first?: SQL): Promise<Page<RowOf<Q>>>;
  /** The same page, its ids read first (db/lists.ts `pageByIds`): `where` names the table's own columns. */
  pageByIds(where: SQL | undefined, page: PageWindow, first?: SQL): Promise<Page<RowOf<Q>>>;
  batches(where: SQL | undefined): AsyncGenerator<RowOf<Q>[]>;
  first(where: SQL | undefined): Promise<RowOf<Q> | undefined>;
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

  /**
   * Changes the row (stamping `updated_at`), at `version` when given (`StaleVersion` when it moved on);
   * undefined when there is no such row.
   */
  update(
    id: number,
    values: Partial<T['$inferInsert']>,
    version?: number,
  ): Promise<T['$inferSelect'] | undefined> {
    return this.updateStamped(this.table, eq(this.table.id, id), values, version);
  }

  findById(id: number): Promise<T['$inferSelect'] | undefined> {
    return this.findOne(this.table, eq(this.table.id, id));
  }

  /** The row, locked until the transaction ends (SELECT … FOR UPDATE): changes of it serialize. */
  lockById(id: number): Promise<T['$inferSelect'] | undefined> {
    return this.findOne(this.table, eq(this.table.id, id), { forUpdate: true });
  }
}
