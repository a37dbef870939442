import { daysBetween } from '@fletx/contract/compliance';
import {
  type InvoiceDetail,
  type InvoicePayment,
  type InvoiceSummary,
  invoiceDueOn,
  invoiceStatus,
} from '@fletx/contract/invoices';
import { isoString } from '../../lib/iso-time';
import { centsToDollars } from '../../lib/money';
import {
  balanceCentsOf,
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
} from './invoices.repository';

/** The due day: fixed once sent; while a draft, today + the terms (docs/product.md "Invoices and receivables"). */
export const dueOnOf = (row: InvoiceRow, today: string) =>
  row.dueOn ?? invoiceDueOn(row.sentOn, today, row.termsDays);

/** A row of the list, its status computed at `today`; a void one owes nothing (balance 0). */
export function toInvoiceSummary(row: InvoiceRow, today: string): InvoiceSummary {
  const dueOn = dueOnOf(row, today);
  const voided = row.voidedAt !== null;
  const balanceCents = voided ? 0 : balanceCentsOf(row);
  const writtenOff = row.writtenOffAt !== null;
  const facts = { voided, sentOn: row.sentOn, dueOn, paidCents: row.paidCents, balanceCents, writtenOff };
  return {
    id: row.id,
    number: row.number,
    status: invoiceStatus(facts, today),
    loadId: row.loadId,
    loadNumber: row.loadNumber,
    brokerId: row.brokerId,
    brokerName: row.billToName,
    invoiceDate: row.invoiceDate,
    sentOn: row.sentOn,
    dueOn,
    termsDays: row.termsDays,
    daysPastDue: daysBetween(dueOn, today),
    amount: centsToDollars(row.amountCents),
    paid: centsToDollars(row.paidCents),
    balance: centsToDollars(balanceCents),
    factoredOn: row.factoredOn,
  };
}

/** A payment on the wire; `names` holds the names of who recorded and who reversed it. */
export function toPaymentWire(row: InvoicePaymentRow, names: ReadonlyMap<number, string>): InvoicePayment {
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    paidOn: row.paidOn,
    reference: row.reference,
    recordedBy: person(row.recordedBy),
    createdAt: isoString(row.createdAt),
    reversed: row.reversedAt
      ? { at: isoString(row.reversedAt), by: person(row.reversedBy), reason: row.reversalReason ?? '' }
      : null,
  };
}

/** Who voided it or wrote its balance off: their id and name, or null once their account is gone. */
export type Person = { id: number; name: string } | null;

export function toInvoiceDetail(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  payments: InvoicePayment[],
  today: string,
  people: { voidedBy?: Person; writtenOffBy?: Person } = {},
): InvoiceDetail {
  return {
    ...toInvoiceSummary(row, today),
    billTo: {
      brokerId: row.brokerId,
      name: row.billToName,
      address: row.billToAddress,
      city: row.billToCity,
      state: row.billToState,
      zipCode: row.billToZip,
      email: row.billToEmail || null,
    },
    stops: row.stops,
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      amount: centsToDollars(l.amountCents),
      transactionTypeId: l.transactionTypeId,
    })),
    notes: row.notes,
    payments,
    voided: row.voidedAt
      ? { at: isoString(row.voidedAt), by: people.voidedBy ?? null, reason: row.voidReason ?? '' }
      : null,
    writtenOff: row.writtenOffAt
      ? {
          amount: centsToDollars(row.writtenOffCents ?? 0),
          at: isoString(row.writtenOffAt),
          by: people.writtenOffBy ?? null,
          reason: row.writeOffReason ?? '',
        }
      : null,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}
