import { type LoadTransaction, TRANSACTION_TYPE, TRANSACTION_TYPES } from '@fletx/contract/load-ledger';
import { loadMessages } from '@fletx/contract/loads';
import { formatUsd } from '@fletx/contract/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { badRequest, found } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SettlementsService } from '../settlements/settlements.service';
import type { UsersService } from '../users/users.service';
import { LoadLedgerRepository } from './load-ledger.repository';
import { fieldError, type LoadActor, type Signature } from './loads.common';
import { toTransactionWire } from './loads.mapper';
import { type LoadRow, LoadsRepository } from './loads.repository';

/**
 * The ledger of a load (docs/product.md "Ledger"): the trip-rate entry, which follows the load's trip rate,
 * and the accessorials, deductions and advances staff add.
 */
export class LoadLedgerService {
  private readonly ledger: LoadLedgerRepository;
  private readonly loads: LoadsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly audit: AuditTrail,
    /** When an entry is made: the services' clock, as the audit trail's entry of it (a replayed past too). */
    private readonly clock: Clock,
    /** Where an advance or deduction on a load whose settlement is paid goes (docs/product.md "Driver settlements"). */
    private readonly settlements: Pick<SettlementsService, 'adjustmentEntered'>,
  ) {
    this.ledger = new LoadLedgerRepository(uow);
    this.loads = new LoadsRepository(uow);
  }

  /** The trip rate first, then the other entries in the order they were made. */
  async transactions(loadId: number): Promise<LoadTransaction[]> {
    found(await this.loads.findById(loadId), loadMessages.notFound);
    return (await this.ledger.of(loadId)).map(toTransactionWire);
  }

  /** The sum of the ledger, in cents. */
  totalCents(loadId: number): Promise<number> {
    return this.ledger.totalCents(loadId);
  }

  /**
   * An accessorial, deduction or advance; `amount` is positive USD, the type gives the sign. The audit trail
   * keeps it as a money entry of the load ("Advance $150.00"), with the ledger's total before → after.
   */
  async addTransaction(
    input: { loadId: number; typeId: number; amount: number; comment: string },
    actor: LoadActor,
  ): Promise<LoadTransaction> {
    const type = TRANSACTION_TYPES.find((t) => t.id === input.typeId);
    if (!type) throw fieldError('body.transaction_type_id', loadMessages.transactionType);
    if (!type.manual) throw badRequest(loadMessages.transactionManual);
    return this.uow.transaction(async () => {
      found(await this.loads.lockById(input.loadId), loadMessages.notFound);
      const before = await this.ledger.totalCents(input.loadId);
      const cents = dollarsToCents(input.amount);
      const comment = input.comment.trim();
      const row = await this.ledger.insert({
        loadId: input.loadId,
        typeId: type.id,
        amountCents: type.sign * cents,
        comment,
        createdBy: actor.userId,
        createdByName: await this.users.nameOf(actor.userId),
        createdAt: this.clock.now(),
      });
      if (type.id === TRANSACTION_TYPE.advance || type.id === TRANSACTION_TYPE.deduction)
        await this.settlements.adjustmentEntered({ id: row.id, loadId: row.loadId, at: row.createdAt });
      const after = await this.ledger.totalCents(input.loadId);
      await this.audit.changed(
        { type: 'load', id: input.loadId },
        { ledger_total: centsToDollars(before) },
        { ledger_total: centsToDollars(after) },
        { action: 'money', summary: `${type.name} ${formatUsd(cents)}${comment ? `: ${comment}` : ''}` },
      );
      return toTransactionWire(row);
    });
  }

  /** A new load's first entry: its trip rate, when it has one. */
  async open(load: LoadRow, by: Signature): Promise<void> {
    if (load.tripRateCents !== null) await this.addTripRate(load.id, load.tripRateCents, by);
  }

  /** The trip-rate entry follows the load's trip rate: changed, added, or removed with it. */
  async followTripRate(loadId: number, cents: number | null, actor: LoadActor): Promise<void> {
    const entry = await this.ledger.tripRateEntry(loadId);
    if (entry && cents === null) await this.ledger.delete(entry.id);
    else if (entry && cents !== null && entry.amountCents !== cents)
      await this.ledger.setAmount(entry.id, cents);
    else if (!entry && cents !== null)
      await this.addTripRate(loadId, cents, {
        userId: actor.userId,
        name: await this.users.nameOf(actor.userId),
        at: this.clock.now(),
      });
  }

  /** The trip-rate entry, made now by the database unless `by.at` says when. */
  private async addTripRate(loadId: number, cents: number, by: Omit<Signature, 'at'> & { at?: Date }) {
    await this.ledger.insert({
      loadId,
      typeId: TRANSACTION_TYPE.tripRate,
      amountCents: cents,
      comment: 'Trip rate',
      createdBy: by.userId,
      createdByName: by.name,
      createdAt: by.at,
    });
  }
}
