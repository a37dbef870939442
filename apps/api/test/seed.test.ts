import { DRIVER_STATUS_NAMES } from '@fletx/contract/drivers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { DriversService } from '../src/modules/drivers/drivers.service';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { TrucksService } from '../src/modules/trucks/trucks.service';
import { UsersService } from '../src/modules/users/users.service';
import { seedOnFirstStart } from '../src/seed/seed';
import { freshDatabase, TEST_JWT_SECRET } from './helpers/test-app';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let drivers: DriversService;

beforeAll(async () => {
  fresh = await freshDatabase();
  const env = { ADMIN_EMAIL: 'admin@fletx.test', ADMIN_PASSWORD: 'Fletx#Admin2026', SEED_DEMO: true };
  await seedOnFirstStart(fresh.database.db, env, { info: () => {} }, TEST_JWT_SECRET);
  drivers = new DriversService(
    fresh.database.db,
    new UsersService(fresh.database.db),
    TEST_JWT_SECRET,
    new TrucksService(fresh.database.db),
    new NotificationsService(fresh.database.db),
  );
}, 120_000);
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

describe('demo data', () => {
  it('has 30 drivers in every status, each with a history that explains it', async () => {
    expect(await drivers.countByState(1)).toBe(30);
    for (const state of [2, 3, 4, 5]) expect(await drivers.countByState(state)).toBeGreaterThan(0);
    const { items } = await drivers.list({ page: 1, take: 100, search: '' });
    const rejected = items.find((d) => d.status === DRIVER_STATUS_NAMES[5]);
    expect(rejected).toBeDefined();
    const detail = await drivers.detail(rejected?.id ?? 0);
    const history = detail.extraData.history.data;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.some((h) => h.comment.length > 10)).toBe(true);
    expect(items.filter((d) => d.status === DRIVER_STATUS_NAMES[1])).toHaveLength(2);
  });
});

describe('demo loads', () => {
  it('has loads in every status, with histories, ledgers and bookings turned into loads', async () => {
    const { db } = fresh.database;
    const rows = await db.execute<{ status_id: number; n: number }>(
      sql`SELECT status_id, count(*)::int AS n FROM loads GROUP BY status_id ORDER BY status_id`,
    );
    const byStatus = new Map(rowsOf<{ status_id: number; n: number }>(rows).map((r) => [r.status_id, r.n]));
    for (let status = 1; status <= 16; status++)
      expect(byStatus.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    const total = [...byStatus.values()].reduce((s, n) => s + n, 0);
    expect(total).toBeGreaterThanOrEqual(55);
    const history = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM load_status_history`),
    );
    expect(history[0]?.n).toBeGreaterThan(total * 3);
    const ledger = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM load_transactions WHERE type_id <> 1`),
    );
    expect(ledger[0]?.n).toBeGreaterThan(10);
    // Every history reads in order: no step is dated before the one it follows (the load entered first).
    const outOfOrder = rowsOf<{ n: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS n FROM (
          SELECT changed_at < lag(changed_at) OVER (PARTITION BY load_id ORDER BY id) AS back
          FROM load_status_history
        ) h WHERE back`),
    );
    expect(outOfOrder[0]?.n).toBe(0);
  });
});

describe('demo reports and OS&D', () => {
  it('has alerts in every report status, a cancellation request and OS&D on ended loads', async () => {
    const { db } = fresh.database;
    const reports = rowsOf<{ type: number; status: number; n: number }>(
      await db.execute(
        sql`SELECT report_type_id AS type, status_report_id AS status, count(*)::int AS n FROM load_reports GROUP BY 1, 2`,
      ),
    );
    for (const status of [1, 2, 3])
      expect(
        reports.some((r) => r.type === 1 && r.status === status),
        `alert status ${status}`,
      ).toBe(true);
    expect(reports.some((r) => r.type === 2)).toBe(true);
    const osd = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM osd_entries o JOIN loads l ON l.id = o.load_id WHERE l.status_id = 11`,
      ),
    );
    expect(osd[0]?.n).toBeGreaterThanOrEqual(2);
  });
});
