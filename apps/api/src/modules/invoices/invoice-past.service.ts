import {
  INVOICEABLE_LOAD_STATUS_IDS,
  invoiceDueOn,
  invoiceMessages,
  invoiceNumber,
} from '@fletx/contract/invoices';
import { LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditEntryOf, AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { conflict, notFound } from '../../lib/errors';
import type { InvoicesQueries, LoadBillingFacts } from '../read-model/invoices.queries';
import { InvoiceCounterRepository } from './invoice-counter.repository';
import { toInvoiceDetail, toInvoiceSummary } from './invoices.mapper';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';
import { billingSnapshot } from './invoices.service';
import { moneyFacts, payableCents, paymentSummary } from './receivables.service';

/** A payment of the past: on an invoice, `amount` USD, the day it came and when it was recorded. */
export interface PastPayment {
  invoiceId: number;
  amount: number;
  paidOn: string;
  reference: string;
  at: Date;
}

/**
 * Invoices whose past is known at once (docs/product.md "Invoices and receivables"; the demo's weeks of
 * work): made and sent on their day as `InvoicesService.create` and `InvoiceMailService.send` leave them —
 * numbered without gaps in the order of their days, billed to the broker as its profile is, due per its
 * terms, with the trail's entries — and paid as `ReceivablesService.recordPayment` leaves them, in a few
 * statements for all. A past replayed mails nothing and renders no PDF: it went out then.
 */
export class InvoicePastService {
  private readonly repo: InvoicesRepository;
  private readonly counter: InvoiceCounterRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: Pick<InvoicesQueries, 'billingFactsMany'>,
    private readonly audit: AuditTrail,
    /** The days of `at`s are the carrier's. */
    private readonly clock: Pick<CarrierClock, 'days'>,
  ) {
    this.repo = new InvoicesRepository(uow);
    this.counter = new InvoiceCounterRepository(uow);
  }

  /** The loads' facts for billing (the read model), by load id: what `sentMany` bills. */
  facts(loadIds: ReadonlyArray<number>): Promise<Map<number, LoadBillingFacts>> {
    return this.queries.billingFactsMany(loadIds);
  }

  /**
   * An invoice for each delivered load, made and sent at `at` (its day: the invoice's date and the day it
   * was sent), numbered in the order of those moments; answers the invoices in that order. The same 404 and
   * 409s as making and sending one (no such load, not delivered, already invoiced, no invoicing email).
   */
  sentMany(items: ReadonlyArray<{ loadId: number; at: Date }>, actorId: number): Promise<InvoiceRow[]> {
    if (items.length === 0) return Promise.resolve([]);
    const ordered = [...items].sort((a, b) => a.at.getTime() - b.at.getTime() || a.loadId - b.loadId);
    return this.uow.transaction(async () => {
      const days = await this.clock.days();
      const facts = await this.queries.billingFactsMany(ordered.map((i) => i.loadId));
      const invoiced = await this.repo.standingOfLoads(ordered.map((i) => i.loadId));
      const last = await this.counter.next(ordered.length);
      const values = ordered.map(({ loadId, at }, k) => {
        const fact = facts.get(loadId);
        if (!fact) throw notFound(invoiceMessages.loadNotFound);
        if (!INVOICEABLE_LOAD_STATUS_IDS.includes(fact.statusId))
          throw conflict(
            invoiceMessages.loadNotDelivered(
              LOAD_STATUS_NAMES[fact.statusId as LoadStatusId] ?? `${fact.statusId}`,
            ),
          );
        const existing = invoiced.get(loadId);
        if (existing) throw conflict(invoiceMessages.alreadyInvoiced(existing));
        const snapshot = billingSnapshot(fact);
        if (!snapshot.billToEmail) throw conflict(invoiceMessages.noInvoicingEmail(snapshot.billToName));
        const day = days.dayOf(at);
        const sequence = last - ordered.length + 1 + k;
        return {
          ...snapshot,
          sequence,
          number: invoiceNumber(sequence),
          loadId,
          invoiceDate: day,
          createdBy: actorId,
          amountCents: fact.lines.reduce((sum, line) => sum + line.amountCents, 0),
          sentAt: at,
          sentOn: day,
          dueOn: invoiceDueOn(day, day, snapshot.termsDays),
          createdAt: at,
          updatedAt: at,
          // Made (1), its amount summed (2), sent (3), as one at a time leaves it.
          version: 3,
        };
      });
      const rows = await this.repo.insertMany(values);
      const lines = await this.repo.insertLines(
        rows.flatMap((row) =>
          (facts.get(row.loadId)?.lines ?? []).map((line, position) => ({
            ...line,
            invoiceId: row.id,
            position,
          })),
        ),
      );
      const entries: AuditEntryOf[] = rows.flatMap((row) => {
        const own = lines.filter((l) => l.invoiceId === row.id);
        const at = row.sentAt ?? row.createdAt;
        const draft = { ...row, sentAt: null, sentOn: null, dueOn: null, version: 2 };
        const made = toInvoiceDetail(draft, own, [], row.invoiceDate);
        const sent = toInvoiceDetail(row, own, [], row.invoiceDate);
        return [
          {
            id: row.id,
            at,
            after: made,
            action: 'create' as const,
            summary: `Invoice ${row.number} made for load ${row.loadNumber}`,
            version: 2,
          },
          {
            id: row.id,
            at,
            before: made,
            after: sent,
            action: 'status' as const,
            summary: `Invoice ${row.number} sent to ${row.billToEmail}`,
            version: 3,
          },
        ];
      });
      await this.audit.recordedMany('invoice', entries);
      return rows;
    });
  }

  /**
   * Payments of the past, in the order given: each on a sent invoice that is not void, no more than its
   * balance then (the same 409s as one payment); the invoices' paid amounts and paid-in-full days follow.
   */
  paidMany(payments: ReadonlyArray<PastPayment>, actorId: number): Promise<void> {
    if (payments.length === 0) return Promise.resolve();
    return this.uow.transaction(async () => {
      const days = await this.clock.days();
      const rows = new Map(
        (await this.repo.lockMany(payments.map((p) => p.invoiceId))).map((row) => [row.id, row]),
      );
      const before = new Map(rows);
      const entries: AuditEntryOf[] = [];
      const values = payments.map((p) => {
        const row = rows.get(p.invoiceId);
        if (!row) throw notFound(invoiceMessages.notFound);
        const cents = payableCents(row, p.amount);
        const paidCents = row.paidCents + cents;
        const paid = {
          ...row,
          paidCents,
          paidInFullOn: paidCents >= row.amountCents ? p.paidOn : null,
          version: row.version + 1,
          updatedAt: p.at,
        };
        rows.set(row.id, paid);
        const facts = (r: InvoiceRow) => moneyFacts(toInvoiceSummary(r, days.dayOf(p.at)));
        const summary = paymentSummary(cents, p.paidOn, p.reference);
        entries.push({
          id: row.id,
          at: p.at,
          before: facts(row),
          after: facts(paid),
          action: 'money',
          summary,
          version: paid.version,
        });
        return {
          invoiceId: row.id,
          amountCents: cents,
          paidOn: p.paidOn,
          reference: p.reference,
          recordedBy: actorId,
          createdAt: p.at,
        };
      });
      await this.repo.insertPayments(values);
      await this.repo.setPaidMany([...rows.values()].filter((row) => before.get(row.id) !== row));
      await this.audit.recordedMany('invoice', entries);
    });
  }
}
