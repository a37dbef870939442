import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { BuiltStatements } from './statements';

/**
 * How many rows a list holds: read beside its page, from counters where triggers keep them
 * (docs/decisions/0027-workers-and-row-counts.md), counted otherwise.
 */

/**
 * The tables whose rows triggers count (migration 0030 `table_row_counts`; the settlements since migration
 * 0066): their lists' unfiltered totals do not grow with them. The loads have counters of their own, per status (migration 0021).
 */
export const COUNTED_TABLES = new Set([
  'users',
  'vehicles',
  'trailers',
  'brokers',
  'bookings',
  'load_reports',
  'audit_events',
  'settlements',
]);

/** How many delta rows of a counted table its total lets pile up before it folds them into one. */
export const FOLD_AFTER = 100;

/**
 * The total's columns, which a list's select adds to its own (db/lists.ts) where a page reads its total
 * beside its rows: every row carries them, the first is read.
 */
export type TotalSelection = {
  listTotal: SQL;
  listTotalDeltas: SQL;
};

/** A list's total as columns, named for the statement that reads it alone; `folds` a counted table. */
export interface ListTotal {
  name: string;
  columns: TotalSelection;
  folds?: string;
}

/** What a row of a page says of its total (`TotalSelection`). */
export type TotalRow = {
  listTotal: unknown;
  listTotalDeltas: unknown;
};

/**
 * `table`'s total: for the tables triggers count, the sum of their delta rows (folded once more than
 * FOLD_AFTER have piled up); for the others `count(*)`. Each an uncorrelated subquery PostgreSQL runs once. The
 * table's name is written into the text: a statement without parameters gets its generic plan at once.
 */
export function totalOfTable(table: PgTable): ListTotal {
  const name = getTableName(table);
  if (!COUNTED_TABLES.has(name))
    return { name, columns: { listTotal: sql`(SELECT count(*) FROM ${table})`, listTotalDeltas: sql`0` } };
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

/** A total counted from other counters (the loads' per status): nothing to fold. */
export function totalOf(name: string, listTotal: SQL): ListTotal {
  return { name, columns: { listTotal, listTotalDeltas: sql`0` } };
}

/** The total a page's row carries, its table's deltas folded when they piled up. */
export async function totalIn(db: Db, row: TotalRow, total: ListTotal): Promise<number> {
  if (total.folds && Number(row.listTotalDeltas ?? 0) > FOLD_AFTER)
    await db.execute(sql`SELECT table_row_counts_fold(${total.folds})`);
  return Number(row.listTotal);
}

/** A list's total read alone (an empty page's): the same columns, in a statement built once. */
export async function readTotal(
  db: Db,
  statements: BuiltStatements,
  total: ListTotal,
  values?: Record<string, unknown>,
): Promise<number> {
  const [row] = await statements.run(
    `total ${total.name}`,
    () => db.select(total.columns).from(sql`(VALUES (1)) AS one`),
    values,
  );
  return row ? totalIn(db, row, total) : 0;
}

/** Which rows of a list a page holds: `take` rows from `offset` (a lib/paging.ts PageRequest is one). */
export interface PageWindow {
  take: number;
  offset: number;
}

/**
 * A list's total when this page is its last: it holds some rows but fewer than asked (or none, on the first
 * page). Undefined when the rows do not tell: a full page, or an empty one past the end.
 */
export function totalOfLastPage(found: number, page: PageWindow): number | undefined {
  if (found > 0 && found < page.take) return page.offset + found;
  return found === 0 && page.offset === 0 ? 0 : undefined;
}

/** How many rows of `table` match `where` (all of them without it). */
export async function countOf(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** How many rows of `table` match `where`, counting no further than `cap` + 1. */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const [row] = await countUpToQuery(db, table, where, cap);
  return row?.n ?? 0;
}

/** The statement of `countUpTo`, for one built once (`where` with placeholders). */
export function countUpToQuery(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching);
}
