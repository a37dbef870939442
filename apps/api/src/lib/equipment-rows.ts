import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListReader, PageWindow } from '../db/repository';
import { numberFirst } from './search';

/** One page of an equipment list: the rows asked for and how many match in all. */
export interface EquipmentPageQuery extends PageWindow {
  search?: string | undefined;
}

/** Where an area's rows come from, newest first, with the names the screens show beside them. */
export interface EquipmentRows<Row> {
  /** Rows matching `search` and how many match. */
  page(query: EquipmentPageQuery): Promise<{ rows: Row[]; total: number }>;
  /** Every row matching `search`, a batch at a time (keyset: `format=csv`). */
  batches(search: string | undefined): AsyncGenerator<Row[]>;
  findById(id: number): Promise<Row | undefined>;
}

/**
 * The rows of an equipment `table` read by `list` (`Repository.listOf`), `search` filtering them. A searched
 * page puts the units whose `number` is the text typed first, then those whose number starts with it, each
 * group newest first (lib/search.ts `numberFirst`: '15' finds U-15 before 115 and TX 1502); the whole list and
 * its CSV stay newest first. A searched page reads its ids from the table alone, then their rows (db/lists.ts
 * `pageByIds`): the fleet's selects join a dozen tables, too many to plan again on every keystroke of a picker.
 */
export function equipmentRows<Q extends PgSelect>(
  list: ListReader<Q>,
  table: PgTable & { id: PgColumn },
  search: (search: string | undefined) => SQL | undefined,
  number: PgColumn,
): EquipmentRows<Awaited<Q>[number]> {
  return {
    page: (query) => {
      const where = search(query.search);
      if (!where) return list.page(undefined, query);
      return list.pageByIds(where, query, numberFirst(number, query.search ?? ''));
    },
    batches: (text) => list.batches(search(text)),
    findById: (id) => list.first(eq(table.id, id)),
  };
}
