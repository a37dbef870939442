import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { rowCount } from './driver-internals';
import { keysetBatches, type ListOrder, orderOf } from './keyset';
import {
  countOf,
  type ListTotal,
  type PageWindow,
  readTotal,
  type TotalRow,
  type TotalSelection,
  totalIn,
  totalOfLastPage,
  totalOfTable,
} from './list-totals';
import { anyOf, BuiltStatements } from './statements';
import type { UnitOfWork } from './unit-of-work';

/**
 * The list engine (docs/decisions/0032-the-data-layer-plain-again.md): a list declared once — its table, its
 * order and its select — read as pages with their totals, every row a batch at a time (`format=csv`), or the
 * first row that matches.
 */
export interface ListDefinition<Q extends PgSelect> {
  /** Names the list's statements. */
  name: string;
  /** The table whose rows the list holds: its ids are paged, its rows counted. */
  table: PgTable;
  order: ListOrder;
  /**
   * The select with its joins, `$dynamic()`; with `total`, the total's columns beside its own (a page built
   * once reads its total in the same statement).
   */
  select: (total?: TotalSelection) => Q;
  /** The list's total when unfiltered (default: the table's, db/list-totals.ts). */
  total?: ListTotal;
}

/** A list's definition, its select's type inferred. */
export function defineList<Q extends PgSelect>(list: ListDefinition<Q>): ListDefinition<Q> {
  return list;
}

/** A row of a list. */
export type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/** A page and how many rows the list holds. */
export interface Page<R> {
  rows: R[];
  total: number;
}

/** Past this offset a built page's offset is a parameter: one statement serves every deeper page. */
const SHALLOW_OFFSET = 200;

export class Lists {
  readonly statements: BuiltStatements;

  constructor(private readonly uow: UnitOfWork) {
    this.statements = new BuiltStatements(uow);
  }

  /**
   * A page of a filter built once (`where`: its values placeholders filled from `values`; `key` names its
   * shape), with its total: the list's own, read beside the page (`total`), or counted by `count`.
   *
   * The page is one statement, its LIMIT written into the text so PostgreSQL knows the page is small and keeps
   * one plan for it. A shallow page is the list's select cut to it: an index walk of the list's order that
   * stops after the page. A deep page reads its ids first, by a walk of the order over the table alone, so
   * the joins are made for its rows only, never for the rows the offset skips; its offset is read through
   * `(SELECT $n)`, which the planner cannot see, so every depth shares one kept plan.
   */
  async builtPage<Q extends PgSelect>(
    list: ListDefinition<Q>,
    filter: { key: string; where?: SQL; values?: Record<string, unknown> },
    page: PageWindow,
    total: { list: ListTotal } | { count: () => Promise<number> },
  ): Promise<Page<RowOf<Q>>> {
    const deep = page.offset > SHALLOW_OFFSET;
    const totals = 'list' in total ? total.list : undefined;
    const rows = (await this.statements.run(
      `${list.name} ${filter.key} ${page.take}:${deep ? 'deep' : page.offset}${totals ? ' total' : ''}`,
      () => {
        const select = list.select(totals?.columns);
        if (!deep)
          return select
            .where(filter.where)
            .orderBy(...orderOf(list.order))
            .limit(rowCount(page.take))
            .offset(rowCount(page.offset));
        const offset = sql`(SELECT ${sql.placeholder('pageOffset')}::int)`;
        const ids = sql`${this.idsOf(list, filter.where)} LIMIT ${rowCount(page.take)} OFFSET ${offset}`;
        return select.where(sql`${list.order.id} = ANY(ARRAY(${ids}))`).orderBy(...orderOf(list.order));
      },
      { ...filter.values, pageOffset: page.offset },
    )) as Array<RowOf<Q> & TotalRow>;
    const [first] = rows;
    if (totals && first) return { rows, total: await totalIn(this.uow.db, first, totals) };
    const known = totalOfLastPage(rows.length, page);
    if (known !== undefined) return { rows, total: known };
    if (totals) return { rows, total: await readTotal(this.uow.db, this.statements, totals, filter.values) };
    return { rows, total: await (total as { count: () => Promise<number> }).count() };
  }

  /**
   * A page of a filter written for this call (its values parameters), in the list's order (after `first`, an
   * expression the matches are sorted by before it), and its total: the rows tell it on the list's last page,
   * `count` does otherwise (default: the table's rows that match).
   */
  async page<Q extends PgSelect>(
    list: ListDefinition<Q>,
    where: SQL | undefined,
    page: PageWindow,
    count: () => Promise<number> = () => countOf(this.uow.db, list.table, where),
    first?: SQL,
  ): Promise<Page<RowOf<Q>>> {
    const rows: Array<RowOf<Q>> = await list
      .select()
      .where(where)
      .orderBy(...(first ? [first] : []), ...orderOf(list.order))
      .limit(page.take)
      .offset(page.offset);
    return { rows, total: totalOfLastPage(rows.length, page) ?? (await count()) };
  }

  /**
   * A page of a filter on the table's own columns written for this call, for a list whose select joins many
   * tables (a searched fleet list): the page's ids are read from the table alone, planned for this call's
   * values, then their rows by the list's select built once for any ids, so its joins are planned once and
   * not again on every call. Sorted by `first` before the list's order when given; counted on the table.
   */
  async pageByIds<Q extends PgSelect>(
    list: ListDefinition<Q>,
    where: SQL | undefined,
    page: PageWindow,
    first?: SQL,
  ): Promise<Page<RowOf<Q>>> {
    const found = await this.uow.db
      .select({ id: list.order.id })
      .from(list.table)
      .where(where)
      .orderBy(...(first ? [first] : []), ...orderOf(list.order))
      .limit(page.take)
      .offset(page.offset);
    const ids = found.map((row) => row.id as number);
    const total = totalOfLastPage(ids.length, page) ?? (await countOf(this.uow.db, list.table, where));
    if (ids.length === 0) return { rows: [], total };
    const rows = (await this.statements.run(
      `${list.name} by ids`,
      () => list.select().where(anyOf(list.order.id, 'ids')),
      { ids },
    )) as Array<RowOf<Q>>;
    const at = new Map(ids.map((id, index) => [id, index]));
    const idOf = (list.order.idOf ?? ((row: { id: unknown }) => row.id)) as (row: RowOf<Q>) => unknown;
    const place = (row: RowOf<Q>) => at.get(idOf(row) as number) ?? 0;
    return { rows: rows.sort((a, b) => place(a) - place(b)), total };
  }

  /**
   * A page of the whole list (built once, with the list's total), or of a filter written for this call (its
   * matches sorted by `first` before the list's order when given).
   */
  pageOf<Q extends PgSelect>(
    list: ListDefinition<Q>,
    where: SQL | undefined,
    page: PageWindow,
    first?: SQL,
  ): Promise<Page<RowOf<Q>>> {
    if (where !== undefined) return this.page(list, where, page, undefined, first);
    return this.builtPage(list, { key: 'all' }, page, { list: list.total ?? totalOfTable(list.table) });
  }

  /**
   * Every row of the list that matches, in its order, a batch at a time (keyset, db/keyset.ts); `values` fill
   * the placeholders of `where`.
   */
  batches<Q extends PgSelect>(
    list: ListDefinition<Q>,
    where: SQL | undefined,
    values?: Record<string, unknown>,
  ): AsyncGenerator<RowOf<Q>[]> {
    return keysetBatches<RowOf<Q>>(() => list.select(), where, list.order, values);
  }

  /** The first row of the list that matches. */
  async first<Q extends PgSelect>(
    list: ListDefinition<Q>,
    where: SQL | undefined,
  ): Promise<RowOf<Q> | undefined> {
    const [row] = (await list.select().where(where).limit(1)) as Array<RowOf<Q>>;
    return row;
  }

  /** The list's ids that match `where`, in its order: an index walk of the table alone. */
  private idsOf(list: ListDefinition<PgSelect>, where: SQL | undefined) {
    return this.uow.db
      .select({ id: list.order.id })
      .from(list.table)
      .where(where)
      .orderBy(...orderOf(list.order));
  }
}
