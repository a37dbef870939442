import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The board at the issue's size (docs/performance.md "Dispatch board"): 300 active drivers and 2,000 loads in
 * the week, copied from one driver and one load made through the API. It answers every row and load; the time
 * is printed for the figures, not asserted.
 */
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
let ctx: TestContext;
let dispatcher: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const broker = await approvedBroker(ctx, carrier);
  const first = await approvedDriver(ctx, carrier, { first_name: 'Scale' });
  await createLoad(ctx.api.as(dispatcher), broker.id, first, { id_number: 'SC-0' });
  const db = ctx.database.db;
  // 299 more drivers, each a copy of the first with its driver information.
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, phone, password_hash, "group", role)
    SELECT first_name, last_name || ' ' || n, 'scale' || n || '@example.com', phone, password_hash, "group", role
    FROM users, generate_series(1, 299) n WHERE id = ${first}`);
  const info = await columnsOf('driver_information', ['id', 'user_id']);
  await db.execute(
    sql.raw(`INSERT INTO driver_information (user_id, ${info})
    SELECT u.id, ${info
      .split(', ')
      .map((c) => `d.${c}`)
      .join(', ')} FROM users u, driver_information d
    WHERE u.email LIKE 'scale%@example.com' AND d.user_id = ${first}`),
  );
  // 1,999 more loads over the week, spread over the drivers, each a copy of the first.
  const list = await columnsOf('loads', [
    'id',
    'id_number',
    'driver_id',
    'pickup_open_at',
    'pickup_close_at',
    'delivery_open_at',
    'delivery_close_at',
  ]);
  await db.execute(
    sql.raw(`
    INSERT INTO loads (${list}, id_number, driver_id, pickup_open_at, pickup_close_at, delivery_open_at, delivery_close_at)
    SELECT ${list}, 'SC-' || n, (SELECT id FROM users WHERE email LIKE 'scale%' ORDER BY id OFFSET (n % 299) LIMIT 1),
      timestamptz '2026-03-02 06:00Z' + (n % 6) * interval '1 day' + (n % 5) * interval '2 hours',
      timestamptz '2026-03-02 10:00Z' + (n % 6) * interval '1 day',
      timestamptz '2026-03-03 06:00Z' + (n % 6) * interval '1 day',
      timestamptz '2026-03-03 14:00Z' + (n % 6) * interval '1 day'
    FROM loads, generate_series(1, 1999) n WHERE id_number = 'SC-0'`),
  );
}, 120_000);
/** The columns of `table` a copy writes: every stored one but `except`. */
async function columnsOf(table: string, except: string[]): Promise<string> {
  const result = await ctx.database.db.execute(sql`
    SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
      AND identity_generation IS NULL AND column_name NOT IN (${sql.join(
        except.map((c) => sql`${c}`),
        sql`, `,
      )})`);
  return rowsOf<{ list: string }>(result)[0]?.list ?? '';
}

afterAll(async () => {
  await ctx?.close();
});

describe('the board with 300 drivers and 2,000 loads', () => {
  it('answers every driver and every load of the week', async () => {
    const url = '/api/dispatch/board?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z';
    await ctx.api.get(url, { as: dispatcher });
    const started = performance.now();
    const r = await ctx.api.get(url, { as: dispatcher });
    const ms = performance.now() - started;
    expect(r.statusCode, r.body).toBe(200);
    const board = r.json().data as { drivers: Array<{ loads: Array<{ status: number }> }> };
    expect(board.drivers.length).toBeGreaterThanOrEqual(300);
    const loads = board.drivers.flatMap((d) => d.loads);
    expect(loads.length).toBeGreaterThanOrEqual(2000);
    expect(loads.every((l) => l.status === LOAD_STATUS.new)).toBe(true);
    console.log(`dispatch board, 300 drivers × 2,000 loads: ${Math.round(ms)} ms, ${r.body.length} bytes`);
  });
});
