import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@fletx/contract/compliance';
import { warningsQuery } from '@fletx/contract/dispatch';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { DRIVER_DOCUMENT_TYPE, DRIVER_STATUS, DRIVER_STATUS_NAMES } from '@fletx/contract/drivers';
import { complianceLook } from '@fletx/contract/due-states';
import type { DutyStatus } from '@fletx/contract/duty';
import { hosViolations } from '@fletx/contract/hos';
import { iftaMessages, quarterOf } from '@fletx/contract/ifta';
import { AGING_BUCKETS, INVOICE_STATUSES } from '@fletx/contract/invoices';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS, LOAD_STATUS_IDS } from '@fletx/contract/load-status';
import { REPORT_STATUS, REPORT_TYPE } from '@fletx/contract/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { Mail } from '../src/lib/mailer';
import { pdfLib } from '../src/lib/pdf/pdf-lib';
import { digestMail } from '../src/modules/compliance/compliance-digest';
import type { DriversService } from '../src/modules/drivers/drivers.service';
import { DEMO_PAST_WEEKS } from '../src/seed/demo-history';
import { transitMinutes } from '../src/seed/demo-tracking';
import { seedOnFirstStart } from '../src/seed/seed';
import { createServices } from '../src/services';
import { captureMailer, freshDatabase, TEST_JWT_SECRET } from './helpers/test-app';

let filesDir: string;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let drivers: DriversService;
let compliance: ReturnType<typeof createServices>['compliance'];
let services: ReturnType<typeof createServices>;
const mails: Mail[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
  const env = { ADMIN_EMAIL: 'admin@fletx.test', ADMIN_PASSWORD: 'Fletx#Admin2026', SEED_DEMO: true };
  // The demo's rate confirmations are stored files: on disk beside the embedded database, in PostgreSQL else.
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-seed-files-'));
  const options = { mailer: captureMailer(mails), jwtSecret: TEST_JWT_SECRET, filesDir };
  await seedOnFirstStart(fresh.database, env, { info: () => {} }, options);
  services = createServices(fresh.database, options);
  ({ drivers, compliance } = services);
}, 120_000);
/** The miles of the period's loads run on owner-operated trucks (rows made only of them, by driver). */
async function ownerOperatedMiles(period: { from: string; to: string }) {
  const paging = { page: 1, take: 100 };
  const query = { ...period, groupBy: 'driver' as const, sort: 'label' as const, order: 'asc' as const };
  const { items } = await services.profit.report({ ...query, ...paging }, paging);
  return items.filter((r) => r.ownerOperatedLoads === r.loads).reduce((sum, r) => sum + (r.miles ?? 0), 0);
}

afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
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

  it("has every driver's agreements on file, so an edit saves without uploads (one lease still awaited)", async () => {
    const { items } = await drivers.list({ page: 1, take: 100, search: '' });
    const missing: string[] = [];
    for (const driver of items) {
      const files = await services.documents.filesOf(ENTITY_TYPE.driver, driver.id);
      for (const [type, paper] of [
        [DRIVER_DOCUMENT_TYPE.leaseAgreement, 'lease'],
        [DRIVER_DOCUMENT_TYPE.driverLicense, 'license'],
      ] as const) {
        const file = files.find((f) => f.document.documentType === type);
        if (!file) missing.push(`${driver.name}: ${paper}`);
        else expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
    expect(missing).toEqual(['Carlos Ramírez: lease']);
  });
});

describe('demo loads', () => {
  it('names a person in the History, never the system: the dispatcher, the driver, the admin who did it', async () => {
    const system = rowsOf<{ type: string; action: string; n: number }>(
      await fresh.database.db.execute(sql`
        SELECT entity_type AS type, action, count(*)::int AS n FROM audit_events
        WHERE actor_name = 'System' GROUP BY 1, 2 ORDER BY 1, 2`),
    );
    // Only the first user, made by the first start itself.
    expect(system).toEqual([{ type: 'user', action: 'create', n: 1 }]);
    const [accepted] = rowsOf<{ n: number; byDriver: number; entered: number }>(
      await fresh.database.db.execute(sql`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE a.actor_id = l.driver_id)::int AS "byDriver",
          (SELECT count(*)::int FROM audit_events c JOIN users u ON u.id = c.actor_id
           WHERE c.entity_type = 'load' AND c.action = 'create' AND u.role <> 'Dispatcher') AS entered
        FROM audit_events a JOIN loads l ON l.id = a.entity_id
        WHERE a.entity_type = 'load' AND a.summary LIKE ${`Status New → Accepted%`}`),
    );
    // Each load accepted by its driver (the past ones too), every load entered by a dispatcher.
    expect(accepted?.n).toBeGreaterThan(100);
    expect(accepted?.byDriver).toBe(accepted?.n);
    expect(accepted?.entered).toBe(0);
  });
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

  it('has a delivered load whose delivery times the office corrected from the bill of lading, with detention', async () => {
    const rows = rowsOf<{ load_id: number }>(
      await fresh.database.db.execute(sql`SELECT load_id FROM load_stop_times WHERE stop = 'delivery'`),
    );
    expect(rows).toHaveLength(1);
    const progress = await services.loadProgress.of(rows[0]?.load_id ?? 0);
    expect(progress.stops.find((s) => s.type === 'delivery')).toMatchObject({
      arrivedSource: 'office',
      departedSource: 'office',
      office: { arrivedSet: { by: expect.stringMatching(/\S/) } },
    });
    expect(progress.stops.find((s) => s.type === 'delivery')?.detentionMinutes).toBeGreaterThan(60);
  });
});

describe('demo windows (docs/product.md "Stops")', () => {
  it("puts each active load's windows where its trip is: around its arrival once there, still ahead before", async () => {
    // A window is the facility's clock, stored as UTC; a mainland facility's clock reads 5 to 8 hours behind UTC.
    const rows = rowsOf<{ id_number: string; stop: string }>(
      await fresh.database.db.execute(sql`
        WITH arrived AS (
          SELECT load_id,
            min(changed_at) FILTER (WHERE to_status = ${LOAD_STATUS.atPickup}) AS at_pickup,
            min(changed_at) FILTER (WHERE to_status = ${LOAD_STATUS.atDelivery}) AS at_delivery
          FROM load_status_history GROUP BY load_id
        )
        SELECT l.id_number, s.stop FROM loads l JOIN arrived a ON a.load_id = l.id,
        LATERAL (VALUES
          ('pickup', a.at_pickup, l.pickup_open_at, l.pickup_close_at),
          ('delivery', a.at_delivery, l.delivery_open_at, l.delivery_close_at)
        ) AS s(stop, arrival, opens, closes)
        WHERE NOT l.finished AND l.driver_id IS NOT NULL AND (
          CASE WHEN s.arrival IS NULL THEN s.closes < now() - interval '8 hours'
          ELSE s.opens > s.arrival - interval '5 hours' OR s.closes < s.arrival - interval '8 hours' END
        )`),
    );
    expect(rows.map((r) => `${r.id_number} ${r.stop}`)).toEqual([]);
  });
});

describe('demo drivers\' weeks (docs/product.md "Dispatch board", "Hours of service")', () => {
  it('gives each driver one trip under way at most, the loads done before it and the ones waiting after it, none overlapping', async () => {
    const { db } = fresh.database;
    // The board's loads: with a driver, not cancelled, declined, old or refused (read-model/dispatch-board.queries.ts).
    const onBoard = sql`l.driver_id IS NOT NULL AND l.status_id NOT IN (1, 3, 13, 14)`;
    const overlaps = rowsOf<{ a: string; b: string }>(
      await db.execute(sql`
        SELECT l.id_number AS a, m.id_number AS b FROM loads l JOIN loads m
          ON m.driver_id = l.driver_id AND m.id > l.id
        WHERE ${onBoard} AND m.status_id NOT IN (1, 3, 13, 14)
          AND l.pickup_open_at < m.delivery_close_at AND m.pickup_open_at < l.delivery_close_at`),
    );
    expect(overlaps).toEqual([]);
    const drivers = rowsOf<{ driver_id: number; under_way: number; misplaced: number }>(
      await db.execute(sql`
        WITH now_on AS (
          SELECT driver_id, min(pickup_open_at) AS at FROM loads l
          WHERE ${onBoard} AND status_id IN (5, 6, 7, 8, 9, 15) GROUP BY driver_id
        )
        SELECT l.driver_id, count(*) FILTER (WHERE l.status_id IN (5, 6, 7, 8, 9, 15))::int AS under_way,
          count(*) FILTER (WHERE (l.status_id IN (10, 11, 12) AND l.pickup_open_at > n.at)
            OR (l.status_id IN (2, 4) AND l.pickup_open_at < n.at))::int AS misplaced
        FROM loads l LEFT JOIN now_on n ON n.driver_id = l.driver_id
        WHERE ${onBoard} GROUP BY l.driver_id`),
    );
    expect(drivers.filter((d) => d.under_way > 1 || d.misplaced > 0)).toEqual([]);
    expect(drivers.filter((d) => d.under_way === 1).length).toBeGreaterThan(drivers.length / 2);
  });

  it("queues a load some driver's truck pulls the wrong trailer for: the dispatch warnings say so", async () => {
    const now = services.clock.now().getTime();
    const week = { from: new Date(now).toISOString(), to: new Date(now + 7 * 86_400_000).toISOString() };
    const { drivers: rows, unassigned } = await services.dispatch.board(week);
    const withTrailer = rows.filter((d) => d.trailer !== null && d.compliance !== 'blocked');
    expect(new Set(unassigned.map((l) => l.trailerTypeId)).size).toBeGreaterThan(1);
    let warned: string | null = null;
    for (const load of unassigned) {
      for (const driver of withTrailer) {
        const query = warningsQuery.parse({ driverId: `${driver.id}`, loadId: `${load.id}` });
        warned ??= (await services.dispatch.warningsFor(query)).trailerWarning;
      }
    }
    expect(warned).toMatch(/ pulls a (Dry Van|Flatbed|Reefer|Power Only) trailer; this load asks for a /);
  });

  it("keeps every driver's duty log within the hours of service", async () => {
    const events = rowsOf<{ driver_id: number; status: DutyStatus; at: Date | string }>(
      await fresh.database.db.execute(
        sql`SELECT driver_id, status, at FROM driver_duty_events ORDER BY driver_id, at, id`,
      ),
    );
    const byDriver = new Map<number, typeof events>();
    for (const e of events) byDriver.set(e.driver_id, [...(byDriver.get(e.driver_id) ?? []), e]);
    expect(byDriver.size).toBeGreaterThan(5);
    const now = services.clock.now();
    const from = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    for (const [driverId, rows] of byDriver) {
      const changes = rows.map((r) => ({
        status: r.status,
        at: new Date(r.at).toISOString(),
        lat: 0,
        lon: 0,
      }));
      expect(hosViolations(changes, from, now.toISOString()), `driver ${driverId}`).toEqual([]);
    }
  });

  it("has the delivered loads' papers: proofs of delivery and bills of lading, in the factoring packages", async () => {
    const papers = rowsOf<{ type: number; n: number }>(
      await fresh.database.db.execute(sql`
        SELECT d.document_type AS type, count(DISTINCT d.entity_id)::int AS n FROM documents d
        JOIN loads l ON l.id = d.entity_id WHERE d.entity_type_id = ${ENTITY_TYPE.load}
          AND l.status_id IN (10, 11, 12) GROUP BY 1 ORDER BY 1`),
    );
    expect(papers.map((p) => p.type)).toEqual([DOCUMENT_TYPE.billOfLading, DOCUMENT_TYPE.proofOfDelivery]);
    expect(papers.every((p) => p.n >= 3)).toBe(true);
    const { items } = await services.invoices.list({}, { page: 1, take: 1000, offset: 0 });
    const factored = items.find((i) => i.factoredOn !== null);
    const pkg = await services.invoiceMail.packagePdf(factored?.id ?? 0);
    const { PDFDocument } = await pdfLib();
    expect((await PDFDocument.load(pkg.bytes)).getPageCount()).toBeGreaterThan(1);
  });

  it("dates each load's papers at its delivery, so its History keeps its order, not at the seed's moment", async () => {
    const ms = (column: ReturnType<typeof sql>) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
    const papers = rowsOf<{
      load: number;
      added: number;
      delivered: number;
      ended: number | null;
      stored: number;
    }>(
      await fresh.database.db.execute(sql`
        SELECT doc.entity_id AS load, ${ms(sql`doc.at`)} AS added, ${ms(sql`st.at`)} AS delivered,
          ${ms(sql`d.created_at`)} AS stored,
          (SELECT ${ms(sql`min(e.at)`)} FROM audit_events e WHERE e.entity_type = 'load'
           AND e.entity_id = doc.entity_id AND e.summary LIKE ${'Status Delivered →%'}) AS ended
        FROM audit_events doc
        JOIN audit_events st ON st.entity_type = 'load' AND st.entity_id = doc.entity_id
          AND st.summary LIKE ${'% → Delivered%'}
        JOIN documents d ON d.entity_type_id = ${ENTITY_TYPE.load} AND d.entity_id = doc.entity_id
          AND doc.summary = 'Document added: ' || d.original_name
        WHERE doc.entity_type = 'load' AND doc.summary LIKE ${'Document added: POD%'}`),
    );
    expect(papers.length).toBeGreaterThanOrEqual(3);
    for (const paper of papers) {
      // Sent by the driver after the delivery, before the office ended the load; the document says the same.
      expect(paper.added, `load ${paper.load}`).toBeGreaterThan(paper.delivered);
      if (paper.ended !== null) expect(paper.added, `load ${paper.load}`).toBeLessThan(paper.ended);
      expect(paper.stored).toBe(paper.added);
    }
  });

  it('dates a load\'s instructions as its History does: "Last saved" is the moment they were added', async () => {
    const ms = (column: ReturnType<typeof sql>) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
    const notes = rowsOf<{ load: number; saved: number; added: number }>(
      await fresh.database.db.execute(sql`
        SELECT i.load_id AS load, ${ms(sql`i.updated_at`)} AS saved, ${ms(sql`a.at`)} AS added
        FROM load_instructions i JOIN audit_events a ON a.entity_type = 'load' AND a.entity_id = i.load_id
          AND a.summary = 'Instructions added'`),
    );
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const note of notes) expect(note.saved, `load ${note.load}`).toBe(note.added);
  });

  it("words a load's instructions for its own trailer: no reefer pre-cooling on a dry van", async () => {
    const notes = rowsOf<{ text: string; trailer: string }>(
      await fresh.database.db.execute(sql`
        SELECT i.text, t.name AS trailer FROM load_instructions i JOIN loads l ON l.id = i.load_id
          JOIN trailer_types t ON t.id = l.trailer_type_id`),
    );
    const about = (word: RegExp) => notes.filter((n) => word.test(n.text)).map((n) => n.trailer);
    expect(new Set(about(/reefer/i))).toEqual(new Set(['Reefer']));
    expect(about(/load bars/i).every((trailer) => trailer === 'Dry Van')).toBe(true);
    expect(about(/tarps/i).every((trailer) => trailer === 'Flatbed')).toBe(true);
  });

  it("dates each payment's Recorded as its History entry: the moment the office recorded it", async () => {
    const [payments] = rowsOf<{ n: number; unmatched: number }>(
      await fresh.database.db.execute(sql`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM audit_events a WHERE a.entity_type = 'invoice' AND a.entity_id = p.invoice_id
            AND a.summary LIKE ${'Payment %'} AND a.at = p.created_at))::int AS unmatched
        FROM invoice_payments p`),
    );
    expect(payments?.n).toBeGreaterThan(10);
    expect(payments?.unmatched).toBe(0);
  });
});

describe('demo miles (docs/product.md "Miles and IFTA")', () => {
  it('has planned miles on every load, state miles from the tracks, actual miles where they were counted', async () => {
    const { db } = fresh.database;
    const [loads] = rowsOf<{ unplanned: number; tracked: number; counted: number; actual: number }>(
      await db.execute(sql`SELECT
        count(*) FILTER (WHERE planned_miles IS NULL)::int AS unplanned,
        count(*) FILTER (WHERE status_id IN (10, 11, 12)
          AND EXISTS (SELECT 1 FROM load_locations p WHERE p.load_id = loads.id))::int AS tracked,
        count(*) FILTER (WHERE status_id IN (10, 11, 12)
          AND EXISTS (SELECT 1 FROM load_locations p WHERE p.load_id = loads.id)
          AND EXISTS (SELECT 1 FROM state_miles m WHERE m.load_id = loads.id))::int AS counted,
        count(*) FILTER (WHERE status_id IN (10, 11, 12) AND actual_miles > 0)::int AS actual
        FROM loads`),
    );
    expect(loads?.unplanned).toBe(0);
    // Every delivered demo load with a track has its actual miles: its driver has a truck to count them for.
    expect(loads?.tracked).toBeGreaterThanOrEqual(10);
    expect([loads?.counted, loads?.actual]).toEqual([loads?.tracked, loads?.tracked]);
    const without = await services.loadDriverQueries.driversWithStatus(DRIVER_STATUS.active);
    expect(without.filter((d) => d.plate === null).map((d) => d.id)).toEqual([]);
    const states = rowsOf<{ jurisdiction: string }>(
      await db.execute(sql`SELECT DISTINCT jurisdiction FROM state_miles`),
    );
    expect(states.length).toBeGreaterThan(3);
  });

  it("has IFTA reports with the tracked trips' miles and fuel: no gap, no state unknown, no rate missing", async () => {
    const current = quarterOf(services.clock.now());
    const last =
      current.quarter === 1
        ? { year: current.year - 1, quarter: 4 }
        : { ...current, quarter: current.quarter - 1 };
    for (const { year, quarter } of [last, current]) {
      const report = await services.ifta.report(year, quarter);
      const expected: string[] = [iftaMessages.inProgress, iftaMessages.noFuel];
      expect(
        report.warnings.filter((w) => !expected.includes(w)),
        `Q${quarter}`,
      ).toEqual([]);
    }
    // The complete quarter: about the 6.5 miles a gallon the demo's trucks run.
    const report = await services.ifta.report(last.year, last.quarter);
    expect(report.fleetMpg).toBeGreaterThan(6);
    expect(report.fleetMpg).toBeLessThan(7.5);
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
    // Every load waiting on a cancellation request has the request the office answers (none stuck at 15).
    const unanswerable = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM loads l WHERE l.status_id = ${LOAD_STATUS.cancellationRequested}
            AND NOT EXISTS (SELECT 1 FROM load_reports r WHERE r.load_id = l.id
              AND r.report_type_id = ${REPORT_TYPE.cancellation} AND r.status_report_id <> ${REPORT_STATUS.resolved})`,
      ),
    );
    expect(unanswerable[0]?.n).toBe(0);
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
    const options = await services.loads.driverOptions();
    // Only the trailer's overdue annual inspection (its record and its schedule say the same day, one item)
    // stops one.
    const blocks = (await Promise.all(options.map((o) => compliance.blockingItems(o.id)))).flat();
    expect(blocks.map((b) => b.path.replace(/\.\d+\./, '.*.')).sort()).toEqual(
      blocks.length === 0 ? [] : ['compliance.trailer.*.trailerInspection'],
    );
    // Valid: approved drivers with nothing expired, expiring or missing.
    const flagged = new Set(items.filter((i) => i.entityType === 'driver').map((i) => i.entityId));
    expect(options.filter((o) => !flagged.has(o.id)).length).toBeGreaterThan(0);
  });

  it("words a unit's inspection overdue, a document expired, in the list badges and the digest", async () => {
    const words = async (entityType: 'truck' | 'trailer') =>
      (await compliance.badges(entityType)).map((b) => complianceLook(b.item, b.state).word);
    const trucks = await words('truck');
    const trailers = await words('trailer');
    expect(trailers).toContain('Overdue');
    expect([...new Set([...trucks, ...trailers])].sort()).toEqual([
      'Due soon',
      'Expired',
      'Expiring',
      'Overdue',
    ]);
    const digest = digestMail({ email: 'admin@fletx.test', firstName: 'Ada' }, await compliance.items());
    expect(digest.subject).toMatch(
      /^Compliance: \d+ expired, \d+ overdue, \d+ expiring, \d+ due soon, \d+ missing$/,
    );
  });
});

describe('demo money (docs/product.md "Invoices and receivables", "Driver settlements")', () => {
  const page = { page: 1, take: 1000, offset: 0 };

  it('has invoices in every status and open balances in every aging bucket, with payments', async () => {
    for (const status of INVOICE_STATUSES) {
      const { items } = await services.invoices.list({ status }, page);
      expect(items.length, status).toBeGreaterThan(0);
    }
    const { items } = await services.invoices.list({}, page);
    expect(items.map((i) => i.number).sort()[0]).toBe('INV-000001');
    const aging = await services.receivables.aging();
    for (const bucket of AGING_BUCKETS) expect(aging.totals[bucket], bucket).toBeGreaterThan(0);
    const today = await services.invoices.today();
    const { db } = fresh.database;
    const payments = rowsOf<{ n: number; early: number; late: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS n,
          count(*) FILTER (WHERE p.paid_on < i.sent_on)::int AS early,
          count(*) FILTER (WHERE p.paid_on > ${today}::date)::int AS late
        FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id`),
    )[0];
    expect(payments?.n).toBeGreaterThan(5);
    expect([payments?.early, payments?.late]).toEqual([0, 0]);
    // Each invoice was sent after its load was delivered, and never in the future.
    for (const invoice of items.filter((i) => i.sentOn !== null)) {
      const detail = await services.invoices.detail(invoice.id);
      const delivered = detail.stops.find((s) => s.type === 'delivery')?.at ?? '';
      expect(invoice.sentOn && invoice.sentOn > delivered.slice(0, 10), invoice.number).toBe(true);
      expect(invoice.sentOn && invoice.sentOn <= today, invoice.number).toBe(true);
    }
  });

  it('has a bounced check reversed and paid again, and names who voided and reversed in the History', async () => {
    const { db } = fresh.database;
    const bounced = rowsOf<{ invoiceId: number; reason: string; paid: number; amount: number }>(
      await db.execute(sql`
        SELECT p.invoice_id AS "invoiceId", p.reversal_reason AS reason, i.paid_cents AS paid, i.amount_cents AS amount
        FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
        WHERE p.reversed_at IS NOT NULL`),
    );
    expect(bounced).toHaveLength(1);
    expect(bounced[0]?.reason).toMatch(/Check returned unpaid/);
    expect(bounced[0]?.paid).toBe(bounced[0]?.amount);
    const detail = await services.invoices.detail(bounced[0]?.invoiceId ?? 0);
    expect(detail.status).toBe('paid');
    expect(detail.payments.map((p) => p.reversed !== null)).toEqual([true, false]);
    const actors = rowsOf<{ summary: string; actor: string }>(
      await db.execute(sql`
        SELECT summary, actor_name AS actor FROM audit_events
        WHERE entity_type = 'invoice' AND (summary LIKE '%voided:%' OR summary LIKE '%reversed:%')`),
    );
    expect(actors).toHaveLength(2);
    for (const entry of actors) expect(entry.actor, entry.summary).not.toBe('System');
  });

  it('has an invoice short-paid by a disputed lumper charge, its rest written off by a person with the reason', async () => {
    const { db } = fresh.database;
    const rows = rowsOf<{ id: number; paid: number; off: number; amount: number; fullOn: string | null }>(
      await db.execute(sql`
        SELECT id, paid_cents AS paid, written_off_cents AS off, amount_cents AS amount,
          paid_in_full_on AS "fullOn"
        FROM invoices WHERE written_off_at IS NOT NULL`),
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect((row?.paid ?? 0) + (row?.off ?? 0)).toBe(row?.amount);
    expect(row?.fullOn).toBeNull();
    const detail = await services.invoices.detail(row?.id ?? 0);
    expect(detail).toMatchObject({ status: 'written_off', balance: 0 });
    const lumper = detail.lines.find((l) => l.transactionTypeId === TRANSACTION_TYPE.lumper);
    expect(detail.writtenOff?.amount).toBe(lumper?.amount);
    expect(detail.writtenOff?.reason).toMatch(/disputed the \$[\d,.]+ lumper charge/);
    expect(detail.writtenOff?.by).not.toBeNull();
    // Written off after the broker's short payment came, by the day.
    expect((detail.writtenOff?.at ?? '').slice(0, 10) >= (detail.payments[0]?.paidOn ?? '9')).toBe(true);
    const entries = rowsOf<{ actor: string }>(
      await db.execute(sql`
        SELECT actor_name AS actor FROM audit_events
        WHERE entity_type = 'invoice' AND entity_id = ${row?.id ?? 0} AND summary LIKE 'Balance % written off:%'`),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor).not.toBe('System');
  });

  it('has a factoring company with invoices sent to it, and no demo mail sent or waiting', async () => {
    expect((await services.carrierSettings.get()).factoring?.name).toBeTruthy();
    const { items } = await services.invoices.list({}, page);
    expect(items.filter((i) => i.factoredOn !== null).length).toBeGreaterThanOrEqual(2);
    expect(await services.outbox.pending()).toBe(0);
    expect(mails).toEqual([]);
  });

  it("has approved deliveries in drivers' settlements, paid and unpaid", async () => {
    const { info } = await services.settlements.list({}, page);
    const paid = info.filter((s) => s.status === 'paid');
    const unpaid = info.filter((s) => s.status === 'unpaid');
    expect(paid.length).toBeGreaterThan(0);
    expect(unpaid.length).toBeGreaterThan(0);
    expect(info.every((s) => s.loads > 0 && s.net > 0)).toBe(true);
    expect(paid.every((s) => s.paid_on !== null && s.paid_on > s.period_end)).toBe(true);
    const approved = rowsOf<{ n: number }>(
      await fresh.database.db.execute(
        sql`SELECT count(*)::int AS n FROM loads l JOIN delivery_statements d ON d.load_id = l.id
            WHERE l.status_id = ${LOAD_STATUS.deliveryApproved}`,
      ),
    );
    expect(approved[0]?.n).toBe(info.reduce((sum, s) => sum + s.loads, 0));
    // A deduction entered after payday, carried into the driver's settlement of this week.
    const carried = [];
    for (const s of unpaid)
      carried.push(...(await services.settlements.detail(s.id)).adjustments.filter((a) => a.carried_from));
    expect(carried).toEqual([expect.objectContaining({ kind: 'deduction', amount: 38.75 })]);
  });
  it('has drivers paid per mile, by percent and flat, their settlement lines saying so', async () => {
    const { info } = await services.settlements.list({}, page);
    const bases = new Set<string>();
    for (const s of info) {
      for (const line of (await services.settlements.detail(s.id)).lines)
        if (line.pay_rule) bases.add(line.pay_basis?.split(' ')[0] ?? '');
    }
    expect([...bases].sort()).toEqual(['Flat', 'Per', 'Percent']);
  });

  it('has maintenance schedules: one ok, one due soon by miles, one overdue by days', async () => {
    const { items } = await services.maintenance.list({ take: 100 });
    expect(items.map((s) => [s.task, s.state]).sort()).toEqual([
      ['annual_inspection', 'overdue'],
      ['oil_filter', 'ok'],
      ['pm_a', 'due_soon'],
    ]);
    expect(items.find((s) => s.task === 'pm_a')?.warnings).toMatchObject([{ by: 'miles', within: 1000 }]);
    expect(items.find((s) => s.task === 'annual_inspection')).toMatchObject({ blocksDispatch: true });
    const listed = (await services.compliance.items()).filter((i) => i.item.startsWith('maintenance:'));
    expect(listed.map((i) => [i.item, i.state, i.blocks]).sort()).toEqual([
      ['maintenance:pm_a', 'expiring', false],
    ]);
    // One inspection: the trailer's record says the day its schedule does, one row on Compliance, overdue.
    const annual = items.find((s) => s.task === 'annual_inspection');
    expect((await services.trailers.get(annual?.unitId ?? 0)).annual_inspection_date).toBe(
      annual?.lastDoneAt,
    );
    const ofTrailer = (await services.compliance.items()).filter(
      (i) => i.entityType === 'trailer' && i.entityId === annual?.unitId && i.item.includes('nspection'),
    );
    expect(ofTrailer.map((i) => [i.item, i.state, i.blocks])).toEqual([
      ['trailerInspection', 'expired', true],
    ]);
  });

  it("has months of trucks' shop visits: maintenance costs in the profit report", async () => {
    const done = rowsOf<{ n: number; months: number }>(
      await fresh.database.db.execute(
        sql`SELECT count(*)::int AS n, count(DISTINCT date_trunc('month', done_at))::int AS months
            FROM work_orders WHERE status = 'done'`,
      ),
    );
    expect(done[0]?.n).toBeGreaterThan(30);
    expect(done[0]?.months).toBeGreaterThanOrEqual(3);
    // The owner-operators' trucks' visits are their owners' costs; the carrier's own trucks' are in rows.
    const report = await services.profit.report(
      { groupBy: 'truck', sort: 'revenue', order: 'desc', page: 1, take: 100 },
      { page: 1, take: 100 },
    );
    expect(report.items.filter((row) => row.maintenance > 0).length).toBeGreaterThanOrEqual(3);
    expect(report.totals.ownerOperatedMaintenance).toBeGreaterThan(1000);
  });

  it("reads like a small carrier's year on the Profit screen: a margin, little deadhead, a lane in the red", async () => {
    const today = services.clock.now().toISOString().slice(0, 10);
    const year = { from: addDays(today, -363), to: today, sort: 'margin' as const, order: 'desc' as const };
    const paging = { page: 1, take: 100 };
    const { totals } = await services.profit.report({ ...year, groupBy: 'truck', ...paging }, paging);
    const share = totals.margin / totals.revenue;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
    expect(totals.deadheadShare).toBeGreaterThan(0.05);
    expect(totals.deadheadShare).toBeLessThan(0.15);
    // The carrier's trucks' fuel and repairs, a mile: about 6.5 miles a gallon of $3.55–4.15 diesel.
    const companyMiles = (totals.miles ?? 0) - (await ownerOperatedMiles(year));
    expect(totals.fuel / companyMiles).toBeGreaterThan(0.5);
    expect(totals.fuel / companyMiles).toBeLessThan(0.75);
    expect(totals.maintenance / companyMiles).toBeLessThan(0.25);
    expect([totals.unallocatedFuel, totals.ownerOperatedFuel > 0]).toEqual([0, true]);
    const lanes = await services.profit.report({ ...year, groupBy: 'lane', ...paging }, paging);
    expect(lanes.items.filter((row) => row.margin < 0).length).toBeGreaterThanOrEqual(1);
  });

  it('has a past (demo-history.ts): revenue in each of the last 13 weeks, a margin, IFTA without a gap', async () => {
    const today = services.clock.now().toISOString().slice(0, 10);
    const period = { from: addDays(today, -7 * DEMO_PAST_WEEKS + 1), to: today };
    const paging = { page: 1, take: 100 };
    const report = await services.profit.report(
      { ...period, groupBy: 'truck', sort: 'margin', order: 'desc', ...paging },
      paging,
    );
    expect(report.weeks.length).toBeGreaterThanOrEqual(DEMO_PAST_WEEKS);
    for (const week of report.weeks) expect(week.revenue, week.weekStart).toBeGreaterThan(0);
    expect(report.totals.margin).toBeGreaterThan(0);
    // The past's delivered loads, invoiced in the order of their days, most of them paid.
    const { db } = fresh.database;
    const [past] = rowsOf<{ loads: number; invoiced: number; paid: number; numbers: number; last: number }>(
      await db.execute(sql`SELECT
        (SELECT count(*)::int FROM loads WHERE status_id = 12 AND delivery_open_at >= ${period.from}::date) AS loads,
        (SELECT count(*)::int FROM invoices i JOIN loads l ON l.id = i.load_id
          WHERE l.status_id = 12 AND l.delivery_open_at >= ${period.from}::date AND i.voided_at IS NULL)
          AS invoiced,
        (SELECT count(*)::int FROM invoices WHERE paid_in_full_on IS NOT NULL) AS paid,
        (SELECT count(DISTINCT sequence)::int FROM invoices) AS numbers,
        (SELECT max(sequence)::int FROM invoices) AS last`),
    );
    expect(past?.loads).toBeGreaterThan(400);
    expect(past?.invoiced).toBe(past?.loads);
    expect(past?.paid).toBeGreaterThan((past?.loads ?? 0) / 2);
    expect(past?.numbers).toBe(past?.last);
    const dated = rowsOf<{ misordered: number }>(
      await db.execute(sql`SELECT count(*)::int AS misordered FROM invoices a JOIN invoices b
        ON b.sequence = a.sequence + 1 WHERE b.invoice_date < a.invoice_date`),
    );
    expect(dated[0]?.misordered).toBe(0);
    // The quarter's tracked miles have no gap, and its fuel falls through its weeks (fill-ups).
    const quarter = quarterOf(services.clock.now());
    const ifta = await services.ifta.report(quarter.year, quarter.quarter);
    expect(ifta.gaps).toEqual([]);
    const weeks = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(DISTINCT date_trunc('week', at))::int AS n FROM fuel_purchases
        WHERE at >= ${period.from}::date`),
    );
    expect(weeks[0]?.n).toBeGreaterThanOrEqual(DEMO_PAST_WEEKS);
    // A time of day of its own for each fill-up: the Fuel list does not open on a fleet buying at one instant.
    const shared = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM fuel_purchases a JOIN fuel_purchases b
        ON b.at = a.at AND b.id > a.id`),
    );
    expect(shared[0]?.n).toBe(0);
  });
});

describe('demo messages (docs/decisions/0066-driver-messages.md)', () => {
  it('has live conversations with drivers on the road: some unread from drivers (on the bell), one waiting for the driver', async () => {
    const page = { page: 1, take: 20, offset: 0 };
    const { items, total, unreadCount } = await services.messages.conversations(undefined, page);
    expect(total).toBe(4);
    expect(unreadCount).toBe(3);
    expect(items.filter((c) => c.unreadCount > 0)).toHaveLength(2);
    // Newest activity first, each about a load of its own driver at least once.
    const times = items.map((c) => c.lastAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const c of items) {
      const thread = await services.messages.staffThread(c.driver.id, page);
      const loads = thread.items.flatMap((m) => (m.loadId === null ? [] : [m.loadId]));
      expect(loads.length, c.driver.name).toBeGreaterThan(0);
      for (const loadId of loads) expect((await services.loads.get(loadId)).user_id).toBe(c.driver.id);
    }
    const waiting = await Promise.all(items.map((c) => services.messages.driverUnread(c.driver.id)));
    expect(waiting.filter((n) => n > 0)).toHaveLength(1);
    const bell = await services.notifications.list(items[0]?.lastMessage.author.id ?? 0, page);
    expect(bell.items.filter((n) => n.type === 'driver_message')).toHaveLength(3);
  });
});

describe("demo fit (docs/open-work.md, session 44's walk-through)", () => {
  /** The rows a query finds; each check below lists what does not fit, so a failure names it. */
  const misfits = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ misfit: string }>(await fresh.database.db.execute(query)).map((r) => r.misfit);

  it("names as a truck's owner its driver when they run it at their cost (as Profit reads it), else none", async () => {
    expect(
      await misfits(sql`
        SELECT v.unit_number AS misfit FROM vehicles v
        LEFT JOIN driver_information d ON d.user_id = v.driver_id
        WHERE v.owner_id IS DISTINCT FROM
          CASE WHEN d.ownership IN ('driver_owner', 'third_party') THEN v.driver_id END`),
    ).toEqual([]);
  });

  it('has every booking still active picking up after now, on the facility clock', async () => {
    // A window is the facility's clock stored as UTC: a mainland clock reads 5 to 8 hours behind UTC.
    expect(
      await misfits(sql`
        SELECT b.id_number AS misfit FROM bookings b
        WHERE NOT EXISTS (SELECT 1 FROM loads l WHERE l.booking_id = b.id)
          AND b.pickup_open_at + interval '5 hours' <= now()`),
    ).toEqual([]);
  });

  it('adds each broker before the first load it gave the carrier', async () => {
    expect(
      await misfits(sql`
        SELECT b.name AS misfit FROM brokers b JOIN loads l ON l.broker_id = b.id
        GROUP BY b.id, b.name
        HAVING b.created_at > least(min(l.created_at), min(l.pickup_open_at))`),
    ).toEqual([]);
  });

  it('has each inspection filed by an approved driver of the truck it is about', async () => {
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' by ' || u.first_name || ' ' || u.last_name AS misfit
        FROM inspections i JOIN vehicles v ON v.id = i.truck_id JOIN users u ON u.id = i.driver_id
        JOIN driver_information d ON d.user_id = i.driver_id
        WHERE v.driver_id <> i.driver_id OR d.status <> ${DRIVER_STATUS.active}`),
    ).toEqual([]);
  });

  it("places each alert where its load's truck was when it was sent, a delay at the receiver at delivery", async () => {
    const alerts = rowsOf<{ kind: string; status: number; off: number | null }>(
      await fresh.database.db.execute(sql`
        SELECT r.kind, l.status_id AS status,
          (SELECT greatest(abs(x.lat - r.lat), abs(x.lon - r.lon)) FROM load_locations x
           WHERE x.load_id = r.load_id AND x.at <= r.created_at ORDER BY x.at DESC LIMIT 1) AS off
        FROM load_reports r JOIN loads l ON l.id = r.load_id
        WHERE r.report_type_id = ${REPORT_TYPE.alert}`),
    );
    expect(alerts.length).toBeGreaterThanOrEqual(4);
    // Within a tenth of a degree (a few miles) of the truck's last position before the alert.
    for (const alert of alerts) expect(alert.off, alert.kind).toBeLessThan(0.1);
    expect(alerts.find((a) => a.kind === 'delay')?.status).toBe(LOAD_STATUS.atDelivery);
  });

  it("gives each load the miles its own stops are apart: its ZIP codes' estimate, within 15 %", async () => {
    expect(
      await misfits(sql`
        SELECT l.id_number || ' ' || l.pickup_city || ' to ' || l.delivery_city || ': ' || l.distance_miles
          || ' for ' || l.planned_miles AS misfit
        FROM loads l
        WHERE l.planned_miles_estimated
          AND abs(l.distance_miles - l.planned_miles::float8) > 0.15 * l.planned_miles::float8`),
    ).toEqual([]);
  });

  it('leaves each load and booking the time its miles take from its pickup to its delivery', async () => {
    const rows = rowsOf<{ misfit: string; miles: number; hours: number }>(
      await fresh.database.db.execute(sql`
        SELECT id_number || ' ' || pickup_city || ' to ' || delivery_city AS misfit, distance_miles AS miles,
          extract(epoch FROM delivery_close_at - pickup_open_at) / 3600 AS hours
        FROM (SELECT id_number, pickup_city, delivery_city, distance_miles, pickup_open_at, delivery_close_at
              FROM loads UNION ALL
              SELECT id_number, pickup_city, delivery_city, distance_miles, pickup_open_at, delivery_close_at
              FROM bookings) x
        WHERE delivery_close_at IS NOT NULL AND distance_miles IS NOT NULL`),
    );
    // The windows are the facilities' clocks: a trip west gains up to 3 hours on them, one east loses them.
    const short = rows.filter((r) => Number(r.hours) + 3 < transitMinutes(Number(r.miles)) / 60);
    expect(short.map((r) => r.misfit)).toEqual([]);
  });

  it("spreads the carrier's own trucks' shop bills over the past weeks, each truck's over more than a month", async () => {
    const [bills] = rowsOf<{ month: string; quarter: string }>(
      await fresh.database.db.execute(sql`
        SELECT coalesce(sum(w.total_cents) FILTER (WHERE w.done_at > now() - interval '28 days'), 0) AS month,
          coalesce(sum(w.total_cents) FILTER (WHERE w.done_at > now() - interval '91 days'), 0) AS quarter
        FROM work_orders w JOIN vehicles v ON v.id = w.unit_id
        WHERE w.unit_type = 'truck' AND w.status = 'done' AND v.owner_id IS NULL`),
    );
    // Profit's 13 weeks hold about three times its 4 weeks' shop bills, as they hold the miles.
    expect(Number(bills?.quarter)).toBeGreaterThan(2 * Number(bills?.month));
    expect(
      await misfits(sql`
        SELECT v.unit_number AS misfit FROM vehicles v
        WHERE NOT v.is_deleted AND NOT EXISTS (
          SELECT 1 FROM work_orders w WHERE w.unit_type = 'truck' AND w.unit_id = v.id AND w.status = 'done'
            AND w.done_at < now() - interval '28 days' AND w.done_at > now() - interval '91 days')`),
    ).toEqual([]);
  });

  it('services each truck every 20,000 to 30,000 miles of its odometer, its readings never going back', async () => {
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' at ' || coalesce(w.odometer::text, 'no odometer') AS misfit
        FROM work_orders w JOIN vehicles v ON v.id = w.unit_id
        WHERE w.unit_type = 'truck' AND w.status = 'done' AND w.notes LIKE 'PM%' AND (w.odometer IS NULL
          OR EXISTS (SELECT 1 FROM work_orders p WHERE p.unit_type = 'truck' AND p.unit_id = w.unit_id
            AND p.status = 'done' AND p.notes LIKE 'PM%' AND p.done_at < w.done_at
            AND w.odometer - p.odometer NOT BETWEEN 20000 AND 30000))`),
    ).toEqual([]);
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' ' || w.odometer || ' after ' || p.odometer AS misfit
        FROM work_orders w JOIN work_orders p ON p.unit_type = w.unit_type AND p.unit_id = w.unit_id
        JOIN vehicles v ON v.id = w.unit_id
        WHERE w.unit_type = 'truck' AND p.done_at < w.done_at AND w.odometer < p.odometer`),
    ).toEqual([]);
  });

  it("keeps each truck's odometer readings and schedules at or under the odometer its record shows", async () => {
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' read ' || r.miles || ' over ' || v.odometer_miles AS misfit
        FROM odometer_readings r JOIN vehicles v ON r.unit_type = 'truck' AND v.id = r.unit_id
        WHERE r.miles > v.odometer_miles
        UNION ALL
        SELECT v.unit_number || ' ' || s.task || ' done at ' || s.last_done_miles AS misfit
        FROM maintenance_schedules s JOIN vehicles v ON s.unit_type = 'truck' AND v.id = s.unit_id
        WHERE s.last_done_miles > v.odometer_miles`),
    ).toEqual([]);
  });

  it("has a truck's DOT annual inspection of the past weeks and each schedule's last service in the shop that day", async () => {
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' inspected ' || v.annual_inspection_date AS misfit FROM vehicles v
        WHERE NOT v.is_deleted AND v.annual_inspection_date > current_date - 90
          AND v.annual_inspection_date < current_date
          AND NOT EXISTS (SELECT 1 FROM work_orders w WHERE w.unit_type = 'truck' AND w.unit_id = v.id
            AND w.status = 'done' AND w.notes LIKE 'DOT annual inspection%'
            AND to_char(w.done_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') = v.annual_inspection_date::text)`),
    ).toEqual([]);
    expect(
      await misfits(sql`
        SELECT v.unit_number || ' ' || s.task AS misfit FROM maintenance_schedules s
        JOIN vehicles v ON s.unit_type = 'truck' AND v.id = s.unit_id
        WHERE NOT EXISTS (SELECT 1 FROM work_orders w WHERE w.unit_type = 'truck' AND w.unit_id = s.unit_id
          AND w.status = 'done' AND w.odometer = s.last_done_miles
          AND to_char(w.done_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') = s.last_done_at::text)`),
    ).toEqual([]);
  });
});
