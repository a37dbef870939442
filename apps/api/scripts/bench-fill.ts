/**
 * The benchmarks' data generator (docs/performance.md). `fillLoads` adds 300 drivers, 60 brokers and `loads`
 * loads spread over the 16 statuses, 16 cities and one hour apart going back in time (100 000 loads: about
 * eleven years), in three `INSERT … SELECT`, then runs `VACUUM ANALYZE`.
 *
 * Run alone, `npm run bench:fill -- --loads N` fills the database `npm start` would open (`DATABASE_URL`, else
 * `DATA_DIR/pglite`) with that and nothing else, plus the first back-office user from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD` as a first start makes it (no demo data). Start from an empty database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Database, openDatabase } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/lock';
import { loadEnv } from '../src/env';
import { PGLITE_FOLDER } from '../src/lib/backup';
import { createMailer } from '../src/lib/mailer';
import { resolveJwtSecret } from '../src/lib/secrets';
import { seedOnFirstStart } from '../src/seed/seed';

export async function fillLoads(database: Database, loads: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, role, "group", password_hash, status)
    SELECT (ARRAY['Michael','David','Joshua','Daniel','Kevin','Brian','Jason','Ryan','Zoe','Carlos'])[1 + i % 10],
           'Driver' || i, 'bench.driver.' || i || '@example.com', 'Driver', 'drivers', 'x', 2
    FROM generate_series(1, 300) AS i`);
  await db.execute(sql`
    INSERT INTO brokers (name, mc_number, invoicing_email, address, city, state_code, zip_code, days_to_pay, status)
    SELECT 'Broker ' || md5(i::text), 'MC-B' || i, 'b' || i || '@example.com', '1 Main St', 'Chicago', 'IL',
           '60601', 30, 'Approved'
    FROM generate_series(1, 60) AS i`);
  await db.execute(sql`
    WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench.driver.%'),
         b AS (SELECT array_agg(id ORDER BY id) AS ids FROM brokers WHERE mc_number LIKE 'MC-B%'),
         c AS (SELECT ARRAY['Dallas','Atlanta','Houston','Chicago','Phoenix','Denver','Savannah','Columbus',
                            'Memphis','Fresno','Tulsa','Omaha','Reno','Boise','Tampa','Miami'] AS names)
    INSERT INTO loads (id_number, status_id, driver_id, broker_id, distance_miles, pickup_open_at, pickup_close_at,
                       pickup_zip, pickup_state, pickup_city, delivery_open_at, delivery_close_at, delivery_zip,
                       delivery_state, delivery_city, trip_rate_cents, trailer_type_id, load_type)
    SELECT 'LD-' || lpad(i::text, 7, '0'), 1 + i % 16, d.ids[1 + i % 300], b.ids[1 + i % 60], 100 + i % 2000,
           now() - make_interval(hours => i), now() - make_interval(hours => i) + interval '4 hours', '75261', 'TX',
           c.names[1 + i % 16], now() - make_interval(hours => i) + interval '30 hours',
           now() - make_interval(hours => i) + interval '34 hours', '30336', 'GA', c.names[1 + (i * 7) % 16],
           100000 + i % 500000, 1 + i % 4, 'FTL'
    FROM generate_series(1, ${loads}) AS i, d, b, c`);
  // As autovacuum would soon after such an insert: statistics, and the visibility map index-only scans read.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** How many loads the database holds. */
export async function countLoads(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM loads`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number;
  }>;
  return Number(rows[0]?.n ?? 0);
}

/**
 * Opens the database of `dataDir` / `databaseUrl` (holding the data-folder lock like the server), migrates it,
 * makes the first back-office user if it is empty, adds `loads` loads unless it holds some already, closes it.
 * Returns how many loads it holds.
 */
export async function prepareBenchDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  loads: number;
  adminEmail: string;
  adminPassword: string;
  log?: (line: string) => void;
}): Promise<number> {
  const log = options.log ?? (() => {});
  const release = options.databaseUrl ? () => {} : acquireDataDirLock(options.dataDir);
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(options.dataDir, PGLITE_FOLDER) },
  );
  try {
    await database.migrate();
    const logger = pino({ level: 'silent' });
    await seedOnFirstStart(
      database,
      { ADMIN_EMAIL: options.adminEmail, ADMIN_PASSWORD: options.adminPassword, SEED_DEMO: false },
      logger,
      {
        mailer: createMailer({
          from: 'bench@fletx.app',
          outboxDir: path.join(options.dataDir, 'outbox'),
          logger,
        }),
        jwtSecret: resolveJwtSecret(undefined, options.dataDir),
        filesDir: path.join(options.dataDir, 'files'),
      },
    );
    const before = await countLoads(database);
    if (before > 0) {
      log(`the database holds ${before} loads already: not filled`);
      return before;
    }
    const started = performance.now();
    await fillLoads(database, options.loads);
    log(
      `filled ${options.loads} loads in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
    );
    return options.loads;
  } finally {
    await database.close();
    await release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { loads: { type: 'string', default: '100000' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(`Usage: npm run bench:fill -- [--loads N]

Fills the database npm start would open (DATABASE_URL, else DATA_DIR/pglite; stop the server first) with
300 drivers, 60 brokers and N loads (default 100000), plus the first back-office user (ADMIN_EMAIL /
ADMIN_PASSWORD). An empty database is expected; one that holds loads is left as it is.`);
    process.exit(0);
  }
  const env = loadEnv();
  prepareBenchDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    loads: Number(values.loads),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    log: console.log,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
