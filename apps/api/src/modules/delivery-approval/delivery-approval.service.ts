import { type DeliveryDetail, deliveryMessages, type OsdBody } from '@fletx/contract/delivery-approval';
import { LOAD_STATUS, LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import { TRANSACTION_TYPE } from '@fletx/contract/loads';
import { can } from '@fletx/contract/roles';
import { computeStatement } from '@fletx/contract/statement';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brokers,
  deliveryStatements,
  loadStatusHistory,
  loads,
  loadTransactions,
  osdEntries,
  users,
} from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { escapeLike } from '../brokers/brokers.repository';
import type { LoadActor, LoadsService } from '../loads/loads.service';

const ACCESSORIAL_TYPES = [2, 3, 4, 5, 6];
const loadDocument = sql`lower(unaccent_immutable(${loads.idNumber} || ' ' || ${loads.pickupCity} || ' ' || ${loads.deliveryCity}))`;

/** Ended loads (11) awaiting approval, OS&D, the statement; approving freezes it (load → 12). */
export class DeliveryApprovalService {
  constructor(
    private readonly db: DbOrTx,
    private readonly loads: LoadsService,
  ) {}

  private selectLoads(db: DbOrTx) {
    return db
      .select({
        id: loads.id,
        idNumber: loads.idNumber,
        statusId: loads.statusId,
        first: users.firstName,
        last: users.lastName,
        broker: brokers.name,
        pickup: loads.pickupCity,
        delivery: loads.deliveryCity,
        tripRate: loads.tripRateCents,
        endedAt:
          sql`(select max(${loadStatusHistory.changedAt}) from ${loadStatusHistory} where ${loadStatusHistory.loadId} = ${loads.id} and ${loadStatusHistory.toStatus} = ${LOAD_STATUS.ended})`.mapWith(
            loadStatusHistory.changedAt,
          ),
      })
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .leftJoin(users, eq(users.id, loads.driverId));
  }

  private item(r: Awaited<ReturnType<DeliveryApprovalService['selectLoads']>>[number]) {
    return {
      id: r.id,
      id_number: r.idNumber,
      driver_name: r.first === null ? '' : `${r.first} ${r.last ?? ''}`.trim(),
      company_name: r.broker,
      city_pickup: r.pickup,
      city_delivery: r.delivery,
      trip_rate_cents: r.tripRate ?? 0,
      ended_at: (r.endedAt as Date | null)?.toISOString() ?? null,
    };
  }

  async list(search: string | undefined, page: number, take: number) {
    const conditions = [eq(loads.statusId, LOAD_STATUS.ended)];
    const term = search?.trim();
    if (term)
      conditions.push(sql`${loadDocument} LIKE '%' || lower(unaccent_immutable(${escapeLike(term)})) || '%'`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.selectLoads(this.db)
        .where(where)
        .orderBy(desc(loads.id))
        .limit(take)
        .offset((page - 1) * take),
      this.db.select({ n: count() }).from(loads).where(where),
    ]);
    return { info: rows.map((r) => this.item(r)), total: total?.n ?? 0 };
  }

  async detail(loadId: number, db: DbOrTx = this.db): Promise<DeliveryDetail> {
    const [row] = await this.selectLoads(db).where(eq(loads.id, loadId));
    if (!row) throw notFound('Load not found');
    const ledger = await db
      .select()
      .from(loadTransactions)
      .where(eq(loadTransactions.loadId, loadId))
      .orderBy(asc(loadTransactions.id));
    const osd = await db
      .select()
      .from(osdEntries)
      .where(eq(osdEntries.loadId, loadId))
      .orderBy(asc(osdEntries.id));
    const [frozen] = await db.select().from(deliveryStatements).where(eq(deliveryStatements.loadId, loadId));
    const entry = (t: typeof loadTransactions.$inferSelect) => ({
      id: t.id,
      transaction_type_id: t.typeId,
      amount_cents: t.amountCents,
      comment: t.comment,
      created_by: t.createdByName,
      created_at: t.createdAt.toISOString(),
    });
    const accessorials = ledger.filter((t) => ACCESSORIAL_TYPES.includes(t.typeId));
    const input = {
      tripRate: ledger.find((t) => t.typeId === TRANSACTION_TYPE.tripRate)?.amountCents ?? 0,
      accessorials: accessorials.map((t) => t.amountCents),
      osd: osd.map((o) => o.amountCents),
    };
    return {
      load: {
        ...this.item(row),
        loadbook_status_id: row.statusId,
        status_name: LOAD_STATUS_NAMES[row.statusId as LoadStatusId] ?? String(row.statusId),
      },
      transactions: ledger.map(entry),
      accessorials: accessorials.map(entry),
      osd: osd.map((o) => ({
        id: o.id,
        kind: o.kind,
        note: o.note,
        amount_cents: o.amountCents,
        created_by: o.createdByName,
        created_at: o.createdAt.toISOString(),
      })),
      statement: computeStatement({ ...input, quickPay: false }),
      statementQuickPay: computeStatement({ ...input, quickPay: true }),
      approved: frozen
        ? {
            tripRate: frozen.tripRate,
            accessorialsTotal: frozen.accessorialsTotal,
            osdTotal: frozen.osdTotal,
            gross: frozen.gross,
            productFee: frozen.productFee,
            quickPayDiscount: frozen.quickPayDiscount,
            net: frozen.net,
            quickPay: frozen.quickPay,
            approvedBy: frozen.approvedByName,
            approvedAt: frozen.approvedAt.toISOString(),
          }
        : null,
    };
  }

  private async lockEnded(loadId: number, tx: DbOrTx) {
    const [row] = await tx
      .select({ statusId: loads.statusId })
      .from(loads)
      .where(eq(loads.id, loadId))
      .for('update');
    if (!row) throw notFound('Load not found');
    if (row.statusId !== LOAD_STATUS.ended) throw conflict(deliveryMessages.notEnded);
  }

  private async name(userId: number, db: DbOrTx) {
    const [u] = await db
      .select({ f: users.firstName, l: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return u ? `${u.f} ${u.l}` : `User ${userId}`;
  }

  async addOsd(loadId: number, body: OsdBody, actor: LoadActor) {
    await this.db.transaction(async (tx) => {
      await this.lockEnded(loadId, tx);
      await tx.insert(osdEntries).values({
        loadId,
        kind: body.kind,
        note: body.note,
        amountCents: body.amount_cents,
        createdBy: actor.userId,
        createdByName: await this.name(actor.userId, tx),
      });
    });
    return this.detail(loadId);
  }

  async deleteOsd(loadId: number, osdId: number) {
    await this.db.transaction(async (tx) => {
      await this.lockEnded(loadId, tx);
      const gone = await tx
        .delete(osdEntries)
        .where(and(eq(osdEntries.id, osdId), eq(osdEntries.loadId, loadId)))
        .returning({ id: osdEntries.id });
      if (gone.length === 0) throw notFound(deliveryMessages.osdNotFound);
    });
    return this.detail(loadId);
  }

  /** Load 11 → 12 and the statement frozen, in one transaction (Carriers and Admin users only). */
  async approve(loadId: number, quickPay: boolean, actor: LoadActor) {
    if (!can(actor.role, 'approveDeliveries')) throw forbidden();
    await this.db.transaction(async (tx) => {
      await this.lockEnded(loadId, tx);
      const live = await this.detail(loadId, tx);
      const s = quickPay ? live.statementQuickPay : live.statement;
      await this.loads.transition(loadId, 'approveDelivery', actor, '', tx);
      await tx.insert(deliveryStatements).values({
        loadId,
        quickPay,
        ...s,
        approvedBy: actor.userId,
        approvedByName: await this.name(actor.userId, tx),
      });
    });
    return this.detail(loadId);
  }
}
