import { createHash } from 'node:crypto';
import {
  type messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  types,
} from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
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
      if (name === undefined) return query(config, ...rest);
      if (!prepared.has(name)) {
        if (prepared.size >= perConnection) return query(config, ...rest);
        prepared.add(name);
      }
      return query({ ...config, name }, ...rest);
    };
  });
}

/**
 * The same for the embedded database (docs/decisions/0026-named-statements.md): PGlite's `query` sends each
 * statement unnamed — parse, describe, bind, describe, execute and sync, six calls into WebAssembly, and a
 * parse and plan every time. Here a SELECT outside a transaction is parsed and described once under its
 * name; each later call is one call into WebAssembly (bind, execute, sync), its rows read with the kept row
 * description. Other statements, those inside a transaction and those past the cap go through PGlite's own
 * `query` unchanged.
 */
export function nameSelectStatementsPglite(client: PGlite, cap = NAMED_STATEMENTS_PER_CONNECTION): void {
  const prepared = new Map<string, PreparedSelect>();
  const query = client.query.bind(client);
  const run = async (messages: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(concatenated(messages), { ...options, syncToFs: false });
  const prepare = async (name: string, text: string, options: QueryOptions | undefined) => {
    const { serialize } = protocol;
    const described = await run(
      [
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      options,
    );
    const parameters = described.find((m) => m.name === 'parameterDescription') as
      | messages.ParameterDescriptionMessage
      | undefined;
    const row = described.find((m) => m.name === 'rowDescription') as
      | messages.RowDescriptionMessage
      | undefined;
    const statement: PreparedSelect = {
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    prepared.set(name, statement);
    return statement;
  };
  client.query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (options?.blob || !/^\s*select\s/i.test(text)) return query<T>(text, params, options);
    const name = statementName(text);
    if (name === undefined || (!prepared.has(name) && prepared.size >= cap))
      return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = prepared.get(name) ?? (await prepare(name, text, options));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { serialize } = protocol;
        const answer = await run(
          [serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()],
          options,
        );
        await client.syncToFs();
        return resultOf<T>(statement, answer, options, client.parsers);
      }),
    );
  };
}

interface PreparedSelect {
  parameterTypes: number[];
  /** The statement's columns (its row description, text format), which each execution's rows are read with. */
  fields: Array<{ name: string; dataTypeID: number }>;
}

/**
 * An execution's rows, as PGlite's `parse.parseResults` would answer them for a SELECT — each column's parser
 * looked up once, not once a value, and without the copy of the client's 318 parsers parseResults makes on
 * every call that brings its own (80 µs: an eighth of a page of loads).
 */
function resultOf<T>(
  statement: PreparedSelect,
  answer: messages.BackendMessage[],
  options: QueryOptions | undefined,
  clientParsers: Record<number, (value: string, typeId?: number) => unknown>,
): Results<T> {
  const { fields } = statement;
  const own = options?.parsers;
  const parsers = fields.map(
    ({ dataTypeID: type }) =>
      own?.[type] ?? clientParsers[type] ?? types.parsers[type as keyof typeof types.parsers],
  );
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let rowCount = 0;
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((value, i) => {
        const parser = parsers[i];
        return value === null ? null : parser ? parser(value, fields[i]?.dataTypeID) : value;
      });
      rows.push(asArrays ? values : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])));
    } else if (message.name === 'commandComplete') {
      rowCount = Number.parseInt(
        (message as messages.CommandCompleteMessage).text.split(' ').at(-1) ?? '',
        10,
      );
    }
  }
  return { rows, fields, affectedRows: 0, rowCount, command: 'SELECT' } as unknown as Results<T>;
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function isUnnamedSelect(config: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as QueryConfig;
  return typeof text === 'string' && !name && submit === undefined && /^\s*select\s/i.test(text);
}

/** The names of the texts seen lately: a digest per call was 1 % of a list call's CPU. */
const names = new Map<string, string | null>();

/** The mark of a statement planned for its values on every call (`plannedPerCall`). */
const PLANNED_PER_CALL = '/* planned per call */';

/**
 * A statement's name: a digest of its text (PostgreSQL keeps 63 bytes of a name); none for a text marked
 * `plannedPerCall`.
 */
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    name = text.includes(PLANNED_PER_CALL)
      ? null
      : `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= 4 * NAMED_STATEMENTS_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name ?? undefined;
}

/**
 * Written in a statement whose best plan depends on its values, so that it runs unnamed and is planned for them
 * on every call: a search's count (up to 10 001 matches) reads a rare term's matches through the trigram index
 * and a frequent one's through the list's, where a kept generic plan reads every term one way (3× slower for
 * "tulsa" on the embedded database; a search's page of ids kept generic read "tulsa" at 1 M in 300 ms instead
 * of 1). First in a statement written by hand; in a select built by drizzle, in one of its columns
 * (`plannedPerCallColumn`). Neither wrapper names a statement that holds it.
 */
export const plannedPerCall = sql.raw(`${PLANNED_PER_CALL} `);

/** `column` marked `plannedPerCall`, for a select built by drizzle (its text begins with its columns). */
export function plannedPerCallColumn<T>(column: SQL<T>): SQL<T> {
  return sql<T>`${plannedPerCall}${column}`;
}

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
