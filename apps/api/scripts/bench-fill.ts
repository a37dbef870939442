/**
 * The benchmarks' data generator (docs/performance.md). `fillLoads` adds 300 drivers, 60 brokers and `loads`
 * loads over 16 cities, evenly spread over the last five years whatever their number, ids rising with their
 * pickup (the newest load has the highest id, as when a carrier enters them): loads of the last 30 days are in
 * every one of the 16 statuses, older ones are finished (mostly delivery approved, some ended, cancelled,
 * declined or old loads). Three `INSERT … SELECT`, then `VACUUM ANALYZE`. `fillFleet` then gives the other lists
 * a carrier of that size: the drivers' information, insurance file and preferences, 300 trucks (15 of them
 * retired), 350 trailers, a booking per 20 loads, a report on about a tenth of the finished loads, every
 * load's trip-rate ledger entry and the delivered loads' status history (bench-fill-ledger.ts).
 *
 * Run alone, `npm run bench:fill -- --loads N` fills the database `npm start` would open (`DATABASE_URL`, else
 * `DATA_DIR/pglite`) with that and nothing else, plus the first back-office user from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD` as a first start makes it (no demo data). Start from an empty database; one filled before
 * `fillFleet` existed (loads but no trucks) gets its fleet.
 *
 * The generators live beside it: bench-fill-loads.ts, and bench-fill-fleet.ts over bench-fill-drivers.ts,
 * bench-fill-equipment.ts, bench-fill-freight.ts and bench-fill-ledger.ts; this file prepares a database with them and runs alone.
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
import { fillFleet } from './bench-fill-fleet';
import { fillLoads } from './bench-fill-loads';

// The generators, where other scripts and the tests have always imported them from.
export { type FleetCounts, fillFleet } from './bench-fill-fleet';
export { fillLoads } from './bench-fill-loads';

/** How many rows `table` holds. */
async function countRows(database: Database, table: 'loads' | 'vehicles'): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number;
  }>;
  return Number(rows[0]?.n ?? 0);
}

/** How many loads the database holds. */
export const countLoads = (database: Database): Promise<number> => countRows(database, 'loads');

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * Opens the database of `dataDir` / `databaseUrl` (holding the data-folder lock like the server), migrates it,
 * makes the first back-office user if it is empty, adds `loads` loads unless it holds some already, then the
 * fleet unless it has trucks already, closes it. Returns how many loads it holds.
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
    const jwtSecret = resolveJwtSecret(undefined, options.dataDir);
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
        jwtSecret,
        filesDir: path.join(options.dataDir, 'files'),
      },
    );
    let loads = await countLoads(database);
    if (loads > 0) log(`the database holds ${loads} loads already: not filled`);
    else {
      const started = performance.now();
      await fillLoads(database, options.loads);
      loads = options.loads;
      log(`filled ${loads} loads in ${secondsSince(started)} s (${database.kind})`);
    }
    // A database filled before fillFleet existed gets its fleet now, without a refill of its loads.
    if ((await countRows(database, 'vehicles')) === 0) {
      const started = performance.now();
      const fleet = await fillFleet(database, jwtSecret);
      log(
        `filled the fleet (${fleet.drivers} drivers, ${fleet.trucks} trucks, ${fleet.trailers} trailers, ` +
          `${fleet.bookings} bookings, ${fleet.reports} reports, ${fleet.deliveries} deliveries, ${fleet.settlements} settlements, ${fleet.invoices} invoices) in ${secondsSince(started)} s (${database.kind})`,
      );
    }
    return loads;
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
ADMIN_PASSWORD); then the fleet: the drivers' information, 300 trucks, 350 trailers, N/20 bookings and
reports on about a tenth of the finished loads, the loads' trip-rate entries and the delivered loads'
status history (entered, each step of the trip, ended, approved). An empty database is expected; one that holds loads keeps
them, and gets the fleet if it has no trucks.`);
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
