import { and, asc, desc, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown>;

/** How many rows a `format=csv` export reads at a time. */
export const EXPORT_BATCH = 1000;

/**
 * A list's order, written once so its page (LIMIT/OFFSET) and its export (keyset) read the same rows in the
 * same order: an optional leading column, then the id, both in one direction. A nullable leading column sorts
 * as PostgreSQL sorts it (NULLs last ascending, first descending).
 */
export interface ListOrder {
  direction: 'asc' | 'desc';
  id: PgColumn;
  /** The id of a row as the list's select reads it (default `row.id`). */
  idOf?: (row: never) => unknown;
  by?: { column: PgColumn; of: (row: never) => unknown; nullable?: boolean };
}

/**
 * Newest first: by the column `by` of `table` (then the id), or by the id alone. `under` names where the
 * select puts the table's row when it joins names beside it (`{ booking: bookings, brokerName: … }`).
 */
export function newestFirst<T extends PgTable & { id: PgColumn }>(
  table: T,
  options: { under?: string; by?: keyof T & string } = {},
): ListOrder {
  const { under, by } = options;
  const rowOf = (row: Row) => (under ? (row[under] as Row) : row);
  return {
    direction: 'desc',
    id: table.id,
    idOf: (row: Row) => rowOf(row).id,
    ...(by && { by: { column: table[by] as PgColumn, of: (row: Row) => rowOf(row)[by] } }),
  };
}

/** The ORDER BY of a list. */
export function orderOf(order: ListOrder): SQL[] {
  const dir = order.direction === 'asc' ? asc : desc;
  return order.by ? [dir(order.by.column), dir(order.id)] : [dir(order.id)];
}

/** One stretch of a keyset read: an extra filter, and the condition "after this row". */
interface Phase {
  filter: SQL | undefined;
  after: (row: Row) => SQL;
}

/**
 * The phases of a list's keyset read. Each "after" is a row comparison (`(c, id) < (v, w)`), which
 * PostgreSQL answers from the index on (…, c, id) without reading again what came before; a nullable leading
 * column is read in two stretches (its NULLs, by id, before or after the others).
 */
function phasesOf(order: ListOrder): Phase[] {
  const cmp = order.direction === 'asc' ? '>' : '<';
  const idOf = (order.idOf ?? ((row: Row) => row.id)) as (row: Row) => unknown;
  const byId = (row: Row) => (order.direction === 'asc' ? gt : lt)(order.id, idOf(row));
  const by = order.by;
  if (!by) return [{ filter: undefined, after: byId }];
  const byBoth = (row: Row) =>
    sql`(${by.column}, ${order.id}) ${sql.raw(cmp)} (${sql.param((by.of as (row: Row) => unknown)(row), by.column)}, ${sql.param(idOf(row), order.id)})`;
  if (!by.nullable) return [{ filter: undefined, after: byBoth }];
  const values: Phase = { filter: isNotNull(by.column), after: byBoth };
  const nulls: Phase = { filter: isNull(by.column), after: byId };
  return order.direction === 'asc' ? [values, nulls] : [nulls, values];
}

/**
 * Every row of a list, `size` at a time, in the list's order (docs/product.md "Export"): each batch starts
 * after the last row of the one before (keyset), so the 1000th batch costs what the first did and the first
 * byte of an export leaves at once. `query` makes a fresh select (with its joins) for each batch; `values`
 * fill the placeholders of `where`.
 */
export async function* keysetBatches<R>(
  query: () => PgSelect,
  where: SQL | undefined,
  order: ListOrder,
  values: Record<string, unknown> = {},
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  for (const phase of phasesOf(order)) {
    let last: Row | undefined;
    for (;;) {
      const rows = (await query()
        .where(and(where, phase.filter, last ? phase.after(last) : undefined))
        .orderBy(...orderOf(order))
        .limit(size)
        .prepare('')
        .execute(values)) as R[];
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
      last = rows[rows.length - 1] as Row;
    }
  }
}
