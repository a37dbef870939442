import { brokerMessages } from '@fletx/contract/brokers';
import {
  AGING_BUCKETS,
  type AgingReport,
  type BrokerReceivables,
  type InvoiceDetail,
  invoiceMessages,
} from '@fletx/contract/invoices';
import { formatUsd } from '@fletx/contract/money';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, found } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { BrokersService } from '../brokers/brokers.service';
import { balanceCentsOf, type InvoiceRow } from './invoices.repository';
import { assertNotVoid, type InvoicesService } from './invoices.service';

/** The first day of the month `back` months before `day`'s month, `yyyy-MM-01`. */
function monthStart(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return isoString(d).slice(0, 10);
}

/**
 * A payment of `amount` USD on the invoice, in cents: sent, not void, something owed (not paid in full nor
 * closed by a write-off), and no more than its balance (409s otherwise).
 */
export function payableCents(row: InvoiceRow, amount: number): number {
  assertNotVoid(row);
  if (!row.sentOn) throw conflict(invoiceMessages.notSent(row.number));
  const balance = balanceCentsOf(row);
  if (balance <= 0 && row.writtenOffCents !== null)
    throw conflict(invoiceMessages.paidByWriteOff(row.number, formatUsd(row.writtenOffCents)));
  if (balance <= 0) throw conflict(invoiceMessages.paid(row.number));
  const cents = dollarsToCents(amount);
  if (cents > balance) throw conflict(invoiceMessages.overBalance(formatUsd(balance)));
  return cents;
}

/** What a payment or its reversal changes on an invoice, as the History keeps it. */
export const moneyFacts = ({
  paid,
  balance,
  status,
}: Pick<InvoiceDetail, 'paid' | 'balance' | 'status'>) => ({
  paid,
  balance,
  status,
});

/** A payment in the History's words: "Payment $250.00 on 2026-11-24 (ACH 12)". */
export const paymentSummary = (cents: number, paidOn: string, reference: string) =>
  `Payment ${formatUsd(cents)} on ${paidOn}${reference ? ` (${reference})` : ''}`;

/**
 * Receivables (docs/product.md "Invoices and receivables"): payments against sent invoices, the aging of
 * open balances by broker, and a broker's receivables card.
 */
export class ReceivablesService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly audit: AuditTrail,
    private readonly brokers: Pick<BrokersService, 'find'>,
  ) {}

  /**
   * A payment (partial or in full) on a sent invoice; more than the balance is a 409. With the version
   * `If-Match` expects, an invoice changed since is a 412 naming who changed it.
   */
  async recordPayment(
    id: number,
    input: { amount: number; paidOn: string; reference: string },
    actorId: number,
    version?: ExpectedVersion,
  ): Promise<Saved<InvoiceDetail>> {
    const repo = this.invoices.repo;
    return this.audit.guarded({ type: 'invoice', id }, async () => {
      const row = foundAtVersion(await repo.lockById(id), version, invoiceMessages.notFound);
      const cents = payableCents(row, input.amount);
      const before = await this.invoices.detail(id);
      await repo.insertPayment({
        invoiceId: id,
        amountCents: cents,
        paidOn: input.paidOn,
        reference: input.reference,
        recordedBy: actorId,
        // Recorded at the services' moment, as its History entry is (the demo's seed sets that moment).
        createdAt: this.invoices.now(),
      });
      const paidCents = row.paidCents + cents;
      const saved = found(
        await repo.update(id, {
          paidCents,
          paidInFullOn: paidCents >= row.amountCents ? input.paidOn : null,
        }),
        invoiceMessages.notFound,
      );
      const after = await this.invoices.detail(id);
      await this.audit.changed({ type: 'invoice', id }, moneyFacts(before), moneyFacts(after), {
        action: 'money',
        summary: paymentSummary(cents, input.paidOn, input.reference),
        actorId,
      });
      return { data: after, version: saved.version };
    });
  }

  /**
   * A payment reversed (a check that bounced, a payment on the wrong invoice;
   * docs/decisions/0054-payment-reversals.md), at the invoice version `If-Match` expects: the payment stays,
   * marked with who, when and why, and no longer counts in what is paid, so the balance is due again. 404
   * when the payment is not one of the invoice's, 409 when it is reversed already.
   */
  async reversePayment(
    id: number,
    paymentId: number,
    reason: string,
    actorId: number,
    version?: ExpectedVersion,
  ): Promise<Saved<InvoiceDetail>> {
    const repo = this.invoices.repo;
    return this.changeMoney(id, actorId, version, async (row) => {
      const payment = found(await repo.paymentOf(id, paymentId), invoiceMessages.paymentNotFound);
      if (payment.reversedAt)
        throw conflict(invoiceMessages.paymentAlreadyReversed(formatUsd(payment.amountCents)));
      assertNotVoid(row);
      return {
        values: { paidCents: row.paidCents - payment.amountCents, paidInFullOn: null },
        summary: `${paymentSummary(payment.amountCents, payment.paidOn, payment.reference)} reversed: ${reason}`,
        first: () => repo.reversePayment(paymentId, { at: this.invoices.now(), by: actorId, reason }),
      };
    });
  }

  /**
   * The whole balance due written off (a short pay, a broker that never pays; docs/decisions/0055-write-offs.md),
   * at the invoice version `If-Match` expects: it is no longer owed, and the invoice reads written off. 409 on
   * a void invoice, a draft, one with nothing owed, and one written off already.
   */
  writeOff(id: number, reason: string, actorId: number, version?: ExpectedVersion) {
    return this.changeMoney(id, actorId, version, async (row) => {
      if (row.voidedAt) throw conflict(invoiceMessages.writeOffVoid(row.number));
      if (!row.sentOn) throw conflict(invoiceMessages.writeOffDraft(row.number));
      if (row.writtenOffCents !== null)
        throw conflict(invoiceMessages.alreadyWrittenOff(row.number, formatUsd(row.writtenOffCents)));
      const cents = balanceCentsOf(row);
      if (cents <= 0) throw conflict(invoiceMessages.writeOffNothingOwed(row.number));
      const values = {
        writtenOffCents: cents,
        writtenOffAt: this.invoices.now(),
        writtenOffBy: actorId,
        writeOffReason: reason,
      };
      return { values, summary: `Balance ${formatUsd(cents)} written off: ${reason}` };
    });
  }

  /** The write-off undone (the broker paid after all): what it wrote off is owed again. 409 when none. */
  undoWriteOff(id: number, actorId: number, version?: ExpectedVersion) {
    return this.changeMoney(id, actorId, version, async (row) => {
      if (row.writtenOffCents === null) throw conflict(invoiceMessages.noWriteOff(row.number));
      const values = { writtenOffCents: null, writtenOffAt: null, writtenOffBy: null, writeOffReason: null };
      return { values, summary: `Write-off of ${formatUsd(row.writtenOffCents)} undone` };
    });
  }

  /**
   * A change of what is owed on the invoice, its row locked first (so it takes turns with payments) at the
   * version `If-Match` expects: `change` checks the row and says what to store on it (and what to write
   * `first`, beside it); the History keeps a money entry naming the actor.
   */
  private changeMoney(
    id: number,
    actorId: number,
    version: ExpectedVersion | undefined,
    change: (
      row: InvoiceRow,
    ) => Promise<{ values: Partial<InvoiceRow>; summary: string; first?: () => Promise<void> }>,
  ): Promise<Saved<InvoiceDetail>> {
    const repo = this.invoices.repo;
    return this.audit.edit({ type: 'invoice', id }, async () => {
      const row = foundAtVersion(await repo.lockById(id), version, invoiceMessages.notFound);
      const { values, summary, first } = await change(row);
      const before = await this.invoices.detail(id);
      await first?.();
      const saved = found(await repo.update(id, values, version), invoiceMessages.notFound);
      const after = await this.invoices.detail(id);
      return {
        before: moneyFacts(before),
        after: moneyFacts(after),
        version: saved.version,
        options: { action: 'money' as const, summary, actorId },
        answer: after,
      };
    });
  }

  /** Open balances by broker and bucket of days past due, largest total first, with a totals row. */
  async aging(): Promise<AgingReport> {
    const today = await this.invoices.today();
    const rows = (await this.invoices.repo.aging(today)).map((r) => {
      const total = AGING_BUCKETS.reduce((sum, b) => sum + r[b], 0);
      return { ...r, total };
    });
    rows.sort((a, b) => b.total - a.total || a.brokerName.localeCompare(b.brokerName));
    const sum = (key: (typeof AGING_BUCKETS)[number] | 'total') =>
      centsToDollars(rows.reduce((s, r) => s + r[key], 0));
    return {
      asOf: today,
      rows: rows.map((r) => ({
        brokerId: r.brokerId,
        brokerName: r.brokerName,
        current: centsToDollars(r.current),
        days1to30: centsToDollars(r.days1to30),
        days31to60: centsToDollars(r.days31to60),
        days61to90: centsToDollars(r.days61to90),
        days90plus: centsToDollars(r.days90plus),
        total: centsToDollars(r.total),
      })),
      totals: {
        current: sum('current'),
        days1to30: sum('days1to30'),
        days31to60: sum('days31to60'),
        days61to90: sum('days61to90'),
        days90plus: sum('days90plus'),
        total: sum('total'),
      },
    };
  }

  /** The broker profile's card: open and overdue balances, 12 months of invoiced revenue, days to pay. */
  async brokerSummary(brokerId: number): Promise<BrokerReceivables> {
    found(await this.brokers.find(brokerId), brokerMessages.notFound);
    const today = await this.invoices.today();
    const since = monthStart(today, 11);
    const figures = await this.invoices.repo.brokerFigures(brokerId, today, since);
    const revenueByMonth = Array.from({ length: 12 }, (_, i) => {
      const month = monthStart(today, 11 - i).slice(0, 7);
      return { month, amount: centsToDollars(figures.months.get(month) ?? 0) };
    });
    return {
      brokerId,
      openBalance: centsToDollars(figures.openCents),
      overdueBalance: centsToDollars(figures.overdueCents),
      revenueByMonth,
      averageDaysToPay:
        figures.averageDaysToPay === null ? null : Math.round(figures.averageDaysToPay * 10) / 10,
    };
  }
}
