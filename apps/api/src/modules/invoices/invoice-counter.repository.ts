import { eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { invoiceCounter } from '../../db/schema';

/** The invoice counter (one row): the next number, taken in the transaction that makes the invoice. */
export class InvoiceCounterRepository extends Repository {
  /**
   * Counts one more (or `count` more, the last of which it answers: they are the caller's) and answers it. The row stays locked until the transaction ends, so invoices made at the
   * same time take consecutive numbers, and a rolled-back invoice gives its number back.
   */
  async next(count = 1): Promise<number> {
    const [row] = await this.db
      .update(invoiceCounter)
      .set({ lastNumber: sql`${invoiceCounter.lastNumber} + ${count}::integer` })
      .where(eq(invoiceCounter.id, 1))
      .returning({ n: invoiceCounter.lastNumber });
    if (!row) throw new Error('invoice_counter has no row');
    return row.n;
  }
}
