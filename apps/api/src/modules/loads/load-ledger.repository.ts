import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadTransactions } from '../../db/schema';

export type LoadTransactionRow = typeof loadTransactions.$inferSelect;
type NewLoadTransactionRow = typeof loadTransactions.$inferInsert;

/** The only place with queries on loads' ledgers (load_transactions). */
export class LoadLedgerRepository extends Repository {
  /** The trip rate first, then the other entries in the order they were made. */
  of(loadId: number): Promise<LoadTransactionRow[]> {
    const tripRateFirst = sql`${loadTransactions.typeId} <> ${TRANSACTION_TYPE.tripRate}`;
    return this.findMany(
      loadTransactions,
      eq(loadTransactions.loadId, loadId),
      tripRateFirst,
      asc(loadTransactions.id),
    );
  }

  async totalCents(loadId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string | null>`sum(${loadTransactions.amountCents})` })
      .from(loadTransactions)
      .where(eq(loadTransactions.loadId, loadId));
    return Number(row?.total ?? 0);
  }

  insert(values: NewLoadTransactionRow): Promise<LoadTransactionRow> {
    return this.insertOne(loadTransactions, values);
  }

  /** Entries of many loads at once (a past in bulk), in the order given; 1,000 rows a statement. */
  insertMany(values: NewLoadTransactionRow[]): Promise<LoadTransactionRow[]> {
    return this.insertChunked(loadTransactions, values);
  }

  async tripRateEntry(loadId: number): Promise<LoadTransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loadTransactions)
      .where(
        and(eq(loadTransactions.loadId, loadId), eq(loadTransactions.typeId, TRANSACTION_TYPE.tripRate)),
      );
    return row;
  }

  async setAmount(id: number, amountCents: number): Promise<void> {
    await this.db.update(loadTransactions).set({ amountCents }).where(eq(loadTransactions.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(loadTransactions).where(eq(loadTransactions.id, id));
  }
}
