import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { loadBody as loadBodySchema } from '@fletx/contract/loads';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { requestScope } from '../src/lib/request-scope';
import type { ApprovedPast } from '../src/modules/delivery-approval/delivery-approval.service';
import type { LoadActor } from '../src/modules/loads/loads.common';
import { makeTruck } from './helpers/factories';
import { loadBody, loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/**
 * The bulk paths of a replayed past (the demo's weeks of work): a load entered delivered and approved
 * (LoadPastService through DeliveryApprovalService.enterApprovedMany), its miles settled (LoadMiles.settleMany),
 * its invoice made and sent, then paid (InvoicePastService) leave the same rows as the one-at-a-time calls.
 */
const clock = new ManualClock(new Date('2026-03-20T12:00:00Z'));
const w = worldPerFile(async () => {
  const world = await loadWorld({
    manager: { role: 'Admin user', firstName: 'Ada', lastName: 'Admin' },
    clock,
  });
  await makeTruck(world.ctx, world.manager, { user_id: world.driverId });
  return world;
});

const HOUR = 3_600_000;
const START = Date.parse('2026-03-02T12:00:00Z');

/** A load of the world's driver, accepted at START and stepped every two hours to its approval. */
function pastOf(idNumber: string): ApprovedPast {
  const driver: LoadActor = { userId: w.driverId, role: 'Driver' };
  const dispatcher: LoadActor = { userId: w.dispatcherId, role: 'Dispatcher' };
  const approver: LoadActor = { userId: w.managerId, role: 'Admin user' };
  const at = (n: number) => new Date(START + n * 2 * HOUR);
  const advances = [1, 2, 3, 4, 5, 6].map((n) => ({ action: 'advance' as const, actor: driver, at: at(n) }));
  return {
    body: loadBodySchema.parse({ ...loadBody(w.brokerId, w.driverId), id_number: idNumber }),
    entered: { actor: dispatcher, at: new Date(START - 20 * HOUR) },
    steps: [
      { action: 'accept', actor: driver, at: at(0) },
      ...advances,
      { action: 'endService', actor: dispatcher, at: at(7) },
      { action: 'approveDelivery', actor: approver, at: at(8) },
    ],
    entries: [
      { typeId: TRANSACTION_TYPE.lumper, amount: 150.25, comment: 'Lumper', actor: dispatcher, at: at(6) },
      {
        typeId: TRANSACTION_TYPE.advance,
        amount: 300,
        comment: 'Fuel advance',
        actor: dispatcher,
        at: at(6),
      },
    ],
    quickPay: true,
  };
}

/** The same past through the services one call at a time, on the services' clock, each by its actor. */
async function oneAtATime(past: ApprovedPast): Promise<number> {
  const { loads, loadLedger, delivery } = w.ctx.services;
  const as = <T>(actor: { userId: number }, work: () => Promise<T>) => requestScope.actAs(actor.userId, work);
  clock.set(past.entered.at);
  const { id } = await as(past.entered.actor, () => loads.create(past.body, past.entered.actor));
  for (const step of past.steps) {
    clock.set(step.at);
    if (step.action === 'approveDelivery')
      await as(step.actor, () => delivery.approve(id, past.quickPay, step.actor));
    else await as(step.actor, () => loads.transition(id, step.action, step.actor, step.comment ?? ''));
    for (const e of past.entries.filter((e) => e.at.getTime() === step.at.getTime()))
      await as(e.actor, () => loadLedger.addTransaction({ loadId: id, ...e }, e.actor));
  }
  clock.set(new Date('2026-03-20T12:00:00Z'));
  return id;
}

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await w.ctx.database.db.execute(text));

/** A load's rows in every table the past writes, without what names the row itself. */
async function rowsOfLoad(id: number) {
  const [load] = await query<Record<string, unknown>>(sql`SELECT * FROM loads WHERE id = ${id}`);
  const { id: _i, id_number: _n, search_document: _s, updated_at: _u, ...rest } = load ?? {};
  const history = await query(sql`SELECT from_status, to_status, action, comment, changed_by, changed_by_name,
    changed_at FROM load_status_history WHERE load_id = ${id} ORDER BY id`);
  const ledger =
    await query(sql`SELECT type_id, amount_cents, comment, created_by, created_by_name, created_at
    FROM load_transactions WHERE load_id = ${id} ORDER BY id`);
  const statement = await query<Record<string, unknown>>(
    sql`SELECT * FROM delivery_statements WHERE load_id = ${id}`,
  );
  const trail = await query<{
    action: string;
    summary: string | null;
    at: unknown;
    v: number;
    changes: unknown;
  }>(
    sql`SELECT action, summary, at, record_version AS v, changes, actor_id, actor_name FROM audit_events
        WHERE entity_type = 'load' AND entity_id = ${id} ORDER BY at, id`,
  );
  const own = new Set(['id', 'id_number', 'updated_at', 'created_at']);
  return {
    load: rest,
    history,
    ledger,
    statement: statement.map(({ id: _x, load_id: _l, ...s }) => s),
    trail: trail.map((t) => ({
      ...t,
      summary: t.summary?.replaceAll(/PB-\d/g, 'PB'),
      changes: (t.changes as Array<{ field: string }>).filter((c) => !own.has(c.field)),
    })),
  };
}

describe('a past entered at once', () => {
  it('leaves a load delivered and approved as its one-at-a-time past does, counters included', async () => {
    const single = await oneAtATime(pastOf('PB-1'));
    const [bulk] = await w.ctx.services.delivery.enterApprovedMany([pastOf('PB-2')]);
    expect(bulk?.row.statusId).toBe(LOAD_STATUS.deliveryApproved);
    expect(await rowsOfLoad(bulk?.row.id ?? 0)).toEqual(await rowsOfLoad(single));
    const counts = await query<{ wrong: number }>(sql`SELECT count(*)::int AS wrong FROM load_status_counts c
      WHERE c.load_count <> (SELECT count(*) FROM loads WHERE status_id = c.status_id)
         OR c.entered_count <> (SELECT count(*) FROM load_status_history WHERE to_status = c.status_id)`);
    expect(counts[0]?.wrong).toBe(0);
    const parties = await query<{ n: number }>(sql`SELECT load_count::int AS n FROM load_party_counts
      WHERE party = 'driver' AND party_id = ${w.driverId} AND finished`);
    expect(parties[0]?.n).toBe(2);
  });

  it('answers a step its status does not allow with a 409, a broker that does not exist with a 400, and writes nothing', async () => {
    const wrong = pastOf('PB-3');
    const before = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM loads`);
    await expect(
      w.ctx.services.delivery.enterApprovedMany([{ ...wrong, steps: wrong.steps.slice(1) }]),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      w.ctx.services.delivery.enterApprovedMany([{ ...wrong, body: { ...wrong.body, broker_id: 999_999 } }]),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await query(sql`SELECT count(*)::int AS n FROM loads`)).toEqual(before);
  });

  it('settles the actual and deadhead miles of many loads as one at a time does', async () => {
    const [next] = await w.ctx.services.delivery.enterApprovedMany([
      {
        ...pastOf('PB-4'),
        body: loadBodySchema.parse({
          ...loadBody(w.brokerId, w.driverId, {
            open_time_pickup: '2026-03-04T08:00',
            close_time_pickup: '2026-03-04T12:00',
            open_time_delivery: '2026-03-05T08:00',
            close_time_delivery: '2026-03-05T12:00',
          }),
          id_number: 'PB-4',
        }),
      },
    ]);
    const id = next?.row.id ?? 0;
    const points = [0, 1, 2, 3].map((n) => ({
      lat: 32.8 + n * 0.1,
      lon: -96.8 + n * 0.4,
      at: new Date(START + n * 900_000),
    }));
    await w.ctx.services.tracking.recordTracks([{ loadId: id, driverId: w.driverId, points }]);
    const miles = async () =>
      (
        await query<{ a: string | null; d: string | null }>(
          sql`SELECT actual_miles::text AS a, deadhead_miles::text AS d FROM loads WHERE id = ${id}`,
        )
      )[0];
    await w.ctx.services.loadMiles.settleMany([id]);
    const many = await miles();
    expect(many?.a).not.toBeNull();
    expect(many?.d).not.toBeNull();
    await w.ctx.services.loadMiles.settle(id);
    expect(await miles()).toEqual(many);
  });

  it('makes, sends and pays invoices as one at a time does, numbered in turn', async () => {
    const { invoices, invoiceMail, invoicePast, receivables } = w.ctx.services;
    const [a, b] = await query<{ id: number }>(
      sql`SELECT id FROM loads WHERE id_number IN ('PB-1', 'PB-2') ORDER BY id_number`,
    );
    const at = new Date('2026-03-04T10:00:00Z');
    clock.set(at);
    const draft = await invoices.create(a?.id ?? 0, w.managerId);
    await invoiceMail.send(draft.id);
    const [made] = await invoicePast.sentMany([{ loadId: b?.id ?? 0, at }], w.managerId);
    expect(made?.sequence).toBe((await invoices.row(draft.id)).sequence + 1);
    expect(made?.number).toBe(`INV-${String(made?.sequence).padStart(6, '0')}`);
    await expect(invoicePast.sentMany([{ loadId: b?.id ?? 0, at }], w.managerId)).rejects.toMatchObject({
      statusCode: 409,
    });

    const paidOn = '2026-03-18';
    clock.set(new Date(`${paidOn}T15:00:00Z`));
    await receivables.recordPayment(draft.id, { amount: 1000, paidOn, reference: 'ACH 1' }, w.managerId);
    const rest = (await invoices.detail(draft.id)).balance;
    await receivables.recordPayment(draft.id, { amount: rest, paidOn, reference: 'ACH 2' }, w.managerId);
    const payAt = new Date(`${paidOn}T15:00:00Z`);
    const pay = { invoiceId: made?.id ?? 0, paidOn, at: payAt };
    await expect(
      invoicePast.paidMany([{ ...pay, amount: rest + 1000.01, reference: 'x' }], w.managerId),
    ).rejects.toMatchObject({ statusCode: 409 });
    await invoicePast.paidMany(
      [
        { ...pay, amount: 1000, reference: 'ACH 1' },
        { ...pay, amount: rest, reference: 'ACH 2' },
      ],
      w.managerId,
    );
    clock.set(new Date('2026-03-20T12:00:00Z'));

    const invoiceRows = async (id: number) => {
      const [row] = await query<Record<string, unknown>>(sql`SELECT * FROM invoices WHERE id = ${id}`);
      const {
        id: _i,
        sequence: _s,
        number: _n,
        load_id: _l,
        load_number: _ln,
        created_at: _c,
        updated_at: _u,
        search_document: _d,
        stops: _st,
        ...rest
      } = row ?? {};
      const lines = await query(sql`SELECT position, description, amount_cents, transaction_type_id
        FROM invoice_lines WHERE invoice_id = ${id} ORDER BY position`);
      const payments = await query(sql`SELECT amount_cents, paid_on, reference, recorded_by
        FROM invoice_payments WHERE invoice_id = ${id} ORDER BY id`);
      const trail =
        await query(sql`SELECT action, replace(replace(summary, number, 'N'), i.load_number, 'L') AS summary, record_version
        FROM audit_events JOIN invoices i ON i.id = entity_id
        WHERE entity_type = 'invoice' AND entity_id = ${id} ORDER BY audit_events.id`);
      return { invoice: rest, lines, payments, trail };
    };
    expect(await invoiceRows(made?.id ?? 0)).toEqual(await invoiceRows(draft.id));
  });

  it('pays settlements at once as paying them one at a time does', async () => {
    const { delivery, settlements } = w.ctx.services;
    const later = (n: number) => ({
      ...pastOf(`PB-${n}`),
      body: loadBodySchema.parse({
        ...loadBody(w.brokerId, w.driverId, {
          open_time_pickup: `2026-03-${n}T08:00`,
          close_time_pickup: `2026-03-${n}T12:00`,
          open_time_delivery: `2026-03-${n}T20:00`,
          close_time_delivery: `2026-03-${n}T22:00`,
        }),
        id_number: `PB-${n}`,
      }),
    });
    const shift = (p: ApprovedPast, days: number): ApprovedPast => {
      const move = (d: Date) => new Date(d.getTime() + days * 24 * HOUR);
      return {
        ...p,
        entered: { ...p.entered, at: move(p.entered.at) },
        steps: p.steps.map((x) => ({ ...x, at: move(x.at) })),
        entries: p.entries.map((x) => ({ ...x, at: move(x.at) })),
      };
    };
    await delivery.enterApprovedMany([shift(later(10), 7)]);
    const { info } = await settlements.list({ driverId: w.driverId }, { page: 1, take: 10, offset: 0 });
    const [first, second] = [...info].sort((a, b) => a.period_start.localeCompare(b.period_start));
    const actor = { userId: w.managerId, role: 'Admin user' };
    const paid = async (id: number) => {
      const [row] = await query<Record<string, unknown>>(sql`SELECT status, paid_by, paid_by_name, version,
        reference FROM settlements WHERE id = ${id}`);
      const unfrozen = await query(sql`SELECT load_id FROM settlement_loads WHERE settlement_id = ${id}
        AND line IS NULL`);
      return { row: { ...row, reference: 'R' }, unfrozen, detail: await settlements.detail(id) };
    };
    await settlements.pay(first?.id ?? 0, { paidOn: '2026-03-13', reference: 'ACH A' }, actor);
    await settlements.payMany(
      [{ id: second?.id ?? 0, body: { paidOn: '2026-03-20', reference: 'ACH B' }, at: new Date() }],
      actor,
    );
    const [a, b] = [await paid(first?.id ?? 0), await paid(second?.id ?? 0)];
    expect(b.row).toEqual(a.row);
    expect([a.unfrozen, b.unfrozen]).toEqual([[], []]);
    const trail = await query<{ summary: string }>(sql`SELECT action,
      regexp_replace(summary, '[0-9/$,.–-]+|ACH [AB]', '#', 'g') AS summary, record_version,
      jsonb_array_length(changes) AS changed FROM audit_events WHERE entity_type = 'driver'
      AND entity_id = ${w.driverId} AND summary LIKE 'Settlement%' ORDER BY id`);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toEqual(trail[0]);
    expect(b.detail.lines.length).toBeGreaterThan(0);
    expect(b.detail.net).toBeGreaterThan(0);
    await expect(
      settlements.payMany(
        [{ id: first?.id ?? 0, body: { paidOn: '2026-03-21', reference: 'x' }, at: new Date() }],
        actor,
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});
