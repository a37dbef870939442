import { type DeliveryDetail, deliveryMessages, type OsdBody } from '@fletx/contract/delivery-approval';
import { ACCESSORIAL_TRANSACTION_TYPE_IDS, TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS, LOAD_STATUS_NAMES } from '@fletx/contract/load-status';
import { loadMessages } from '@fletx/contract/loads';
import { formatUsd } from '@fletx/contract/money';
import { can } from '@fletx/contract/roles';
import { computeStatement } from '@fletx/contract/statement';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { nameOfCode } from '../../lib/code-name';
import { conflict, forbidden, found, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { centsToDollars } from '../../lib/money';
import { type PageRequest, pageInfo } from '../../lib/paging';
import type { Saved } from '../../lib/record-version';
import type { EnteredLoad, LoadPastService, PastLoad } from '../loads/load-past.service';
import type { LoadActor, LoadsService } from '../loads/loads.service';
import type { DeliveryApprovalQueries } from '../read-model/delivery-approval.queries';
import type { SettlementsService } from '../settlements/settlements.service';
import type { UsersService } from '../users/users.service';
import { DeliveryApprovalRepository, type OsdRow, type StatementRow } from './delivery-approval.repository';

const loadTarget = (id: number) => ({ type: 'load' as const, id });

/** An OS&D entry as the audit trail compares it. */
const osdSnapshot = (rows: OsdRow[]) => ({
  osd: rows.map((o) => ({ id: o.id, kind: o.kind, note: o.note, amount: centsToDollars(o.amountCents) })),
});
const osdLine = (o: Pick<OsdRow, 'kind' | 'amountCents'>) => `${o.kind} ${formatUsd(o.amountCents)}`;

/** The ledger types the statement counts as accessorials (docs/product.md "Statement math": types 2–6). */
/**
 * Ended loads (11) awaiting approval, OS&D, the statement; approving freezes it (load → 12). OS&D entries
 * and the frozen statement are money entries of the load in the audit trail.
 */
export class DeliveryApprovalService {
  private readonly repo: DeliveryApprovalRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: DeliveryApprovalQueries,
    private readonly loads: LoadsService,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    /** Loads entered with their past (`enterApprovedMany`). */
    private readonly past: Pick<LoadPastService, 'enterMany'>,
    /** Where an approved delivery is paid: queued for its driver's settlement of the week. */
    private readonly settlements: Pick<SettlementsService, 'approved'>,
  ) {
    this.repo = new DeliveryApprovalRepository(uow);
  }

  async list(search: string | undefined, request: PageRequest) {
    const { items, total } = await this.queries.ended(search, request);
    return { info: items, page: pageInfo(request, total) };
  }

  /** Every ended load of the list, a batch at a time, as the list shows them (`format=csv`). */
  csvRows(search: string | undefined) {
    return this.queries.endedBatches(search);
  }

  async detail(loadId: number): Promise<DeliveryDetail> {
    const load = found(await this.queries.load(loadId), loadMessages.notFound);
    const ledger = await this.queries.ledger(loadId);
    const osd = await this.repo.osd(loadId);
    const frozen = await this.repo.statement(loadId);
    const accessorials = ledger.filter((t) =>
      ACCESSORIAL_TRANSACTION_TYPE_IDS.includes(t.transaction_type_id),
    );
    const input = {
      tripRate: ledger.find((t) => t.transaction_type_id === TRANSACTION_TYPE.tripRate)?.amount_cents ?? 0,
      accessorials: accessorials.map((t) => t.amount_cents),
      osd: osd.map((o) => o.amountCents),
    };
    const { statusId, ...item } = load;
    return {
      load: {
        ...item,
        loadbook_status_id: statusId,
        status_name: nameOfCode(LOAD_STATUS_NAMES, statusId),
      },
      transactions: ledger,
      accessorials,
      osd: osd.map((o) => ({
        id: o.id,
        kind: o.kind,
        note: o.note,
        amount_cents: o.amountCents,
        created_by: o.createdByName,
        created_at: isoString(o.createdAt),
      })),
      statement: computeStatement({ ...input, quickPay: false }),
      statementQuickPay: computeStatement({ ...input, quickPay: true }),
      approved: frozen ? toApproved(frozen) : null,
    };
  }

  private async lockEnded(loadId: number) {
    const status = await this.loads.lockStatus(loadId);
    if (status === undefined) throw notFound(loadMessages.notFound);
    if (status !== LOAD_STATUS.ended) throw conflict(deliveryMessages.notEnded);
  }

  async addOsd(loadId: number, body: OsdBody, actor: LoadActor) {
    await this.uow.transaction(async () => {
      await this.lockEnded(loadId);
      const before = await this.repo.osd(loadId);
      await this.repo.insertOsd({
        loadId,
        kind: body.kind,
        note: body.note,
        amountCents: body.amount_cents,
        createdBy: actor.userId,
        createdByName: await this.users.nameOf(actor.userId),
      });
      await this.audit.changed(
        loadTarget(loadId),
        osdSnapshot(before),
        osdSnapshot(await this.repo.osd(loadId)),
        {
          action: 'money',
          summary: `OS&D added: ${osdLine({ kind: body.kind, amountCents: body.amount_cents })}`,
        },
      );
    });
    return this.detail(loadId);
  }

  async deleteOsd(loadId: number, osdId: number) {
    await this.uow.transaction(async () => {
      await this.lockEnded(loadId);
      const before = await this.repo.osd(loadId);
      const entry = before.find((o) => o.id === osdId);
      if (!entry || !(await this.repo.deleteOsd(loadId, osdId))) throw notFound(deliveryMessages.osdNotFound);
      await this.audit.changed(
        loadTarget(loadId),
        osdSnapshot(before),
        osdSnapshot(await this.repo.osd(loadId)),
        { action: 'money', summary: `OS&D removed: ${osdLine(entry)}` },
      );
    });
    return this.detail(loadId);
  }

  /**
   * Deliveries approved in the past, entered at once (the demo's weeks of work): each load as its past left
   * it (LoadPastService), its statement frozen as `approve` freezes it, at its approval's moment, with the
   * trail's money entry; one transaction, a few statements for all. Answers the loads in the order given.
   */
  async enterApprovedMany(pasts: ReadonlyArray<ApprovedPast>): Promise<EnteredLoad[]> {
    return this.uow.transaction(async () => {
      const loads = await this.past.enterMany(pasts);
      const approvals = loads.map((load, k) => {
        const approval = load.history.at(-1);
        if (approval?.action !== 'approveDelivery') throw conflict(deliveryMessages.notEnded);
        const quickPay = pasts[k]?.quickPay ?? false;
        return { load, approval, quickPay, s: statementOf(load, quickPay) };
      });
      await this.repo.insertStatements(
        approvals.map(({ load, approval, quickPay, s }) => ({
          loadId: load.row.id,
          quickPay,
          ...s,
          approvedAt: approval.changedAt,
          approvedBy: approval.changedBy,
          approvedByName: approval.changedByName,
        })),
      );
      await this.settlements.approved(approvals.map(({ load }) => load.row.id));
      await this.audit.recordedMany(
        'load',
        approvals.map(({ load, approval, quickPay, s }) => ({
          id: load.row.id,
          at: approval.changedAt,
          actorId: approval.changedBy ?? undefined,
          after: { statement: { ...s, quickPay } },
          action: 'money' as const,
          summary: `Statement approved${quickPay ? ' (quick pay)' : ''}: net ${formatUsd(s.net)}`,
          version: load.row.version,
        })),
      );
      return loads;
    });
  }

  /**
   * Load 11 → 12 and the statement frozen, in one transaction (Carriers and Admin users only); answers the
   * delivery with the load's new version (the answer's `ETag`).
   */
  async approve(loadId: number, quickPay: boolean, actor: LoadActor): Promise<Saved<DeliveryDetail>> {
    if (!can(actor.role, 'approveDeliveries')) throw forbidden();
    const version = await this.uow.transaction(async () => {
      await this.lockEnded(loadId);
      const live = await this.detail(loadId);
      const s = quickPay ? live.statementQuickPay : live.statement;
      const moved = await this.loads.transition(loadId, 'approveDelivery', actor, '');
      await this.repo.insertStatement({
        loadId,
        quickPay,
        ...s,
        // The services' clock, as the load's history: the statement's time is the approval's.
        approvedAt: this.clock.now(),
        approvedBy: actor.userId,
        approvedByName: await this.users.nameOf(actor.userId),
      });
      await this.settlements.approved([loadId]);
      await this.audit.changed(
        loadTarget(loadId),
        undefined,
        { statement: { ...s, quickPay } },
        {
          action: 'money',
          summary: `Statement approved${quickPay ? ' (quick pay)' : ''}: net ${formatUsd(s.net)}`,
        },
      );
      return moved.version;
    });
    return { data: await this.detail(loadId), version };
  }
}

/**
 * A delivery approved in the past: its load's past ends with the approval (`approveDelivery`, by the
 * approver, when it was approved), without OS&D; `quickPay` as the approval chose.
 */
export interface ApprovedPast extends PastLoad {
  quickPay: boolean;
}

/** The statement `approve` freezes, from the load's ledger as entered. */
function statementOf(load: EnteredLoad, quickPay: boolean) {
  const cents = (types: ReadonlyArray<number>) =>
    load.ledger.filter((t) => types.includes(t.typeId)).map((t) => t.amountCents);
  const [tripRate = 0] = cents([TRANSACTION_TYPE.tripRate]);
  return computeStatement({
    tripRate,
    accessorials: cents(ACCESSORIAL_TRANSACTION_TYPE_IDS),
    osd: [],
    quickPay,
  });
}

function toApproved(frozen: StatementRow): NonNullable<DeliveryDetail['approved']> {
  return {
    tripRate: frozen.tripRate,
    accessorialsTotal: frozen.accessorialsTotal,
    osdTotal: frozen.osdTotal,
    gross: frozen.gross,
    productFee: frozen.productFee,
    quickPayDiscount: frozen.quickPayDiscount,
    net: frozen.net,
    quickPay: frozen.quickPay,
    approvedBy: frozen.approvedByName,
    approvedAt: isoString(frozen.approvedAt),
  };
}
