import { staleRecordNouns } from '@fletx/contract/audit';
import { shownDay } from '@fletx/contract/compliance';
import { formatUsd } from '@fletx/contract/money';
import { can } from '@fletx/contract/roles';
import {
  nextPeriodStart,
  type PaySettlementBody,
  periodEndOf,
  periodStartOf,
  type SettlementDetail,
  type SettlementItem,
  settlementMessages,
} from '@fletx/contract/settlements';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type AuditEntryOf, type AuditTrail, type LastSaved, SYSTEM_ACTOR } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { batches } from '../../lib/csv';
import { conflict, forbidden, found, notFound, preconditionFailed } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { type PageRequest, pageInfo } from '../../lib/paging';
import { foundAtVersion, type Saved } from '../../lib/record-version';
import type { SettlementFilter, SettlementRow } from '../../lib/settlement-rows';
import { NO_PAY_RULE } from '../read-model/pay-terms';
import type { SettlementsQueries } from '../read-model/settlements.queries';
import type { UsersService } from '../users/users.service';
import { amountsDigest, type ExpectedSettlement } from './settlement-etag';
import {
  carriedOf,
  partsOf,
  type SettlementContents,
  toDetail,
  toItem,
  totalsOf,
} from './settlements.mapper';
import { SettlementsRepository } from './settlements.repository';

export interface SettlementActor {
  userId: number;
  role: string;
}

const EMPTY_TOTALS = {};
/** What a settlement with no loads and nothing carried pays. */
const NOTHING: SettlementContents = { parts: [], carried: [] };

/**
 * Driver settlements (docs/product.md "Driver settlements", docs/decisions/0024-settlements.md): every
 * approved delivery goes, once, into its driver's settlement of the week it was approved in — or, when that
 * one is already paid, of the next unpaid week. Reading the list puts the new approvals in place first.
 */
export class SettlementsService {
  private readonly repo: SettlementsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: SettlementsQueries,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    /** When a settlement is paid: the services' clock, as the trail's entry of it. */
    private readonly clock: Clock,
  ) {
    this.repo = new SettlementsRepository(uow);
  }

  /**
   * Deliveries just approved (in the approval's transaction): queued, to be filed into their settlements by
   * the next `sync`, as of their approval time then.
   */
  async approved(loadIds: ReadonlyArray<number>): Promise<void> {
    await this.repo.queue(loadIds);
  }

  /**
   * Puts every approved delivery not yet settled (of one driver, or of all) in its settlement, creating the
   * settlement when needed. Idempotent and safe under concurrent calls: the unique (driver, period start)
   * index makes one settlement a period, the unique load index puts a load in one settlement.
   */
  async sync(driverId?: number): Promise<void> {
    // The approvals of one driver's week go in together: one settlement, one lock, one refresh of its totals.
    const weeks = new Map<string, { driverId: number; start: string; loadIds: number[] }>();
    for (const approval of await this.queries.unsettled(driverId)) {
      const start = periodStartOf(approval.approvedAt);
      const key = `${approval.driverId} ${start}`;
      const week = weeks.get(key) ?? { driverId: approval.driverId, start, loadIds: [] };
      week.loadIds.push(approval.loadId);
      weeks.set(key, week);
    }
    for (const week of weeks.values()) {
      await this.uow.transaction(async () => {
        let start = week.start;
        for (;;) {
          const settlement = await this.repo.ensureLocked(
            week.driverId,
            start,
            periodEndOf(start),
            EMPTY_TOTALS,
          );
          if (settlement.status !== 'paid') {
            if ((await this.repo.assign(settlement.id, week.loadIds)) > 0)
              await this.refreshTotals(settlement.id);
            return;
          }
          start = nextPeriodStart(start);
        }
      });
    }
  }

  /**
   * An advance or deduction just entered on a load, in the ledger's transaction (the load's row locked): when
   * the load's settlement is already paid, it is carried into its driver's settlement of the entry's week —
   * or, when that one is paid too, of the next unpaid week — so it is taken off once. The paid settlement is
   * locked first: a pay running at the same moment either froze the entry or is waited for.
   */
  async adjustmentEntered(entry: { id: number; loadId: number; at: Date }): Promise<void> {
    const heldBy = await this.repo.settlementOfLoad(entry.loadId);
    const paid = heldBy === undefined ? undefined : await this.repo.lockById(heldBy);
    if (paid?.status !== 'paid') return;
    let start = periodStartOf(entry.at);
    if (start <= paid.periodStart) start = nextPeriodStart(paid.periodStart);
    for (;;) {
      const next = await this.repo.ensureLocked(paid.driverId, start, periodEndOf(start), EMPTY_TOTALS);
      if (next.status !== 'paid') {
        if (await this.repo.carry(next.id, entry.id, paid.id)) await this.refreshTotals(next.id);
        return;
      }
      start = nextPeriodStart(start);
    }
  }

  private async refreshTotals(settlementId: number) {
    const row = await this.queries.byId(settlementId);
    if (!row) return;
    const [contents] = await this.contentsEach([row]);
    if (contents) await this.repo.update(settlementId, { totals: { ...totalsOf(contents) } });
  }

  /** What each settlement pays (its loads' parts, the adjustments carried into it), in the order given. */
  private async contentsEach(rows: ReadonlyArray<SettlementRow>): Promise<SettlementContents[]> {
    const ids = rows.map((r) => r.id);
    const loads = await this.queries.loadsOf(ids);
    const ledger = await this.queries.adjustmentsOf(loads.map((l) => l.loadId));
    const terms = await this.queries.payTermsOf(rows.map((r) => r.driverId));
    const carried = await this.queries.carriedOf(ids);
    const loadsBy = groupBy(loads, (l) => l.settlementId);
    const carriedBy = groupBy(carried, (c) => c.settlementId);
    return rows.map((row) => ({
      parts: partsOf(row, loadsBy.get(row.id) ?? [], ledger, terms.get(row.driverId) ?? NO_PAY_RULE),
      carried: (carriedBy.get(row.id) ?? []).map(carriedOf),
    }));
  }

  /** What the settlement pays. */
  private async contentsOf(row: SettlementRow): Promise<SettlementContents> {
    const [contents] = await this.contentsEach([row]);
    return contents ?? NOTHING;
  }

  private async items(rows: ReadonlyArray<SettlementRow>): Promise<SettlementItem[]> {
    const contents = await this.contentsEach(rows);
    return rows.map((row, i) => toItem(row, totalsOf(contents[i] ?? NOTHING)));
  }

  async list(filter: SettlementFilter, request: PageRequest) {
    await this.sync(filter.driverId);
    const { rows, total } = await this.queries.page(filter, request);
    return { info: await this.items(rows), page: pageInfo(request, total) };
  }

  /** How many settlements the filter holds (the list's total; Today's figure), new approvals filed first. */
  async count(filter: SettlementFilter): Promise<number> {
    await this.sync(filter.driverId);
    return this.queries.count(filter);
  }

  /** Every settlement of the filter, in batches (the CSV export). */
  async *csvRows(filter: SettlementFilter): AsyncGenerator<ReadonlyArray<SettlementItem>> {
    await this.sync(filter.driverId);
    yield* batches(async (offset, take) => {
      const { rows } = await this.queries.page(filter, { offset, take });
      return this.items(rows);
    }, 500);
  }

  async detail(id: number): Promise<SettlementDetail> {
    return (await this.read(id)).data;
  }

  /** A driver's own settlement (the drivers' app): 404 when there is none, 403 when it is another driver's. */
  async detailForDriver(driverId: number, id: number): Promise<SettlementDetail> {
    const detail = await this.detail(id);
    if (detail.driver_id !== driverId) throw forbidden(settlementMessages.notYours);
    return detail;
  }

  /** The settlement with its version: the detail's answer and `ETag`, what a pay sent from it expects. */
  async read(id: number): Promise<Saved<SettlementDetail>> {
    const row = found(await this.queries.byId(id), settlementMessages.notFound);
    return { data: toDetail(row, await this.contentsOf(row)), version: row.version };
  }

  /**
   * Who made the settlement's current version, and when: its payer once paid (the name it keeps), else the
   * system, which files deliveries into it.
   */
  private async lastSaved(id: number): Promise<LastSaved | undefined> {
    const row = await this.repo.findById(id);
    if (!row) return undefined;
    if (row.status === 'paid')
      return { by: row.paidBy, name: row.paidByName, at: row.paidAt ?? row.updatedAt };
    return { by: null, name: SYSTEM_ACTOR, at: row.updatedAt };
  }

  /**
   * Settlements paid at once (the demo's past weeks), each as `pay` leaves it — 409 when one is paid already
   * — its lines and totals frozen, paid at `at`, with the trail's money entry; one transaction, the reads of
   * what they pay shared.
   */
  async payMany(
    items: ReadonlyArray<{ id: number; body: PaySettlementBody; at: Date }>,
    actor: SettlementActor,
  ): Promise<void> {
    if (!can(actor.role, 'manageSettlements')) throw forbidden();
    if (items.length === 0) return;
    await this.uow.transaction(async () => {
      const locked = await this.repo.lockMany(items.map((i) => i.id));
      if (locked.some((row) => row.status === 'paid')) throw conflict(settlementMessages.alreadyPaid);
      const rows = await this.queries.byIds(items.map((i) => i.id));
      if (rows.length !== new Set(items.map((i) => i.id)).size) throw notFound(settlementMessages.notFound);
      const contents = await this.contentsEach(rows);
      const paidByName = await this.users.nameOf(actor.userId);
      const entries: AuditEntryOf[] = [];
      for (const [k, row] of rows.entries()) {
        const { body, at } = items.find((i) => i.id === row.id) ?? (items[0] as (typeof items)[number]);
        const parts = contents[k] ?? NOTHING;
        const totals = totalsOf(parts);
        await this.repo.freezeLines(
          row.id,
          parts.parts.map((part) => ({ loadId: part.line.load_id, line: part })),
        );
        const paid = { status: 'paid' as const, paidOn: body.paidOn, reference: body.reference };
        await this.repo.update(row.id, {
          ...paid,
          paidBy: actor.userId,
          paidByName,
          paidAt: at,
          totals: { ...totals },
        });
        entries.push({
          id: row.driverId,
          at,
          before: { settlement: { id: row.id, status: 'unpaid' } },
          after: { settlement: { id: row.id, ...paid } },
          action: 'money',
          summary: `Settlement ${shownDay(row.periodStart)}–${shownDay(row.periodEnd)} paid: net ${formatUsd(totals.net)}, reference ${body.reference}`,
        });
      }
      await this.audit.recordedMany('driver', entries);
    });
  }

  /**
   * Marks the settlement paid and freezes its lines and totals (409 when it already is), at the version the
   * pay expects (`If-Match`; 412 naming who changed it since — a delivery filed into it, or a payment).
   */
  async pay(
    id: number,
    body: PaySettlementBody,
    actor: SettlementActor,
    expected: ExpectedSettlement = { version: undefined },
  ): Promise<Saved<SettlementDetail>> {
    if (!can(actor.role, 'manageSettlements')) throw forbidden();
    const paid = await this.audit.guardedSaved(
      staleRecordNouns.settlement,
      () => this.lastSaved(id),
      async () => {
        const locked = foundAtVersion(
          await this.repo.lockById(id),
          expected.version,
          settlementMessages.notFound,
        );
        if (locked.status === 'paid') throw conflict(settlementMessages.alreadyPaid);
        const row = found(await this.queries.byId(id), settlementMessages.notFound);
        const contents = await this.contentsOf(row);
        const totals = totalsOf(contents);
        if (expected.digest !== undefined && amountsDigest(toDetail(row, contents)) !== expected.digest) {
          throw preconditionFailed(settlementMessages.amountsChanged(formatUsd(totals.net)));
        }
        // Carried adjustments need no freezing: ledger entries are never changed once made.
        await this.repo.freezeLines(
          id,
          contents.parts.map((part) => ({ loadId: part.line.load_id, line: part })),
        );
        const paidByName = await this.users.nameOf(actor.userId);
        const saved = await this.repo.update(id, {
          status: 'paid',
          paidOn: body.paidOn,
          reference: body.reference,
          paidBy: actor.userId,
          paidByName,
          paidAt: this.clock.now(),
          totals: { ...totals },
        });
        await this.audit.changed(
          { type: 'driver', id: row.driverId },
          { settlement: { id, status: 'unpaid' } },
          { settlement: { id, status: 'paid', paidOn: body.paidOn, reference: body.reference } },
          {
            action: 'money',
            summary: `Settlement ${shownDay(row.periodStart)}–${shownDay(row.periodEnd)} paid: net ${formatUsd(totals.net)}, reference ${body.reference}`,
          },
        );
        if (!saved) throw notFound(settlementMessages.notFound);
        return saved.version;
      },
    );
    return { data: await this.detail(id), version: paid };
  }
}
