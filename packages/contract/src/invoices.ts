import { z } from 'zod';
import { brokerAddress } from './brokers';
import { envelope } from './errors';
import { idField, idParams, rowIdField } from './ids';
import { invoiceMessages, VOID_REASON_MAX, VOID_REASON_MIN } from './invoice-messages';
import { INVOICE_STATUSES } from './invoice-status';
import { fieldMessages } from './messages';
import { pageQuery } from './paging';
import { listMeta } from './users';
import { textField } from './validation';
import { recordTimestamps } from './wire';

/**
 * Invoices and receivables (docs/product.md "Invoices and receivables"): an invoice per delivered load,
 * numbered without gaps, billed to the broker, sent with its proof of delivery, paid in one or more
 * payments, aged by days past due. Money is dollars with at most 2 decimals on the wire.
 */

export * from './invoice-status';

export const INVOICE_LIMITS = {
  description: 200,
  notes: 2000,
  lines: 50,
  reference: 100,
  batch: 100,
} as const;
/** The largest amount of a line or a payment, in dollars. */
export const INVOICE_MAX_AMOUNT = 10_000_000;

export {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingBucket,
  type AgingReport,
  type AgingRow,
  agingBucket,
  agingReport,
  agingResponse,
  agingRow,
  type BrokerReceivables,
  brokerReceivables,
  brokerReceivablesResponse,
} from './invoice-aging';

import { daysInOrder } from './date-range';

export { invoiceMessages, VOID_REASON_MAX, VOID_REASON_MIN };

/* ---------- the wire ---------- */

/** An amount in dollars (JSON number or text), at most 2 decimals; negative for deductions. */
export const signedMoneyField = z
  .union([z.number(invoiceMessages.amount), z.string()], { error: fieldMessages.required })
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: text ? invoiceMessages.amount : fieldMessages.required });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(
    z
      .number(invoiceMessages.amount)
      .min(-INVOICE_MAX_AMOUNT, invoiceMessages.amount)
      .max(INVOICE_MAX_AMOUNT, invoiceMessages.amount)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, invoiceMessages.amount),
  );

const isoDay = z.iso.date({ error: invoiceMessages.date });

export const invoiceIdParams = idParams;
/** /api/invoices/{id}/payments/{paymentId}/… */
export const invoicePaymentParams = idParams.extend({ paymentId: idField });
export const brokerSummaryParams = z.object({ brokerId: idField });

/** POST /api/invoices */
export const createInvoiceBody = z.object({ loadId: rowIdField(invoiceMessages.loadNotFound) });
export type CreateInvoiceInput = z.input<typeof createInvoiceBody>;

export const invoiceLineInput = z.object({
  description: textField(INVOICE_LIMITS.description),
  amount: signedMoneyField,
});

/** PATCH /api/invoices/{id} (drafts only): the lines replace the invoice's lines; absent keeps them. */
export const updateInvoiceBody = z.object({
  lines: z
    .array(invoiceLineInput)
    .min(1, invoiceMessages.linesRequired)
    .max(INVOICE_LIMITS.lines, `At most ${INVOICE_LIMITS.lines} lines`)
    .optional(),
  notes: z.string().trim().max(INVOICE_LIMITS.notes, fieldMessages.maxLength).optional(),
});
export type UpdateInvoiceInput = z.input<typeof updateInvoiceBody>;

/** POST /api/invoices/{id}/payments */
export const paymentBody = z.object({
  amount: signedMoneyField.refine((v) => v > 0, invoiceMessages.amountPositive),
  paidOn: isoDay,
  reference: z.string().trim().max(INVOICE_LIMITS.reference, fieldMessages.maxLength).optional().default(''),
});
export type PaymentInput = z.input<typeof paymentBody>;

/** POST /api/invoices/{id}/void: why (trimmed, 3–500 characters; docs/decisions/0053-void-invoices.md). */
export const voidInvoiceBody = z.object({
  reason: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .min(VOID_REASON_MIN, invoiceMessages.voidReason)
    .max(VOID_REASON_MAX, invoiceMessages.voidReason),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceBody>;

/**
 * POST /api/invoices/{id}/payments/{paymentId}/reverse: why (a check that bounced, a payment on the wrong
 * invoice), as a void's (docs/decisions/0054-payment-reversals.md).
 */
export const reversePaymentBody = voidInvoiceBody;
export type ReversePaymentInput = z.input<typeof reversePaymentBody>;

/**
 * POST /api/invoices/{id}/write-off: why the balance will not be paid (a short pay, a broker out of business),
 * as a void's (docs/decisions/0055-write-offs.md).
 */
export const writeOffBody = voidInvoiceBody;
export type WriteOffInput = z.input<typeof writeOffBody>;

/** POST /api/invoices/factor */
export const factorBatchBody = z.object({
  invoiceIds: z
    .array(rowIdField(invoiceMessages.notFound))
    .min(1, 'Choose at least one invoice')
    .max(INVOICE_LIMITS.batch, `At most ${INVOICE_LIMITS.batch} invoices at once`)
    .refine((ids) => new Set(ids).size === ids.length, invoiceMessages.duplicateIds),
});
export type FactorBatchInput = z.input<typeof factorBatchBody>;

const listFormat = z.enum(['json', 'csv', 'pdf']);

/**
 * GET /api/invoices: `from`/`to` bound the invoice date (inclusive); `search` matches the invoice number, the
 * load number or the broker's name; `format=csv|pdf` gives every matching row.
 */
export const invoiceListQuery = pageQuery
  .extend({
    status: z.enum(INVOICE_STATUSES).optional(),
    brokerId: idField.optional(),
    /** The invoices of one load: at most one not void, newest first. */
    loadId: idField.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    search: z.string().trim().max(100, fieldMessages.maxLength).optional(),
    format: listFormat.optional(),
  })
  .refine((q) => daysInOrder(q.from, q.to), {
    message: invoiceMessages.fromAfterTo,
    path: ['from'],
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** GET /api/invoices/aging */
export const agingQuery = z.object({ format: listFormat.optional() });

const money = z.number();
const day = z.string().meta({ description: 'yyyy-MM-dd' });

export const invoiceLine = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Dollars, signed: OS&D deductions are negative. */
  amount: money,
  /** The ledger entry type it came from (packages/contract/src/load-ledger.ts); null when typed by hand. */
  transactionTypeId: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceStop = z.object({
  type: z.enum(['pickup', 'delivery']),
  facility: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** The stop's (open) time, ISO; null when unknown. */
  at: z.iso.datetime().nullable(),
});
export type InvoiceStop = z.infer<typeof invoiceStop>;

export const invoiceBillTo = z.object({
  brokerId: z.number().int(),
  name: z.string(),
  ...brokerAddress,
  /** The broker's invoicing email (`involvingEmail`); null when none. */
  email: z.string().nullable(),
});

/** When, by whom (null once their account is gone) and why a void, a reversal or a write-off was made. */
const undone = z.object({
  at: z.iso.datetime(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string(),
});

export const invoicePayment = z.object({
  id: z.number().int(),
  amount: money,
  paidOn: day,
  reference: z.string(),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  /** Reversed (it no longer counts in `paid`); null while it stands. */
  reversed: undone.nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

/** A row of the list. */
export const invoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  loadId: z.number().int(),
  loadNumber: z.string(),
  brokerId: z.number().int(),
  brokerName: z.string(),
  /** The day it was made. */
  invoiceDate: day,
  sentOn: day.nullable(),
  /** sentOn (or today while a draft) + termsDays. */
  dueOn: day,
  termsDays: z.number().int(),
  /** Days past the due day (0 or less: not yet due). */
  daysPastDue: z.number().int(),
  amount: money,
  paid: money,
  /** Amount − paid − written off; 0 once void (a void invoice owes nothing). */
  balance: money,
  factoredOn: day.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** GET /api/invoices/{id}: the invoice with its lines, stops and payments. */
export const invoiceDetail = invoiceSummary.extend({
  billTo: invoiceBillTo,
  stops: z.array(invoiceStop),
  lines: z.array(invoiceLine),
  notes: z.string(),
  payments: z.array(invoicePayment),
  /** When, by whom and why it was voided; null while it stands (status `void` otherwise). */
  voided: undone.nullable(),
  /**
   * The balance written off (a short pay, bad debt): how much, when, by whom and why; null when none. It no
   * longer counts in `balance`; a payment reversed after it is owed again.
   */
  writtenOff: undone.extend({ amount: money }).nullable(),
  ...recordTimestamps,
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const invoiceResponse = envelope(invoiceDetail);
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/**
 * The list's totals: how many, their amount, and their balance due — what is owed on the sent ones; a draft
 * owes nothing until it is sent, as the aging counts (apps/api/src/modules/invoices/invoices.repository.ts).
 * A void invoice is counted but adds nothing to the amount or the balance.
 */
export const invoiceTotals = z.object({ count: z.number().int(), amount: money, balance: money });
export type InvoiceTotals = z.infer<typeof invoiceTotals>;
export const invoiceListResponse = envelope(
  z.object({ items: z.array(invoiceSummary), meta: listMeta, totals: invoiceTotals }),
);
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

/** The columns of `format=csv` of the list, in order. */
export const INVOICE_CSV_COLUMNS = [
  'number',
  'status',
  'loadNumber',
  'brokerName',
  'invoiceDate',
  'sentOn',
  'dueOn',
  'amount',
  'paid',
  'balance',
] as const;

/** POST /api/invoices/{id}/factor and /api/invoices/factor */
export const factorResult = z.object({
  invoiceIds: z.array(z.number().int()),
  factoredOn: day,
  mailedTo: z.string(),
});
export type FactorResult = z.infer<typeof factorResult>;
export const factorResponse = envelope(factorResult);
export type FactorResponse = z.infer<typeof factorResponse>;
