import { sql } from 'drizzle-orm';
import { integer, pgTable, QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * The one behaviour of a driver the data layer relies on beyond its documented API
 * (docs/decisions/0032-the-data-layer-plain-again.md), checked when the server starts.
 *
 * A page is read by a statement built once and kept with its plan (db/statements.ts). drizzle sends
 * `.limit(n)` and `.offset(n)` as parameters, and PostgreSQL plans a kept statement without its parameters'
 * values: a LIMIT it cannot see may be a million rows, so a list joined to five tables gets a plan made for
 * reading them all. Written into the text, `LIMIT 10` tells the planner the page is small. drizzle's types
 * take a number or a placeholder there; it renders any SQL it is given in their place, and `rowCount` hands it
 * one. `checkDriverInternals` stops the server when a drizzle version renders it otherwise.
 */

/**
 * The versions of the database drivers this file and db/pglite-client.ts were last reviewed against: drizzle
 * hands the embedded client its statements through `query` and `transaction`, node-postgres sends a prepared
 * query's name. test/driver-versions.no-db.test.ts fails when an installed version differs.
 */
export const REVIEWED_DRIVERS = { 'drizzle-orm': '0.45.4', pg: '8.23.1', '@electric-sql/pglite': '0.5.16' };

/** `n` rows, written into the statement's text as a literal (`LIMIT 10`, `OFFSET 0`) instead of a parameter. */
export function rowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

const probe = pgTable('probe', { id: integer() });

/** Throws, naming what to review, when drizzle does not write a `rowCount` into the text. */
export function checkDriverInternals(): void {
  const { sql: text, params } = new QueryBuilder()
    .select({ id: probe.id })
    .from(probe)
    .limit(rowCount(10))
    .offset(rowCount(20))
    .toSQL();
  if (!text.endsWith('limit 10 offset 20') || params.length > 0)
    throw new Error(
      `This version of drizzle-orm does not write a page's LIMIT into the statement (it wrote "${text}"): review apps/api/src/db/driver-internals.ts against it.`,
    );
}
