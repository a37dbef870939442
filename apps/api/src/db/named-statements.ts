import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * How many statements each connection keeps prepared; past it, statements run unnamed, as before. A kept
 * statement costs its PostgreSQL backend 20 KB (a row by id) to 230 KB (a page of loads with its joins), so
 * this bounds each connection's plan cache to tens of MB.
 */
export const NAMED_STATEMENTS_PER_CONNECTION = 200;

interface QueryConfig {
  text: string;
  name?: string;
  submit?: unknown;
}

/**
 * Makes every SELECT a named prepared statement on the connection that runs it, named after its text
 * (docs/decisions/0026-named-statements.md). node-postgres sends unnamed statements by default, so PostgreSQL
 * parses and plans each call again: for a page of loads at 1 M rows the planning (1.1 ms, 2.2 ms for the
 * trucks' nine-table join) was ten times the execution. A named statement is parsed once per connection,
 * and PostgreSQL keeps its generic plan once five calls show that it is as good as a custom one — the lists
 * write their LIMIT as a literal so that it can be (`rowCount`, db/unit-of-work.ts `windowOf`).
 *
 * The texts come from the code (values travel as parameters), so the set is small; a connection keeps at most
 * NAMED_STATEMENTS_PER_CONNECTION of them and runs any further text unnamed.
 */
export function nameSelectStatements(pool: pg.Pool, perConnection = NAMED_STATEMENTS_PER_CONNECTION): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
      if (!isUnnamedSelect(config)) return query(config, ...rest);
      const name = statementName(config.text);
      if (!prepared.has(name)) {
        if (prepared.size >= perConnection) return query(config, ...rest);
        prepared.add(name);
      }
      return query({ ...config, name }, ...rest);
    };
  });
}

function isUnnamedSelect(config: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as QueryConfig;
  return typeof text === 'string' && !name && submit === undefined && /^\s*select\s/i.test(text);
}

/** A statement's name: a digest of its text (PostgreSQL keeps 63 bytes of a name). */
const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * A row count (LIMIT, OFFSET) written into a statement's text rather than sent as a parameter: with a
 * parameter for the LIMIT, PostgreSQL cannot know the page is small, its generic plan looks far costlier than
 * a custom one, and it plans every call again. Typed as the number drizzle's `limit()` takes; it renders the
 * integer as it is.
 */
export function rowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
