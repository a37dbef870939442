import type { EquipmentOrder, EquipmentStatus } from '@fletx/contract/equipment';
import { and, asc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListReader, PageWindow } from '../db/repository';
import { numberFirst } from './search';

/** One page of an equipment list: the rows asked for and how many match in all. */
export interface EquipmentPageQuery extends PageWindow {
  search?: string | undefined;
  status?: EquipmentStatus | undefined;
  order?: EquipmentOrder | undefined;
}

/** Where an area's rows come from, newest first, with the names the screens show beside them. */
export interface EquipmentRows<Row> {
  /** Rows matching `search` (of `status`, when given) and how many match. */
  page(query: EquipmentPageQuery): Promise<{ rows: Row[]; total: number }>;
  /** Every row matching `search` (of `status`, when given), a batch at a time (keyset: `format=csv`). */
  batches(search: string | undefined, status?: EquipmentStatus): AsyncGenerator<Row[]>;
  findById(id: number): Promise<Row | undefined>;
}

/**
 * The rows of an equipment `table` read by `list` (`Repository.listOf`), `search` filtering them, and a status
 * (Active: not deleted, Inactive: deleted) when asked. A searched page puts the units whose `number` is the
 * text typed first, then those whose number starts with it, each group newest first (lib/search.ts
 * `numberFirst`: '15' finds U-15 before 115 and TX 1502); the whole list and its CSV stay newest first. Ordered
 * by `number` (the pickers), active units come first, by their number. A filtered page reads its ids from the table alone, then their rows (db/lists.ts
 * `pageByIds`): the fleet's selects join a dozen tables, too many to plan again on every keystroke of a picker.
 */
export function equipmentRows<Q extends PgSelect>(
  list: ListReader<Q>,
  table: PgTable & { id: PgColumn; isDeleted: PgColumn },
  search: (search: string | undefined) => SQL | undefined,
  number: PgColumn,
): EquipmentRows<Awaited<Q>[number]> {
  // Active units first, then by number as a person counts (99 before 101: shorter numbers first), after the
  // search's own ranking when there is one.
  const byNumber = (ranked: SQL | undefined) =>
    sql.join(
      [...(ranked ? [ranked] : []), asc(table.isDeleted), sql`length(${number})`, asc(number)],
      sql`, `,
    );
  const of = (status: EquipmentStatus | undefined) =>
    status === undefined ? undefined : status === 'Active' ? not(table.isDeleted) : eq(table.isDeleted, true);
  const where = (text: string | undefined, status: EquipmentStatus | undefined) =>
    and(search(text), of(status));
  return {
    page: (query) => {
      const filter = where(query.search, query.status);
      const ranked = query.search ? numberFirst(number, query.search) : undefined;
      if (query.order === 'number') return list.pageByIds(filter, query, byNumber(ranked));
      if (!filter) return list.page(undefined, query);
      return list.pageByIds(filter, query, ranked);
    },
    batches: (text, status) => list.batches(where(text, status)),
    findById: (id) => list.first(eq(table.id, id)),
  };
}
