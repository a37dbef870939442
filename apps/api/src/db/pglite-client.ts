import {
  Mutex,
  type messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  types,
} from '@electric-sql/pglite';
import { namedStatementOf } from './statement-names';

/**
 * The embedded database as drizzle is given it: the same PGlite, whose `query` runs the statements built
 * named (db/statements.ts) as named prepared statements, through PGlite's public protocol API
 * (docs/decisions/0032-the-data-layer-plain-again.md).
 *
 * PGlite's own `query` sends every statement unnamed: parse, describe, bind, describe, execute and sync, and a
 * parse and plan every time. A named one is parsed and described once; each later call is a bind, an execute
 * and a sync, its rows read with the kept description. Everything else goes to PGlite unchanged.
 *
 * PGlite is one connection. Its `runExclusive` keeps other queries out while a named statement runs; its
 * transactions are kept apart here (`gate`): drizzle opens them through this client, so a named statement
 * never runs inside another caller's transaction. The one lock PGlite's own `query` takes for that is
 * internal to PGlite, so it is not used.
 */
export function withNamedStatements(client: PGlite): PGlite {
  checkShapes(client);
  const prepared = new Map<string, PreparedSelect>();
  const gate = new Mutex();
  const run = (parts: Uint8Array[], options: QueryOptions | undefined) =>
    client.execProtocolStream(concatenated(parts), { ...options, syncToFs: false });

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

  const runNamed = async <T>(name: string, text: string, params: unknown[], options?: QueryOptions) => {
    await client.waitReady;
    return gate.runExclusive(() =>
      client.runExclusive(async () => {
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

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = options?.blob ? undefined : namedStatementOf(text);
    return name ? runNamed<T>(name, text, params, options) : client.query<T>(text, params, options);
  };
  const transaction: PGlite['transaction'] = (work) => gate.runExclusive(() => client.transaction(work));

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Stops at start, with a message, when PGlite no longer offers what the named statements use. */
function checkShapes(client: PGlite): void {
  const { serialize } = protocol;
  const missing = [
    ['PGlite.runExclusive', client.runExclusive],
    ['PGlite.execProtocolStream', client.execProtocolStream],
    ['PGlite.syncToFs', client.syncToFs],
    ['PGlite.query', client.query],
    ['PGlite.transaction', client.transaction],
    ['protocol.serialize.parse', serialize?.parse],
    ['protocol.serialize.bind', serialize?.bind],
    ['protocol.serialize.describe', serialize?.describe],
    ['protocol.serialize.execute', serialize?.execute],
    ['protocol.serialize.sync', serialize?.sync],
  ]
    .filter(([, member]) => typeof member !== 'function')
    .map(([name]) => name);
  if (typeof client.serializers !== 'object' || typeof client.parsers !== 'object')
    missing.push('PGlite.serializers / PGlite.parsers');
  if (missing.length > 0)
    throw new Error(
      `The embedded database's named statements need ${missing.join(', ')}, which this version of @electric-sql/pglite does not offer: review apps/api/src/db/pglite-client.ts against it, or start with DATABASE_PREPARED_STATEMENTS=0.`,
    );
}

interface PreparedSelect {
  parameterTypes: number[];
  /** The statement's columns (its row description, text format), which each execution's rows are read with. */
  fields: Array<{ name: string; dataTypeID: number }>;
}

/**
 * An execution's rows, as PGlite's `query` answers a SELECT: each column read by the parser the options or the
 * client name for its type.
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
  for (const message of answer) {
    if (message.name !== 'dataRow') continue;
    const values = (message as messages.DataRowMessage).fields.map((value, i) => {
      const parser = parsers[i];
      return value === null ? null : parser ? parser(value, fields[i]?.dataTypeID) : value;
    });
    rows.push(asArrays ? values : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])));
  }
  return { rows, fields, affectedRows: 0 } as Results<T>;
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
