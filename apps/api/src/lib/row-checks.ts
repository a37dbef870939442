import { type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Inserts `values` unless a row with the same key is there already (`ON CONFLICT DO NOTHING`): true when
 * this call inserted it, so that what is recorded once (a compliance warning or digest, an IFTA deadline
 * warning, a check call) is acted on once.
 */
export async function insertOnce<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<boolean> {
  const rows = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing()
    .returning({ inserted: sql<number>`1` });
  return rows.length > 0;
}

/** Whether `table` has a row `where` keeps: one row read at the most. */
export async function anyRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(table).where(where).limit(1);
  return row !== undefined;
}

/** Deletes the rows of `table` that `where` keeps: true when there was one. */
export async function deleteAny(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.delete(table).where(where).returning({ deleted: sql<number>`1` });
  return rows.length > 0;
}
