import { addDays, daysBetween } from './compliance';
import { labelsOf, nameAsLabel } from './labels';

/**
 * An invoice's statuses and the rules they follow (docs/product.md "Invoices and receivables"): its number,
 * its due day, its status at a day, and whether a balance is due. Shared by the API, the web and the PDFs.
 */

export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'partially_paid',
  'paid',
  'written_off',
  'overdue',
  'void',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS = labelsOf(INVOICE_STATUSES, nameAsLabel);

/** Load statuses an invoice can be made from: 10 Delivered, 11 Ended, 12 Delivery approved. */
export const INVOICEABLE_LOAD_STATUS_IDS: ReadonlyArray<number> = [10, 11, 12];

/** `INV-000001`: the number of the n-th invoice (a counter row, no gaps). */
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(6, '0')}`;

/**
 * The due day: sent day + the broker's days to pay; before sending, computed from today (the day it would
 * be sent).
 */
export const invoiceDueOn = (sentOn: string | null, today: string, daysToPay: number) =>
  addDays(sentOn ?? today, daysToPay);

/** What an invoice's status follows from; `balanceCents` is amount − paid − written off. */
export interface InvoiceStatusFacts {
  voided: boolean;
  sentOn: string | null;
  dueOn: string;
  paidCents: number;
  balanceCents: number;
  /** Its balance written off (docs/decisions/0055-write-offs.md). */
  writtenOff: boolean;
}

/**
 * The status at `today`, computed when read so it never goes stale: void once voided, whatever it was;
 * draft until sent; with no balance, written off when a write-off closed it, else paid; overdue when sent (or
 * partly paid) past its due day with a balance; otherwise sent or partially paid.
 */
export function invoiceStatus(facts: InvoiceStatusFacts, today: string): InvoiceStatus {
  if (facts.voided) return 'void';
  if (!facts.sentOn) return 'draft';
  if (facts.balanceCents <= 0) return facts.writtenOff ? 'written_off' : 'paid';
  if (daysBetween(facts.dueOn, today) > 0) return 'overdue';
  return facts.paidCents > 0 ? 'partially_paid' : 'sent';
}

/**
 * Whether an invoice's balance is due, the rule of the Balance due card, the aging and the list's PDF: not on
 * a draft until it is sent, never on a void one (each shows '—' where a balance due is written).
 */
export const isBalanceDue = (status: InvoiceStatus) => status !== 'draft' && status !== 'void';

/** Why a draft's balance due reads '—', with what it will owe once sent. */
export const draftBalanceNote = (balance: string) => `Nothing is due until it is sent: ${balance} once sent`;
