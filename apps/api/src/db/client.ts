import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { checkDriverInternals } from './driver-internals';
import { withNamedStatements } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
/** The embedded database's shared buffers (PostgreSQL's default is 128 MB). */
const PGLITE_SHARED_BUFFERS = '32MB';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether statements built once are kept prepared (db/statements.ts; `DATABASE_PREPARED_STATEMENTS`). */
  namedStatements: boolean;
  /** Applies the migrations not applied yet, under the start-up lock (`exclusive`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the start-up lock: on PostgreSQL a session advisory lock taken on a connection of its
   * own, so that processes started at once on one database migrate it and make its first user one after the
   * other, never side by side (README "Running several processes"); the lock goes with the connection if the
   * process dies. The embedded database is one process's: `work` just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (sent by any process on this database,
   * delivered when the sending transaction commits); `onReconnect` after a lost listening connection came
   * back, since notifications sent meanwhile are lost. Answers how to stop listening.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole data folder as a tarball (a migrated template for tests, a backup), taken after a
   * checkpoint and between two transactions of the app: a consistent copy.
   */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; namedStatements?: boolean }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; namedStatements?: boolean };

/** How long the pool keeps an idle connection open (a PostgreSQL backend and its kept plans). */
const POOL_IDLE_MS = 10 * 60_000;
/** The advisory lock key of the start-up work: any fixed 64-bit number, the same in every Fletx process. */
export const START_LOCK_KEY = '5004853706340921345';

/** `work(client)` on a connection of its own that holds the start-up advisory lock meanwhile. */
async function underStartLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [START_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [START_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  checkDriverInternals();
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // pg's default closes a connection idle for 10 s, and with it the statements it keeps named and their
      // plans (db/statements.ts): after a quiet minute every list would be parsed and planned again.
      idleTimeoutMillis: POOL_IDLE_MS,
      // …so idle connections must not hold a script's process open once its work is done.
      allowExitOnIdle: true,
    });
    pool.on('error', () => {
      // An idle client lost its connection: the pool replaces it; queries report their own errors.
    });
    return {
      db: drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      namedStatements: options.namedStatements !== false,
      // drizzle's migrator takes no lock: two processes would both find a migration missing and both apply it.
      migrate: () =>
        underStartLock(options.url, (client) =>
          migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
        ),
      exclusive: (work) => underStartLock(options.url, () => work()),
      ping: pingOf(pool),
      listen: (channel, handler, onReconnect) => listenPostgres(options.url, channel, handler, onReconnect),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    // PostgreSQL's 128 MB default of shared buffers is most of an idle server's memory; the embedded
    // database serves one carrier's working set with far less (docs/performance.md "Compiled server").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // drizzle is given the client whose query runs the statements built named as named ones (db/pglite-client.ts).
  const named = options.namedStatements === false ? client : withNamedStatements(client);
  return {
    db: drizzlePglite({ client: named, schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    namedStatements: options.namedStatements !== false,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => work(),
    ping: pingOf(client),
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        await stop();
      };
    },
    close: () => client.close(),
    dump: async (compression = 'none') => {
      await client.query('CHECKPOINT');
      // Inside PGlite's transaction lock, so no transaction of the app is half-way through.
      return named.transaction(async () => (await client.dumpDataDir(compression)) as Blob);
    },
  };
}

/** Whether the database answers: a trivial query, whichever driver runs it. */
const pingOf = (client: { query(text: string): Promise<unknown> }) => async () => {
  await client.query('select 1');
};

/** `{ rows }` of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries): when it breaks, it is
 * opened again with back-off (0.5 s doubling to 10 s) and `onReconnect` tells the listener to catch up.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => void reconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = async () => {
    const broken = client;
    client = undefined;
    if (stopped || !broken) return;
    broken.end().catch(() => {});
    for (let delay = 500; !stopped; delay = Math.min(delay * 2, 10_000)) {
      try {
        await connect();
        onReconnect?.();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
