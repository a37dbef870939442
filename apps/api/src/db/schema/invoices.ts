import type { InvoiceStop } from '@fletx/contract/invoices';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import {
  createdAt,
  editable,
  id,
  optionalLink,
  ownedBy,
  requiredLink,
  searchOver,
  timestamptz,
  trigramIndex,
} from './columns';
import { loads } from './loads';
import { users } from './users';

/**
 * The invoice counter (docs/product.md "Invoices and receivables"): one row, updated in the transaction that
 * makes an invoice, so numbers have no gaps even when invoices are made at the same time.
 */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_counter_single_row', sql`${t.id} = 1`)],
);

/**
 * An invoice's number, load number and bill-to name, lowercased and unaccented: the expression
 * invoices_search_trgm_idx indexes, written here only, for the index and for every query
 * (`invoiceSearchDocument`), because PostgreSQL answers a `LIKE` from a trigram index only when the query
 * repeats the index's expression exactly.
 */
const searchDocumentOf = searchOver('number', 'loadNumber', 'billToName');

type InvoiceMoney = Record<
  'amountCents' | 'paidCents' | 'writtenOffCents' | 'voidedAt' | 'sentOn',
  AnyPgColumn
>;

/**
 * What is owed on an invoice and which invoices owe it (docs/decisions/0055-write-offs.md), written here only,
 * for the partial indexes below and for every query (`invoiceMoney` after the table), because PostgreSQL
 * reads a partial index only for a query that repeats its condition:
 * - `balance`: amount − paid − written off;
 * - `standing`: not void (docs/decisions/0053-void-invoices.md), a void invoice counts for nothing;
 * - `owing`: sent, not void, with a balance (a draft has not been sent, so nothing is due on it yet);
 * - `draft`: not void, not sent.
 */
function moneyOf(t: InvoiceMoney) {
  const balance = sql`(${t.amountCents} - ${t.paidCents} - coalesce(${t.writtenOffCents}, 0))`;
  const standing = sql`${t.voidedAt} IS NULL`;
  return {
    balance,
    standing,
    owing: sql`(${standing} AND ${t.sentOn} IS NOT NULL AND ${balance} > 0)`,
    draft: sql`(${standing} AND ${t.sentOn} IS NULL)`,
  };
}

/**
 * An invoice of one delivered load, billed to its broker. Who it bills (name, address, email, terms) and the
 * load's number and stops are copied when it is made and again when it is sent: a sent invoice does not move
 * when the broker's profile changes. Amount and paid are integer cents; the status is computed when read.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    loadId: requiredLink('load_id', () => loads.id),
    brokerId: requiredLink('broker_id', () => brokers.id),
    loadNumber: text('load_number').notNull(),
    billToName: text('bill_to_name').notNull(),
    billToAddress: text('bill_to_address').notNull(),
    billToCity: text('bill_to_city').notNull(),
    billToState: text('bill_to_state').notNull(),
    billToZip: text('bill_to_zip').notNull(),
    billToEmail: text('bill_to_email'),
    termsDays: integer('terms_days').notNull(),
    stops: jsonb('stops').$type<InvoiceStop[]>().notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at'),
    sentOn: date('sent_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    factoredOn: date('factored_on', { mode: 'string' }),
    paidInFullOn: date('paid_in_full_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    amountCents: integer('amount_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    createdBy: optionalLink('created_by', () => users.id),
    /** Void (docs/decisions/0053-void-invoices.md): when, by whom and why; all null while it stands. */
    voidedAt: timestamptz('voided_at'),
    voidedBy: optionalLink('voided_by', () => users.id),
    voidReason: text('void_reason'),
    /**
     * The balance written off (docs/decisions/0055-write-offs.md): how much, when, by whom and why; all null
     * when none. What is owed is amount − paid − written off.
     */
    writtenOffCents: integer('written_off_cents'),
    writtenOffAt: timestamptz('written_off_at'),
    writtenOffBy: optionalLink('written_off_by', () => users.id),
    writeOffReason: text('write_off_reason'),
    ...editable(),
  },
  (t) => [
    uniqueIndex('invoices_sequence_key').on(t.sequence),
    uniqueIndex('invoices_number_key').on(t.number),
    // A load has one invoice that is not void; void ones stay beside it.
    uniqueIndex('invoices_live_load_key').on(t.loadId).where(sql`${t.voidedAt} IS NULL`),
    index('invoices_load_idx').on(t.loadId, t.sequence),
    index('invoices_broker_idx').on(t.brokerId, t.invoiceDate),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_due_idx').on(t.dueOn),
    // The few invoices still owed (overdue, sent, partly paid; the aging and the balances) and the drafts, out of
    // every invoice ever sent: each list filter and Today's figures read one of these.
    // Its key also carries every column the sums read, so the overdue count and balance are index-only; migration
    // 0065 adds statistics on the balance, so the planner knows how few invoices are owed.
    index('invoices_owing_idx')
      .on(t.dueOn, t.sequence, t.amountCents, t.paidCents, t.writtenOffCents, t.voidedAt, t.sentOn)
      .where(moneyOf(t).owing),
    index('invoices_draft_idx').on(t.sequence).where(moneyOf(t).draft),
    trigramIndex('invoices_search_trgm_idx', searchDocumentOf(t)),
    check(
      'invoices_paid_check',
      sql`${t.paidCents} >= 0 AND ${t.paidCents} <= greatest(${t.amountCents}, 0)`,
    ),
    check('invoices_void_check', sql`(${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL)`),
    // All set or none (who wrote it off may be deleted later: written_off_by is then null, the reason stays);
    // never more than what was owed.
    check(
      'invoices_write_off_check',
      sql`(${t.writtenOffAt} IS NULL AND ${t.writtenOffCents} IS NULL AND ${t.writeOffReason} IS NULL) OR (${t.writtenOffAt} IS NOT NULL AND ${t.writeOffReason} IS NOT NULL AND ${t.writtenOffCents} > 0 AND ${t.paidCents} + ${t.writtenOffCents} <= ${t.amountCents})`,
    ),
  ],
);

/** The balance and the conditions of what is owed, as invoices_owing_idx and invoices_draft_idx have them. */
export const invoiceMoney = moneyOf(invoices);

/** What the invoices list's search matches (invoices_search_trgm_idx): `${invoiceSearchDocument} LIKE <pattern>`. */
export const invoiceSearchDocument = searchDocumentOf(invoices);

/** The lines of an invoice, in order; `transaction_type_id` is the ledger entry type a line came from. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...ownedBy('invoice', () => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    transactionTypeId: integer('transaction_type_id'),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * Payments received against an invoice (several for a partial payment). A reversed one (a check that
 * bounced; docs/decisions/0054-payment-reversals.md) stays, with when, by whom and why, and no longer counts
 * in the invoice's `paid_cents`.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...ownedBy('invoice', () => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: optionalLink('recorded_by', () => users.id),
    createdAt: createdAt(),
    reversedAt: timestamptz('reversed_at'),
    reversedBy: optionalLink('reversed_by', () => users.id),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.id),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check('invoice_payments_reversal_check', sql`(${t.reversedAt} IS NULL) = (${t.reversalReason} IS NULL)`),
  ],
);

/**
 * The carrier's own details (one row, id 1): what invoices print and the factoring company. The logo is a
 * stored file (lib/storage.ts) under `logo_key`.
 */
export const carrierSettings = pgTable(
  'carrier_settings',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    mcNumber: text('mc_number').notNull().default(''),
    dotNumber: text('dot_number').notNull().default(''),
    remitTo: text('remit_to').notNull().default(''),
    factoringName: text('factoring_name'),
    factoringEmail: text('factoring_email'),
    factoringRemitTo: text('factoring_remit_to'),
    factoringNotice: text('factoring_notice'),
    logoKey: text('logo_key'),
    logoMimeType: text('logo_mime_type'),
    /** Every staff account must sign in with two factors (docs/product.md "Two-factor sign-in"). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Tracking links may show the truck's exact point, not only the nearest town. */
    trackingExactPosition: boolean('tracking_exact_position').notNull().default(false),
    /** The carrier's days run from this zone's midnights (the dispatch board); an IANA name. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    ...editable(),
  },
  (t) => [check('carrier_settings_single_row', sql`${t.id} = 1`)],
);
