/**
 * The dispatch board at the issue's size (docs/performance.md "Dispatch board"): copies, by SQL, of one driver
 * (with their driver information and policies) and of one load, the loads spread over the copied drivers and
 * over one week.
 * apps/api/test/dispatch-scale.test.ts fills its test database with it (the API's figure), and
 * e2e/measure/dispatch-trace.ts the server's database (the browser's figure).
 */
import path from 'node:path';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { GROUPS } from '@fletx/contract/roles';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/lock';
import { PGLITE_FOLDER } from '../src/lib/backup';

export interface BoardWeekFill {
  /** The driver copied (a user of the drivers' group with driver information). */
  driverId: number;
  /** How many copies of the driver. */
  drivers: number;
  /** The `id_number` of the load copied. */
  loadIdNumber: string;
  /** How many copies of the load, all picked up in the week. */
  loads: number;
  /**
   * How many of them wait in the queue, the first ones: no driver, awaiting confirmation (as a load put back
   * there); the others keep the load's status and go round the copied drivers.
   */
  queued?: number;
  /** The week's Monday, `yyyy-MM-dd`: pickups from its 06:00 UTC to Saturday's. */
  monday: string;
  /** Tells the copies apart: their emails start with it, the loads' numbers are `TAG-n` (upper case). */
  tag: string;
}

/** The columns of `table` a copy writes: every stored one but `except`. */
export async function columnsOf(database: Database, table: string, except: string[]): Promise<string> {
  const result = await database.db.execute(sql`
    SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
      AND identity_generation IS NULL AND column_name NOT IN (${sql.join(
        except.map((c) => sql`${c}`),
        sql`, `,
      )})`);
  return rowsOf<{ list: string }>(result)[0]?.list ?? '';
}

/** Adds the copies (three `INSERT … SELECT`); the copied driver and load stay as they are. */
export async function fillBoardWeek(database: Database, fill: BoardWeekFill): Promise<void> {
  const { db } = database;
  const tag = fill.tag.toLowerCase();
  const number = fill.tag.toUpperCase();
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, phone, password_hash, "group", role)
    SELECT first_name, last_name || ' ' || n, ${tag} || n || '@example.com', phone, password_hash, "group", role
    FROM users, generate_series(1, ${fill.drivers}::int) n WHERE id = ${fill.driverId}`);
  // Their driver information and insurance policies (the compliance check reads both), when the driver has some.
  for (const table of ['driver_information', 'driver_policies']) {
    const columns = await columnsOf(database, table, ['id', 'user_id']);
    const copied = columns
      .split(', ')
      .map((c) => `d.${c}`)
      .join(', ');
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table)} (user_id, ${sql.raw(columns)})
      SELECT u.id, ${sql.raw(copied)} FROM users u, ${sql.identifier(table)} d
      WHERE u.email LIKE ${`${tag}%@example.com`} AND d.user_id = ${fill.driverId}`);
  }
  // A copy belongs to no booking (one load per booking).
  const list = await columnsOf(database, 'loads', [
    'id',
    'id_number',
    'status_id',
    'driver_id',
    'booking_id',
    'pickup_open_at',
    'pickup_close_at',
    'delivery_open_at',
    'delivery_close_at',
  ]);
  const monday = sql`${`${fill.monday}T00:00:00Z`}::timestamptz`;
  const day = sql`(n % 6) * interval '1 day'`;
  const queued = sql`${fill.queued ?? 0}::int`;
  await db.execute(sql`
    WITH copied AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM users WHERE email LIKE ${`${tag}%@example.com`}
    )
    INSERT INTO loads (${sql.raw(list)}, id_number, status_id, driver_id, pickup_open_at, pickup_close_at,
      delivery_open_at, delivery_close_at)
    SELECT ${sql.raw(list)}, ${number} || '-' || n,
      CASE WHEN n <= ${queued} THEN ${LOAD_STATUS.awaitingConfirmation}::int ELSE status_id END,
      CASE WHEN n <= ${queued} THEN NULL ELSE (SELECT id FROM copied WHERE i = n % ${fill.drivers}::int) END,
      ${monday} + interval '6 hours' + ${day} + (n % 5) * interval '2 hours',
      ${monday} + interval '10 hours' + ${day},
      ${monday} + interval '30 hours' + ${day},
      ${monday} + interval '38 hours' + ${day}
    FROM loads, generate_series(1, ${fill.loads}::int) n WHERE id_number = ${fill.loadIdNumber}`);
}

export interface ServerBoardFill {
  /** The active driver copied. */
  driverId: number;
  /** The week's Monday, `yyyy-MM-dd`, and its edges (the board's `from` and `to`). */
  monday: string;
  from: Date;
  to: Date;
  /** Active drivers and loads picked up in the week, the demo's counted in. */
  drivers: number;
  loads: number;
  /** Of the loads added, how many wait in the queue. */
  queued: number;
}

/**
 * Fills the embedded database of a server's `dataDir` (the server stopped; its demo data seeded) up to
 * `drivers` active drivers and `loads` loads in the week: copies of the driver `driverId` and of the demo's
 * first new load (one with a driver). Answers how many drivers and loads it added.
 */
export async function fillServerBoard(
  dataDir: string,
  fill: ServerBoardFill,
): Promise<{ drivers: number; loads: number }> {
  const release = acquireDataDirLock(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, PGLITE_FOLDER) });
  try {
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0];
    const active = sql`FROM users u JOIN driver_information d ON d.user_id = u.id
      WHERE u."group" = ${GROUPS.drivers} AND d.status = ${DRIVER_STATUS.active}`;
    const drivers = await one<{ n: number }>(sql`SELECT count(*)::int AS n ${active}`);
    const load = await one<{ number: string }>(sql`SELECT id_number AS number FROM loads
      WHERE status_id = ${LOAD_STATUS.new} ORDER BY id LIMIT 1`);
    const inWeek = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM loads
      WHERE pickup_open_at >= ${fill.from.toISOString()} AND pickup_open_at < ${fill.to.toISOString()}`);
    if (!load) throw new Error('the demo data has no new load to copy');
    const added = { drivers: fill.drivers - (drivers?.n ?? 0), loads: fill.loads - (inWeek?.n ?? 0) };
    await fillBoardWeek(database, {
      driverId: fill.driverId,
      drivers: added.drivers,
      loadIdNumber: load.number,
      loads: added.loads,
      queued: fill.queued,
      monday: fill.monday,
      tag: 'board',
    });
    await database.db.execute(sql`VACUUM ANALYZE`);
    return added;
  } finally {
    await database.close();
    release();
  }
}
