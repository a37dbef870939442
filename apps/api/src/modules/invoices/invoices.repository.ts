import type { InvoiceStatus } from '@fletx/contract/invoices';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { FOLD_AFTER } from '../../db/list-totals';
import { defineList } from '../../db/lists';
import { type PageWindow, TableRepository } from '../../db/repository';
import {
  invoiceLines,
  invoiceMoney,
  invoicePayments,
  invoiceSearchDocument,
  invoices,
} from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { containsPattern } from '../../lib/search';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

/** What the list filters by (`today` decides which open invoices are overdue). */
export interface InvoiceFilter {
  status?: InvoiceStatus | undefined;
  brokerId?: number | undefined;
  loadId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  today: string;
}

/**
 * What is left to pay: amount − paid − written off (docs/decisions/0055-write-offs.md), and the one rule of what
 * is owed (docs/product.md "Payments and aging"): a sent invoice not void with a balance (not fully paid, nor
 * closed by a write-off). The list's balance due, the aging and a broker's receivables all read them, as the
 * schema writes them beside their indexes (db/schema/invoices.ts), so their figures agree.
 */
const { balance, standing, owing, draft } = invoiceMoney;

/** An invoice row's balance, as `balance` computes it in SQL: amount − paid − written off, in cents. */
export const balanceCentsOf = (row: Pick<InvoiceRow, 'amountCents' | 'paidCents' | 'writtenOffCents'>) =>
  row.amountCents - row.paidCents - (row.writtenOffCents ?? 0);

/** An invoice's balance due: its balance while `owing`, else nothing. */
const balanceDue = sql`(CASE WHEN ${owing} THEN ${balance} ELSE 0 END)`;

/** How many invoices, their amount and their balance due (cents). */
export type InvoiceSums = { count: number; amountCents: number; balanceCents: number };

/** The status of docs/product.md "Invoices and receivables" as a condition, computed at `today`. */
function statusCondition(status: InvoiceStatus, today: string): SQL {
  const sent = sql`${standing} AND ${invoices.sentOn} IS NOT NULL`;
  switch (status) {
    case 'void':
      return sql`${invoices.voidedAt} IS NOT NULL`;
    case 'draft':
      return draft;
    case 'paid':
      return sql`${sent} AND ${balance} <= 0 AND ${invoices.writtenOffAt} IS NULL`;
    case 'written_off':
      return sql`${sent} AND ${balance} <= 0 AND ${invoices.writtenOffAt} IS NOT NULL`;
    case 'overdue':
      return sql`${owing} AND ${invoices.dueOn} < ${today}::date`;
    case 'partially_paid':
      return sql`${owing} AND ${invoices.paidCents} > 0 AND ${invoices.dueOn} >= ${today}::date`;
    case 'sent':
      return sql`${owing} AND ${invoices.paidCents} = 0 AND ${invoices.dueOn} >= ${today}::date`;
  }
}

/** The only place with queries on `invoices`, `invoice_lines` and `invoice_payments`. */
export class InvoicesRepository extends TableRepository<typeof invoices> {
  constructor(uow: UnitOfWork) {
    super(uow, invoices);
  }

  /** The load's invoice that is not void, if any (invoices_live_load_key: at most one). */
  byLoad(loadId: number): Promise<InvoiceRow | undefined> {
    return this.findOne(invoices, and(eq(invoices.loadId, loadId), isNull(invoices.voidedAt)));
  }

  /** The numbers of the loads' invoices that are not void, by load. */
  async standingOfLoads(loadIds: ReadonlyArray<number>): Promise<Map<number, string>> {
    if (loadIds.length === 0) return new Map();
    const rows = await this.db
      .select({ loadId: invoices.loadId, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.loadId, [...new Set(loadIds)]), isNull(invoices.voidedAt)));
    return new Map(rows.map((r) => [r.loadId, r.number]));
  }

  /** Invoices made at once (a past in bulk), in the order given, as stored; 200 rows a statement. */
  insertMany(values: NewInvoiceRow[]): Promise<InvoiceRow[]> {
    return this.insertChunked(invoices, values, 200);
  }

  /** Lines of many invoices at once; 1,000 rows a statement. */
  insertLines(values: Array<typeof invoiceLines.$inferInsert>): Promise<InvoiceLineRow[]> {
    return this.insertChunked(invoiceLines, values);
  }

  /** Payments on many invoices at once; 1,000 rows a statement. */
  async insertPayments(values: Array<typeof invoicePayments.$inferInsert>): Promise<void> {
    await this.insertChunked(invoicePayments, values);
  }

  /** The invoices of `ids`, locked until the transaction ends, in number order. */
  lockMany(ids: ReadonlyArray<number>): Promise<InvoiceRow[]> {
    return this.findManyLocked(invoices, inArray(invoices.id, [...new Set(ids)]), asc(invoices.sequence));
  }

  /** Paid amounts, paid-in-full days, versions and stamps of many invoices as given, one statement a chunk. */
  async setPaidMany(
    rows: ReadonlyArray<Pick<InvoiceRow, 'id' | 'paidCents' | 'paidInFullOn' | 'version' | 'updatedAt'>>,
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += 1000) {
      const values = sql.join(
        rows
          .slice(i, i + 1000)
          .map(
            (r) =>
              sql`(${r.id}::integer, ${r.paidCents}::integer, ${r.paidInFullOn}::date, ${r.version}::integer, ${r.updatedAt.toISOString()}::timestamptz)`,
          ),
        sql`, `,
      );
      await this.db.execute(sql`
        UPDATE invoices SET paid_cents = v.paid, paid_in_full_on = v.full_on, version = v.version,
          updated_at = v.at
        FROM (VALUES ${values}) AS v(id, paid, full_on, version, at) WHERE invoices.id = v.id`);
    }
  }

  linesOf(invoiceId: number): Promise<InvoiceLineRow[]> {
    return this.findMany(invoiceLines, eq(invoiceLines.invoiceId, invoiceId), asc(invoiceLines.position));
  }

  paymentsOf(invoiceId: number): Promise<InvoicePaymentRow[]> {
    return this.findMany(invoicePayments, eq(invoicePayments.invoiceId, invoiceId), asc(invoicePayments.id));
  }

  /** Replaces the lines and answers their sum, in cents. */
  async replaceLines(
    invoiceId: number,
    lines: ReadonlyArray<{ description: string; amountCents: number; transactionTypeId: number | null }>,
  ): Promise<number> {
    await this.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    if (lines.length > 0)
      await this.db
        .insert(invoiceLines)
        .values(lines.map((line, position) => ({ ...line, invoiceId, position })));
    return lines.reduce((sum, line) => sum + line.amountCents, 0);
  }

  async insertPayment(values: typeof invoicePayments.$inferInsert): Promise<InvoicePaymentRow> {
    return this.insertOne(invoicePayments, values);
  }

  /** One of the invoice's payments (undefined when it is another invoice's or none). */
  paymentOf(invoiceId: number, paymentId: number): Promise<InvoicePaymentRow | undefined> {
    return this.findOne(
      invoicePayments,
      and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.id, paymentId)),
    );
  }

  /** Marks a payment reversed (the caller holds its invoice's lock). */
  async reversePayment(paymentId: number, values: { at: Date; by: number; reason: string }): Promise<void> {
    await this.db
      .update(invoicePayments)
      .set({ reversedAt: values.at, reversedBy: values.by, reversalReason: values.reason })
      .where(eq(invoicePayments.id, paymentId));
  }

  private where(filter: InvoiceFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(statusCondition(filter.status, filter.today));
    if (filter.brokerId) conditions.push(eq(invoices.brokerId, filter.brokerId));
    if (filter.loadId) conditions.push(eq(invoices.loadId, filter.loadId));
    if (filter.from) conditions.push(gte(invoices.invoiceDate, filter.from));
    if (filter.to) conditions.push(lte(invoices.invoiceDate, filter.to));
    const term = filter.search?.trim();
    if (term) conditions.push(sql`${invoiceSearchDocument} LIKE ${containsPattern(term)}`);
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The list: newest first (by number). */
  private readonly list = defineList({
    name: 'invoices',
    table: invoices,
    // The invoice number's sequence is unique: it orders the list alone.
    order: { direction: 'desc', id: invoices.sequence },
    select: () => this.db.select().from(invoices).$dynamic(),
  });

  /** A page of the list, newest first, and how many match (`count`: the totals of the same filter know it). */
  async page(
    filter: InvoiceFilter,
    page: PageWindow,
    count: () => Promise<number>,
  ): Promise<{ rows: InvoiceRow[]; total: number }> {
    return this.lists.page(this.list, this.where(filter), page, count);
  }

  /** Rows of the list from `offset` (no count): the batches of an export. */
  async slice(filter: InvoiceFilter, offset: number, take: number): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(this.where(filter))
      .orderBy(desc(invoices.sequence))
      .limit(take)
      .offset(offset);
  }

  /**
   * The sums of the rows that match: how many, amount and balance due (cents; drafts owe nothing yet, a void
   * invoice is counted but adds no amount and no balance).
   */
  async totals(filter: InvoiceFilter): Promise<InvoiceSums> {
    const where = this.where(filter);
    if (!where) return this.allTotals();
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(case when ${standing} then ${invoices.amountCents} else 0 end), 0)`,
        balance: sql<string>`coalesce(sum(${balanceDue}), 0)`,
      })
      .from(invoices)
      .where(where);
    return {
      count: Number(row?.count ?? 0),
      amountCents: Number(row?.amount ?? 0),
      balanceCents: Number(row?.balance ?? 0),
    };
  }

  /**
   * The sums of every invoice, from the delta rows triggers keep (migration 0058_invoice_totals.sql), so the
   * list as it opens does not read every invoice; folded into one row when they pile up.
   */
  private async allTotals(): Promise<InvoiceSums> {
    const [row] = rowsOf<{ count: string; amount: string; balance: string; deltas: string }>(
      await this.db.execute(sql`
        SELECT coalesce(sum(invoices), 0) AS count, coalesce(sum(amount_cents), 0) AS amount,
               coalesce(sum(balance_cents), 0) AS balance, count(*) AS deltas
        FROM invoice_total_deltas`),
    );
    if (Number(row?.deltas ?? 0) > FOLD_AFTER) await this.db.execute(sql`SELECT invoice_total_deltas_fold()`);
    return {
      count: Number(row?.count ?? 0),
      amountCents: Number(row?.amount ?? 0),
      balanceCents: Number(row?.balance ?? 0),
    };
  }

  /** What every broker owes (`owing`), by aging bucket at `today` (cents). */
  async aging(today: string) {
    const days = sql`(${today}::date - ${invoices.dueOn})`;
    const bucket = (condition: SQL) =>
      sql<string>`coalesce(sum(case when ${condition} then ${balance} else 0 end), 0)`;
    const rows = await this.db
      .select({
        brokerId: invoices.brokerId,
        brokerName: sql<string>`(array_agg(${invoices.billToName} order by ${invoices.id} desc))[1]`,
        current: bucket(sql`${days} <= 0`),
        days1to30: bucket(sql`${days} between 1 and 30`),
        days31to60: bucket(sql`${days} between 31 and 60`),
        days61to90: bucket(sql`${days} between 61 and 90`),
        days90plus: bucket(sql`${days} > 90`),
      })
      .from(invoices)
      .where(owing)
      .groupBy(invoices.brokerId);
    return rows.map((r) => ({
      brokerId: r.brokerId,
      brokerName: r.brokerName,
      current: Number(r.current),
      days1to30: Number(r.days1to30),
      days31to60: Number(r.days31to60),
      days61to90: Number(r.days61to90),
      days90plus: Number(r.days90plus),
    }));
  }

  /**
   * A broker's receivables at `today`: open and overdue balances, sent amounts by month since `since`; void
   * invoices left out.
   */
  async brokerFigures(brokerId: number, today: string, since: string) {
    const mine = and(eq(invoices.brokerId, brokerId), isNull(invoices.voidedAt));
    const [sums] = await this.db
      .select({
        open: sql<string>`coalesce(sum(${balanceDue}), 0)`,
        overdue: sql<string>`coalesce(sum(case when ${invoices.dueOn} < ${today}::date then ${balanceDue} else 0 end), 0)`,
        averageDays: sql<string | null>`avg(${invoices.paidInFullOn} - ${invoices.sentOn})`,
      })
      .from(invoices)
      .where(mine);
    const months = await this.db
      .select({
        month: sql<string>`to_char(${invoices.sentOn}, 'YYYY-MM')`,
        amount: sql<string>`sum(${invoices.amountCents})`,
      })
      .from(invoices)
      .where(and(mine, gte(invoices.sentOn, since)))
      .groupBy(sql`to_char(${invoices.sentOn}, 'YYYY-MM')`);
    return {
      openCents: Number(sums?.open ?? 0),
      overdueCents: Number(sums?.overdue ?? 0),
      averageDaysToPay:
        sums?.averageDays === null || sums?.averageDays === undefined ? null : Number(sums.averageDays),
      months: new Map(months.map((m) => [m.month, Number(m.amount)])),
    };
  }

  /** The invoices of `ids` (any order); for a batch. */
  async manyById(ids: number[]): Promise<InvoiceRow[]> {
    if (ids.length === 0) return [];
    return this.findMany(invoices, inArray(invoices.id, ids), asc(invoices.sequence));
  }
}
