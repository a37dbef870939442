import { type SQLWrapper, sql } from 'drizzle-orm';
import { nameStatement } from './statement-names';
import type { UnitOfWork } from './unit-of-work';

/**
 * Statements built once and run many times (docs/decisions/0032-the-data-layer-plain-again.md).
 *
 * drizzle writes a select again, column by column, on every call; a statement built once with placeholders
 * (`sql.placeholder`) and run with their values skips that. Built with a name (drizzle's `prepare(name)`), it
 * is a named prepared statement of the connection that runs it: PostgreSQL parses it once per connection and
 * keeps its generic plan once it is as good as a custom one. node-postgres sends the name itself; the
 * embedded database runs the texts named here through db/pglite-client.ts.
 *
 * A statement whose best plan depends on its values (a search, whose rare and frequent terms want different
 * indexes) is built `plannedPerCall`: unnamed, so PostgreSQL plans it for its values on every call.
 */

/**
 * `column` is one of the ids of the placeholder `name` (an int array): a statement built once for any ids,
 * not written and planned again for each list of them.
 */
export const anyOf = (column: SQLWrapper, name: string) =>
  sql`${column} = ANY(${sql.placeholder(name)}::int[])`;

/** What drizzle answers `prepare(name)` with: a statement run with the values of its placeholders. */
export interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A query drizzle can write (`toSQL`) and prepare. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared<R>;
}

/**
 * Prepares `query` as a named statement (db/statement-names.ts), or unnamed when `plannedPerCall`.
 */
export function prepareStatement<R>(query: Preparable<R>, options: { plannedPerCall?: boolean } = {}) {
  if (options.plannedPerCall) return query.prepare('');
  return query.prepare(nameStatement(query.toSQL().sql));
}

/**
 * How many statements one repository keeps built. The keys are shapes of the code's own queries (a list, its
 * sort and page size, a search's alternatives), never values, so the bound is only a guard.
 */
const KEPT_PER_REPOSITORY = 200;

/**
 * A repository's statements built once, by key. Inside a transaction a statement is built for it and not kept:
 * a kept statement runs on the database, outside the transaction of the moment.
 */
export class BuiltStatements {
  private readonly kept = new Map<string, Prepared<unknown>>();

  constructor(private readonly uow: UnitOfWork) {}

  /** The database the statements are built on: the transaction of the moment, when one is open. */
  get db() {
    return this.uow.db;
  }

  /** Runs the statement kept under `key` (built by `build` the first time) with `values`. */
  run<R>(
    key: string,
    build: () => Preparable<R>,
    values?: Record<string, unknown>,
    options: { plannedPerCall?: boolean } = {},
  ): Promise<R> {
    if (this.uow.inTransaction) return build().prepare('').execute(values);
    let statement = this.kept.get(key) as Prepared<R> | undefined;
    if (!statement) {
      statement = prepareStatement(build(), {
        plannedPerCall: options.plannedPerCall || !this.uow.namedStatements,
      });
      if (this.kept.size >= KEPT_PER_REPOSITORY) this.kept.clear();
      this.kept.set(key, statement);
    }
    return statement.execute(values);
  }
}
