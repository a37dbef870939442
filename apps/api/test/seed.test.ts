import { DRIVER_STATUS, DRIVER_STATUS_NAMES } from '@fletx/contract/drivers';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS, LOAD_STATUS_IDS } from '@fletx/contract/load-status';
import { REPORT_STATUS, REPORT_TYPE } from '@fletx/contract/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { DriversService } from '../src/modules/drivers/drivers.service';
import { seedOnFirstStart } from '../src/seed/seed';
import { createServices } from '../src/services';
import { captureMailer, freshDatabase, TEST_JWT_SECRET } from './helpers/test-app';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let drivers: DriversService;
let compliance: ReturnType<typeof createServices>['compliance'];

beforeAll(async () => {
  fresh = await freshDatabase();
  const env = { ADMIN_EMAIL: 'admin@fletx.test', ADMIN_PASSWORD: 'Fletx#Admin2026', SEED_DEMO: true };
  // The seed stores no file: the folder is never created.
  const options = { mailer: captureMailer([]), jwtSecret: TEST_JWT_SECRET, filesDir: 'unused-files' };
  await seedOnFirstStart(fresh.database, env, { info: () => {} }, options);
  ({ drivers, compliance } = createServices(fresh.database, options));
}, 120_000);
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

describe('demo data', () => {
  it('has 30 drivers in every status, each with a history that explains it', async () => {
    expect(await drivers.countByState(DRIVER_STATUS.created)).toBe(30);
    for (const state of [
      DRIVER_STATUS.active,
      DRIVER_STATUS.inactive,
      DRIVER_STATUS.toBeApproved,
      DRIVER_STATUS.rejected,
    ])
      expect(await drivers.countByState(state)).toBeGreaterThan(0);
    const { items } = await drivers.list({ page: 1, take: 100, search: '' });
    const rejected = items.find((d) => d.status === DRIVER_STATUS_NAMES[DRIVER_STATUS.rejected]);
    expect(rejected).toBeDefined();
    const detail = await drivers.detail(rejected?.id ?? 0);
    const history = detail.extraData.history.data;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.some((h) => h.comment.length > 10)).toBe(true);
    expect(items.filter((d) => d.status === DRIVER_STATUS_NAMES[DRIVER_STATUS.created])).toHaveLength(2);
  });
});

describe('demo loads', () => {
  it('has loads in every status, with histories, ledgers and bookings turned into loads', async () => {
    const { db } = fresh.database;
    const rows = await db.execute<{ status_id: number; n: number }>(
      sql`SELECT status_id, count(*)::int AS n FROM loads GROUP BY status_id ORDER BY status_id`,
    );
    const byStatus = new Map(rowsOf<{ status_id: number; n: number }>(rows).map((r) => [r.status_id, r.n]));
    for (const status of LOAD_STATUS_IDS)
      expect(byStatus.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    const total = [...byStatus.values()].reduce((s, n) => s + n, 0);
    expect(total).toBeGreaterThanOrEqual(55);
    const history = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM load_status_history`),
    );
    expect(history[0]?.n).toBeGreaterThan(total * 3);
    const ledger = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM load_transactions WHERE type_id <> ${TRANSACTION_TYPE.tripRate}`,
      ),
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
    for (const status of [REPORT_STATUS.pending, REPORT_STATUS.inProgress, REPORT_STATUS.resolved])
      expect(
        reports.some((r) => r.type === REPORT_TYPE.alert && r.status === status),
        `alert status ${status}`,
      ).toBe(true);
    expect(reports.some((r) => r.type === REPORT_TYPE.cancellation)).toBe(true);
    const osd = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM osd_entries o JOIN loads l ON l.id = o.load_id WHERE l.status_id = ${LOAD_STATUS.ended}`,
      ),
    );
    expect(osd[0]?.n).toBeGreaterThanOrEqual(2);
  });
});

describe('demo compliance (docs/product.md "Compliance")', () => {
  it('has expired, soon-expiring and missing items of drivers, trucks and trailers; approved drivers stay dispatchable', async () => {
    const items = await compliance.items();
    const states = new Set(items.map((i) => i.state));
    expect([...states].sort()).toEqual(['expired', 'expiring', 'missing']);
    for (const type of ['driver', 'truck', 'trailer'])
      expect(
        items.some((i) => i.entityType === type && i.state !== 'missing'),
        type,
      ).toBe(true);
    const summary = await compliance.summary();
    expect(summary.expired).toBeGreaterThanOrEqual(4);
    expect(summary.expiringIn30).toBeGreaterThanOrEqual(4);
    expect(summary.missing).toBeGreaterThan(0);
    const loads = createServices(fresh.database, {
      mailer: captureMailer([]),
      jwtSecret: TEST_JWT_SECRET,
      filesDir: 'unused-files',
    }).loads;
    for (const option of await loads.driverOptions())
      expect(await compliance.blockingItems(option.id), `driver ${option.name}`).toEqual([]);
  });

  it('has the carrier details and draft invoices of delivered loads, numbered from INV-000001', async () => {
    const services = createServices(fresh.database, {
      mailer: captureMailer([]),
      jwtSecret: TEST_JWT_SECRET,
      filesDir: 'unused-files',
    });
    expect((await services.carrierSettings.get()).configured).toBe(true);
    const list = await services.invoices.list({}, { page: 1, take: 10, offset: 0 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.status === 'draft' && i.amount > 0)).toBe(true);
    expect(list.items.map((i) => i.number).sort()[0]).toBe('INV-000001');
  });
});
